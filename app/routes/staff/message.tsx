import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, useNavigation } from 'react-router'
import type { Route } from './+types/message'
import { FormErrors, TextareaField } from '#app/components/forms.tsx'
import { contactSubjectLabel, SITE } from '#app/content/site.ts'
import {
  openContactMessage,
  replyToContactMessage,
  setContactMessageStatus,
} from '#app/domain/staff/contact-inbox.server.ts'
import { MessageActionSchema, ReplySchema } from '#app/domain/staff/contact-inbox-schemas.ts'
import { formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import { INBOX_STATUS_LABELS } from '#app/domain/staff/inbox-status.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import {
  getT,
  localizedPath,
  requestLocale,
  translateRefOnServer,
} from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { Name } from '#app/components/ui/name.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole(request, ['staff', 'admin'])
  const message = await openContactMessage(params.id, {
    userId: user.id,
    ipAddress: context.clientIp,
  })
  if (!message) throw data(null, { status: 404 })
  const locale = requestLocale(request)
  const t = getT(locale, 'staff')
  return data({
    meta: {
      title: t('message.metaTitle', { site: SITE.name }),
      description: t('message.metaDescription'),
    },
    message: {
      reference: message.reference,
      name: message.name,
      email: message.email,
      phone: message.phone,
      subject: translateRefOnServer(locale, contactSubjectLabel(message.subject)),
      body: message.message || t('message.erased'),
      status: message.status,
      received: formatClinicDateTime(message.createdAt, locale),
    },
    replies: message.replies.map((r) => ({
      id: r.id,
      authorName: r.authorName,
      body: r.body,
      sent: formatClinicDateTime(r.sentAt, locale),
    })),
  })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, ['staff', 'admin'])
  const submission = parseWithZod(await readForm(request), { schema: MessageActionSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const actor = { userId: user.id, ipAddress: context.clientIp }
  const here = localizedPath(request, `/staff/messages/${params.id}`)
  const t = getT(requestLocale(request), 'staff')
  try {
    switch (submission.value.intent) {
      case 'handled':
        await setContactMessageStatus(params.id, 'handled', actor)
        return redirectWithToast(here, { type: 'success', title: t('message.markedHandled') })
      case 'reply':
        await replyToContactMessage(params.id, submission.value.body, { ...actor, name: user.name })
        return redirectWithToast(here, { type: 'success', title: t('message.replySent') })
    }
  } catch (error) {
    return replyWithDomainError(submission, error)
  }
}

export default function StaffMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message, replies } = loaderData
  const t = useT('staff')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'reply-form',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    constraint: getZodConstraint(ReplySchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReplySchema }),
  })
  return (
    <>
      <p>
        <Link to="/staff/messages">← {t('message.back')}</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        {message.subject}: <Name>{message.name}</Name>
      </h1>
      <section aria-labelledby="message-title" className="card mt-6">
        <h2 id="message-title" className="sr-only">
          {t('message.heading')}
        </h2>
        <dl className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
          <dt className="font-semibold">{t('message.reference')}</dt>
          <dd translate="no">{message.reference}</dd>
          <dt className="font-semibold">{t('message.received')}</dt>
          <dd>{message.received}</dd>
          <dt className="font-semibold">{t('message.email')}</dt>
          <dd>
            <a href={`mailto:${message.email}`}>{message.email}</a>
          </dd>
          <dt className="font-semibold">{t('message.phone')}</dt>
          <dd>
            <a href={`tel:${message.phone}`}>{formatIndianPhone(message.phone)}</a>
          </dd>
          <dt className="font-semibold">{t('message.status')}</dt>
          <dd className="capitalize" data-testid="message-status">
            {t(INBOX_STATUS_LABELS[message.status])}
          </dd>
        </dl>
        <p className="mt-4 whitespace-pre-wrap text-slate-900" data-testid="message-body">
          {message.body}
        </p>
      </section>
      {replies.length ? (
        <section aria-labelledby="replies-title" className="mt-6">
          <h2 id="replies-title" className="text-xl font-bold text-slate-900">
            {t('message.replies')}
          </h2>
          <ul className="mt-2 space-y-3">
            {replies.map((r) => (
              <li key={r.id} className="card p-4">
                <p className="text-sm text-slate-600">
                  <Name>{r.authorName}</Name>, {r.sent}
                </p>
                <p className="mt-1 whitespace-pre-wrap">{r.body}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="reply-title" className="card mt-6">
        <h2 id="reply-title" className="text-xl font-bold text-slate-900">
          {t('message.replyTitle')}
        </h2>
        <Form method="post" {...getFormProps(form)} className="mt-3">
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name="intent" value="reply" />
          <TextareaField field={fields.body} label={t('message.yourReply')} rows={6} />
          <button type="submit" className="btn-primary">
            {t('message.sendReply')}
          </button>
        </Form>
        {message.status !== 'handled' ? (
          <Form method="post" className="mt-3">
            <button type="submit" name="intent" value="handled" className="btn-secondary">
              {t('message.markHandled')}
            </button>
          </Form>
        ) : null}
      </section>
    </>
  )
}
