import { useForm } from '@conform-to/react'
import { useNavigation } from 'react-router'
import { FormErrors } from '#app/components/forms.tsx'
import type { Route } from './+types/person'
import { PathologistForm, PharmacistForm } from '#app/components/staff-people/credentials-form.tsx'
import { PersonDetails } from '#app/components/staff-people/person-details.tsx'
import { PersonFamily } from '#app/components/staff-people/person-family.tsx'
import {
  AccessForm,
  DoctorLinkForm,
  RoleForm,
} from '#app/components/staff-people/person-manage-forms.tsx'
import { ROLES } from '#app/db/schema/role-values.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'
import { Name } from '#app/components/ui/name.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { answerPersonForm, personPage } from './person.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/** `family`: the account's family members; `pharmacyStaff`: a pharmacist's registration. */
export const handle: I18nHandle = { i18n: ['family', 'pharmacyStaff', 'abha'] }

export const policy: RoutePolicy = personal

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireRole(request, ['staff', 'admin'])
  return personPage(request, params.id, admin, context.clientIp)
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireRole(request, ['admin'])
  return answerPersonForm(request, params.id, admin, context.clientIp)
}

/** The credentials' cards answer these themselves, next to their own fields and buttons. */
const CREDENTIALS_INTENTS = ['pathologist', 'remove-pathologist', 'pharmacist', 'remove-pharmacist']

export default function Person({ loaderData, actionData }: Route.ComponentProps) {
  const { account, self, family, canManage, pathologist, pharmacist } = loaderData
  const t = useT('staff')
  const navigation = useNavigation()
  const [form] = useForm({
    id: 'person',
    lastResult:
      navigation.state === 'idle' && !CREDENTIALS_INTENTS.includes(actionData?.intent ?? '')
        ? actionData?.result
        : null,
  })
  const errors = form.allErrors ? Object.values(form.allErrors).flat() : []
  return (
    <>
      <p>
        <Link to="/staff/people">← {t('person.back')}</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        <Name>{account.name}</Name>
      </h1>
      <FormErrors className="mt-4" errors={errors.length > 0 ? errors : undefined} />
      <PersonDetails account={account} pathologist={pathologist} pharmacist={pharmacist} />
      {account.role === 'patient' ? <PersonFamily accountId={account.id} family={family} /> : null}
      {!canManage ? null : self ? (
        <p className="mt-4 text-slate-700">{t('person.ownAccount')}</p>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <RoleForm account={account} roles={ROLES} />
          <AccessForm account={account} />
          {account.role === 'doctor' ? (
            <DoctorLinkForm account={account} doctors={loaderData.doctors} />
          ) : null}
          {account.role === 'lab' ? (
            <PathologistForm
              current={pathologist}
              lastResult={
                navigation.state === 'idle' && actionData?.intent === 'pathologist'
                  ? actionData.result
                  : null
              }
              removeErrors={
                navigation.state === 'idle' && actionData?.intent === 'remove-pathologist'
                  ? (actionData.result.error?.[''] ?? undefined)
                  : undefined
              }
            />
          ) : null}
          {account.role === 'pharmacist' ? (
            <PharmacistForm
              current={pharmacist}
              lastResult={
                navigation.state === 'idle' && actionData?.intent === 'pharmacist'
                  ? actionData.result
                  : null
              }
              removeErrors={
                navigation.state === 'idle' && actionData?.intent === 'remove-pharmacist'
                  ? (actionData.result.error?.[''] ?? undefined)
                  : undefined
              }
            />
          ) : null}
        </div>
      )}
    </>
  )
}
