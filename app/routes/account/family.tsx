import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, useNavigation } from 'react-router'
import type { Route } from './+types/family'
import { FormErrors, InputField, SelectField } from '#app/components/forms.tsx'
import { Name } from '#app/components/ui/name.tsx'
import { SITE } from '#app/content/site.ts'
import { MAX_FAMILY_MEMBERS, RELATIONS, SEXES } from '#app/db/schema/family-values.ts'
// The formatting alone: the area's entry brings its form schemas (and zod) along.
import { formatAbhaNumber } from '#app/domain/abha/abha-values.ts'
import { FamilyMemberSchema, RemoveFamilyMemberSchema } from '#app/domain/family/family-schemas.ts'
import {
  addFamilyMember,
  findFamilyMember,
  listFamilyMembers,
  removeFamilyMember,
  updateFamilyMember,
} from '#app/domain/family/family.server.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { requireUser } from '#app/routes/guards.server.ts'
import { clinicToday } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { readForm } from '#app/utils/read-form.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { FamilyMemberFacts, ForMemberHidden } from '#app/components/family-member-facts.tsx'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

/** `family`: the page's words, relations and the member form's messages. */
export const handle: I18nHandle = { i18n: ['family', 'abha'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const today = clinicToday()
  const editId = new URL(request.url).searchParams.get('edit')
  const [members, editing] = await Promise.all([
    listFamilyMembers(user.id, today),
    editId ? findFamilyMember(user.id, editId, today) : null,
  ])
  // Another account's member, or none: not found, exactly alike.
  if (editId && !editing) throw data(null, { status: 404 })
  const t = getT(requestLocale(request), 'family')
  return data({
    meta: {
      title: t('meta.title', { site: SITE.name }),
      description: t('meta.description'),
    },
    today,
    members,
    editing,
    full: members.length >= MAX_FAMILY_MEMBERS,
  })
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  const formData = await readForm(request)
  const actor = { userId: user.id, ipAddress: context.clientIp }
  const t = getT(requestLocale(request), 'family')
  const here = localizedPath(request, '/account/family')
  if (formData.get('intent') === 'remove') {
    const submission = parseWithZod(formData, { schema: RemoveFamilyMemberSchema })
    if (submission.status !== 'success')
      return data(
        { form: 'remove', result: submission.reply(), alternatives: null },
        { status: 400 },
      )
    try {
      await removeFamilyMember(user.id, submission.value.memberId, actor)
    } catch (error) {
      return replyWithDomainError(submission, error, { extra: { form: 'remove' } })
    }
    return redirectWithToast(here, {
      type: 'success',
      title: t('toast.removed'),
      description: t('toast.removedDescription'),
    })
  }
  const submission = parseWithZod(formData, { schema: FamilyMemberSchema })
  if (submission.status !== 'success')
    return data({ form: 'member', result: submission.reply(), alternatives: null }, { status: 400 })
  const { memberId, ...input } = submission.value
  try {
    if (memberId) await updateFamilyMember(user.id, memberId, input, actor)
    else await addFamilyMember(user.id, input, actor)
  } catch (error) {
    return replyWithDomainError(submission, error, { extra: { form: 'member' } })
  }
  return redirectWithToast(here, {
    type: 'success',
    title: memberId ? t('toast.saved') : t('toast.added'),
  })
}

export default function Family({ loaderData, actionData }: Route.ComponentProps) {
  const { members, editing, full } = loaderData
  const t = useT('family')
  // A refused removal (a member already gone) answers above the list.
  const navigation = useNavigation()
  const removeErrors =
    navigation.state === 'idle' && actionData?.form === 'remove'
      ? Object.values(actionData.result.error ?? {})
          .flat()
          .filter((error): error is string => typeof error === 'string')
      : []
  return (
    <div className="container-page max-w-4xl py-10">
      <p>
        <Link to="/account">← {t('back')}</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-2 max-w-prose text-slate-700">{t('intro', { max: MAX_FAMILY_MEMBERS })}</p>
      <section aria-labelledby="family-list-title" className="mt-8">
        <h2 id="family-list-title" className="text-xl font-bold text-slate-900">
          {t('list.title')}{' '}
          <span className="text-base font-normal text-slate-700">
            ({t('list.count', { count: members.length, max: MAX_FAMILY_MEMBERS })})
          </span>
        </h2>
        <FormErrors className="mt-3" errors={removeErrors.length ? removeErrors : undefined} />
        {members.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('list.empty')}</p>
        ) : (
          <>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {members.map((member) => (
                <li key={member.id} className="card p-4" data-testid="family-member">
                  <p className="text-lg font-bold text-slate-900">
                    <Name>{member.name}</Name>
                  </p>
                  <FamilyMemberFacts member={member} />
                  <div className="mt-3 flex flex-wrap items-center gap-2">
                    <Link
                      className="btn-secondary px-3"
                      to={`/appointments/new?member=${member.id}`}
                    >
                      {t('member.book')}
                      <ForMemberHidden k="member.bookHidden" name={member.name} />
                    </Link>
                    <Link className="btn-secondary px-3" to={`/account/family?edit=${member.id}`}>
                      {t('member.edit')}
                      <ForMemberHidden k="member.editHidden" name={member.name} />
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="memberId" value={member.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="remove"
                        className="btn-secondary px-3"
                      >
                        {t('member.remove')}
                        <ForMemberHidden k="member.removeHidden" name={member.name} />
                      </button>
                    </Form>
                  </div>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-slate-600">{t('member.removeNote')}</p>
          </>
        )}
      </section>
      {editing || !full ? (
        <MemberForm
          key={editing?.id ?? 'new'}
          editing={editing}
          today={loaderData.today}
          result={actionData?.form === 'member' ? actionData.result : undefined}
        />
      ) : (
        <p
          className="mt-8 rounded-md border border-amber-700 bg-amber-50 p-4 text-slate-900"
          data-testid="family-full"
        >
          {t('full', { max: MAX_FAMILY_MEMBERS })}
        </p>
      )}
    </div>
  )
}

type Result = NonNullable<Route.ComponentProps['actionData']>['result'] | undefined

function MemberForm({
  editing,
  today,
  result,
}: {
  editing: Route.ComponentProps['loaderData']['editing']
  today: string
  result: Result
}) {
  const t = useT('family')
  const abha = useT('abha')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'family-member-form',
    lastResult: navigation.state === 'idle' ? result : null,
    defaultValue: editing
      ? {
          name: editing.name,
          relation: editing.relation,
          sex: editing.sex,
          dateOfBirth: editing.dateOfBirth ?? '',
          age: editing.dateOfBirth || editing.age === null ? '' : String(editing.age),
          phone: editing.phone ?? '',
          abhaNumber: editing.abhaNumber ? formatAbhaNumber(editing.abhaNumber) : '',
          abhaAddress: editing.abhaAddress ?? '',
        }
      : undefined,
    constraint: getZodConstraint(FamilyMemberSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: FamilyMemberSchema }),
  })
  const title = editing ? t('form.editTitle') : t('form.addTitle')
  return (
    <section aria-labelledby="family-form-title" className="card mt-8">
      <h2 id="family-form-title" className="text-xl font-bold text-slate-900">
        {title}
        {editing ? (
          <>
            {' — '}
            <Name>{editing.name}</Name>
          </>
        ) : null}
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        {editing ? <input type="hidden" name="memberId" value={editing.id} /> : null}
        <div className="grid gap-x-4 sm:grid-cols-2">
          <InputField field={fields.name} label={t('form.name')} className="sm:col-span-2" />
          <SelectField
            field={fields.relation}
            label={t('form.relation')}
            placeholder={t('form.relationPlaceholder')}
            options={RELATIONS.map((relation) => ({
              value: relation,
              label: t(`relation.${relation}`),
            }))}
          />
          <SelectField
            field={fields.sex}
            label={t('form.sex')}
            placeholder={t('form.sexPlaceholder')}
            options={SEXES.map((sex) => ({ value: sex, label: t(`sex.${sex}`) }))}
          />
          <InputField
            field={fields.dateOfBirth}
            label={t('form.dateOfBirth')}
            type="date"
            hint={t('form.dateOfBirthHint')}
            max={today}
          />
          <InputField
            field={fields.age}
            label={t('form.age')}
            inputMode="numeric"
            hint={t('form.ageHint')}
          />
          <InputField
            field={fields.phone}
            label={t('form.phone')}
            type="tel"
            autoComplete="off"
            hint={t('form.phoneHint')}
            className="sm:col-span-2"
          />
          <InputField
            field={fields.abhaNumber}
            label={abha('number')}
            inputMode="numeric"
            autoComplete="off"
            hint={t('form.abhaNumberHint')}
          />
          <InputField
            field={fields.abhaAddress}
            label={abha('address')}
            autoComplete="off"
            hint={t('form.abhaAddressHint')}
          />
        </div>
        <p className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value={editing ? 'edit' : 'add'}
            className="btn-primary"
            disabled={navigation.state === 'submitting'}
          >
            {editing ? t('form.save') : t('form.add')}
          </button>
          {editing ? (
            <Link className="btn-secondary" to="/account/family">
              {t('form.cancel')}
            </Link>
          ) : null}
        </p>
      </Form>
    </section>
  )
}
