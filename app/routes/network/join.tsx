import type { Route } from './+types/join'
import { JoinForm } from '#app/components/network/join-form.tsx'
import type { JoinChoices } from '#app/components/network/join-form-values.ts'
import {
  ACCREDITATION_BODIES,
  APPLICANT_KINDS,
  APPLICATION_FILE_PURPOSES,
  APPLICATION_MAX_FILES,
  FACILITY_SERVICES,
} from '#app/db/schema/network-values.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { pageMeta } from '#app/utils/page-meta.ts'
import { answerJoinForm, joinPage } from './join.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'
import { MAX_UPLOAD_REQUEST_BYTES } from '#app/utils/files/file-kinds.ts'

export const handle: I18nHandle = { i18n: ['join'] }

// Registration certificates and photos of documents (app/utils/files).
export const policy: RoutePolicy = {
  ...personal,
  postLimit: 'join',
  uploadLimit: MAX_UPLOAD_REQUEST_BYTES,
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data)

/** What the form offers, as the database allows it. */
const CHOICES: JoinChoices = {
  kinds: APPLICANT_KINDS,
  services: FACILITY_SERVICES,
  accreditationBodies: ACCREDITATION_BODIES,
  purposes: APPLICATION_FILE_PURPOSES,
  maxFiles: APPLICATION_MAX_FILES,
}

/**
 * Joining the network: a doctor, hospital, clinic, laboratory or pharmacy applies with its details,
 * registration number, documents and a contact. No account is needed: the acknowledgement gives a
 * reference number and a private link (also sent by SMS and e-mail).
 */
export function loader({ request }: Route.LoaderArgs) {
  return joinPage(request)
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerJoinForm(request, context.clientIp)
}

export default function Join({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('join')
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('join.title')}</h1>
      <p className="mt-2 text-slate-700">{t('join.intro')}</p>
      <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-700">
        <li>{t('join.step.1')}</li>
        <li>{t('join.step.2')}</li>
        <li>{t('join.step.3')}</li>
      </ol>
      <JoinForm
        key={loaderData.requestKey}
        requestKey={loaderData.requestKey}
        result={actionData?.result}
        documents={actionData?.documents ?? []}
        choices={CHOICES}
      />
    </div>
  )
}
