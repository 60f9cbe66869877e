import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { z } from '#app/utils/zod.ts'
import type { Route } from './+types/consultation'
import { createDemoConsultation } from '#app/domain/consultations/demo-consultation.server.ts'
import { roomPath } from '#app/domain/rooms/room-paths.ts'
import { getOptionalUser } from '#app/routes/guards.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { readForm } from '#app/utils/read-form.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['dev'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

const DemoConsultationSchema = z.object({ mode: z.enum(['video', 'phone', 'chat']) })

function requireDemoMode() {
  // Outside demo mode this page does not exist: real consultations are booked like any other.
  if (!getEnv().DEMO_MODE) throw data(null, { status: 404 })
}

export async function loader({ request }: Route.LoaderArgs) {
  requireDemoMode()
  const t = getT(requestLocale(request), 'dev')
  return data({
    meta: { title: t('consultation.metaTitle'), description: t('consultation.metaDescription') },
  })
}

export async function action({ request }: Route.ActionArgs) {
  requireDemoMode()
  const submission = parseWithZod(await readForm(request), { schema: DemoConsultationSchema })
  if (submission.status !== 'success') return data({ ok: false }, { status: 400 })
  const user = await getOptionalUser(request)
  const forAccount = user?.role === 'patient'
  const created = await createDemoConsultation({
    mode: submission.value.mode,
    patientUserId: forAccount ? user.id : null,
    name: forAccount ? user.name : 'Ramesh Kumar',
    phone: (forAccount && user.contactPhone) || '+919876543210',
    email: forAccount ? user.email : null,
  })
  if (!created) return data({ ok: false }, { status: 409 })
  return redirect(localizedPath(request, roomPath(created.id, forAccount ? null : created.token)))
}

/** Demo mode: a consultation with the demo doctor whose room is open now, at any hour. */
export default function DevConsultation({ actionData }: Route.ComponentProps) {
  const t = useT('dev')
  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('consultation.title')}</h1>
      <p className="mt-2 text-slate-700">{t('consultation.intro')}</p>
      {actionData && !actionData.ok ? (
        <p role="alert" className="field-error mt-4">
          {t('consultation.failed')}
        </p>
      ) : null}
      <Form method="post" className="mt-6 flex flex-wrap gap-2">
        <button type="submit" name="mode" value="video" className="btn-primary">
          {t('consultation.video')}
        </button>
        <button type="submit" name="mode" value="chat" className="btn-secondary">
          {t('consultation.chat')}
        </button>
        <button type="submit" name="mode" value="phone" className="btn-secondary">
          {t('consultation.phone')}
        </button>
      </Form>
    </div>
  )
}
