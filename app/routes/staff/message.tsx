import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useNavigation } from 'react-router'
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

export const meta: Route.MetaFunction = () => [
  { title: `Message | Staff | ${SITE.name}` },
  { name: 'description', content: 'A contact message and its replies.' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole(request, ['staff', 'admin'])
  const message = await openContactMessage(params.id, {
    userId: user.id,
    ipAddress: context.clientIp,
  })
  if (!message) throw data(null, { status: 404 })
  return data({
    message: {
      reference: message.reference,
      name: message.name,
      email: message.email,
      phone: message.phone,
      subject: contactSubjectLabel(message.subject),
      body: message.message,
      status: message.status,
      received: formatClinicDateTime(message.createdAt),
    },
    replies: message.replies.map((r) => ({
      id: r.id,
      authorName: r.authorName,
      body: r.body,
      sent: formatClinicDateTime(r.sentAt),
    })),
  })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, ['staff', 'admin'])
  const submission = parseWithZod(await readForm(request), { schema: MessageActionSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const actor = { userId: user.id, ipAddress: context.clientIp }
  const here = `/staff/messages/${params.id}`
  try {
    switch (submission.value.intent) {
      case 'handled':
        await setContactMessageStatus(params.id, 'handled', actor)
        return redirectWithToast(here, { type: 'success', title: 'Marked as handled' })
      case 'reply':
        await replyToContactMessage(params.id, submission.value.body, { ...actor, name: user.name })
        return redirectWithToast(here, { type: 'success', title: 'Reply sent' })
    }
  } catch (error) {
    return replyWithDomainError(submission, error)
  }
}

export default function StaffMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message, replies } = loaderData
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
        <Link to="/staff/messages">← All messages</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        {message.subject}: {message.name}
      </h1>
      <section aria-labelledby="message-title" className="card mt-6">
        <h2 id="message-title" className="sr-only">
          The message
        </h2>
        <dl className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
          <dt className="font-semibold">Reference</dt>
          <dd>{message.reference}</dd>
          <dt className="font-semibold">Received</dt>
          <dd>{message.received}</dd>
          <dt className="font-semibold">E-mail</dt>
          <dd>
            <a href={`mailto:${message.email}`}>{message.email}</a>
          </dd>
          <dt className="font-semibold">Phone</dt>
          <dd>
            <a href={`tel:${message.phone}`}>{message.phone}</a>
          </dd>
          <dt className="font-semibold">Status</dt>
          <dd className="capitalize" data-testid="message-status">
            {message.status}
          </dd>
        </dl>
        <p className="mt-4 whitespace-pre-wrap text-slate-900" data-testid="message-body">
          {message.body}
        </p>
      </section>
      {replies.length ? (
        <section aria-labelledby="replies-title" className="mt-6">
          <h2 id="replies-title" className="text-xl font-bold text-slate-900">
            Replies
          </h2>
          <ul className="mt-2 space-y-3">
            {replies.map((r) => (
              <li key={r.id} className="card p-4">
                <p className="text-sm text-slate-600">
                  {r.authorName}, {r.sent}
                </p>
                <p className="mt-1 whitespace-pre-wrap">{r.body}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="reply-title" className="card mt-6">
        <h2 id="reply-title" className="text-xl font-bold text-slate-900">
          Reply by e-mail
        </h2>
        <Form method="post" {...getFormProps(form)} className="mt-3">
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name="intent" value="reply" />
          <TextareaField field={fields.body} label="Your reply" rows={6} />
          <button type="submit" className="btn-primary">
            Send reply
          </button>
        </Form>
        {message.status !== 'handled' ? (
          <Form method="post" className="mt-3">
            <button type="submit" name="intent" value="handled" className="btn-secondary">
              Mark as handled without replying
            </button>
          </Form>
        ) : null}
      </section>
    </>
  )
}
