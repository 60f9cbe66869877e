import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { CircleCheck, Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react'
import { data, Form, useNavigation } from 'react-router'
import type { Route } from './+types/contact-us'
import {
  FormErrors,
  HoneypotField,
  InputField,
  SelectField,
  TextareaField,
} from '#app/components/forms.tsx'
import { MAP_CARD } from '#app/content/offline.ts'
import { ADDRESS_ONE_LINE, CONTACT, CONTACT_SUBJECTS, HOURS, MAP, SITE } from '#app/content/site.ts'
import { ContactSchema, MESSAGE_MAX_LENGTH } from '#app/domain/contact/contact-schema.ts'
import { saveContactMessage } from '#app/domain/contact/save-contact-message.server.ts'
import { getOptionalUser } from '#app/routes/guards.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Contact us | ${SITE.name}` },
  {
    name: 'description',
    content: `Write to ${SITE.name}, call the 24/7 emergency line or message us on WhatsApp. Find our clinic on the map with directions.`,
  },
]

const HONEYPOT_MESSAGE = `We could not send this message. Please try again, or call us on ${CONTACT.receptionPhone}.`
const REFERENCE_PATTERN = /^MSG-[0-9A-F]{8}$/

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const sent = params.get('sent')
  const subject = params.get('subject')
  return {
    sentReference: sent && REFERENCE_PATTERN.test(sent) ? sent : null,
    subject: CONTACT_SUBJECTS.some((s) => s.value === subject) ? subject : null,
  }
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: ContactSchema })
  if (submission.status !== 'success') {
    // The hidden honeypot field was filled in: almost surely a bot, but say it plainly in case not.
    const formErrors = submission.error?.website ? [HONEYPOT_MESSAGE] : undefined
    return data(
      { result: submission.reply(formErrors ? { formErrors } : undefined) },
      { status: 400 },
    )
  }
  const sender = await getOptionalUser(request)
  const { reference } = await saveContactMessage(submission.value, sender?.id ?? null)
  return redirectWithToast(`/contact-us?sent=${reference}`, {
    type: 'success',
    title: 'Message sent',
    description: `Thank you. Your reference is ${reference}; a copy is on its way to your e-mail.`,
  })
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">Contact us</h1>
      <p className="mt-3 max-w-prose text-slate-700">
        Write to us about appointments, reports, bills or anything else, and the front desk will
        reply within one working day. For anything urgent, call — we answer day and night.
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div>
          {loaderData.sentReference ? (
            <SentConfirmation reference={loaderData.sentReference} />
          ) : null}
          <ContactForm
            key={loaderData.sentReference ?? 'new'}
            result={actionData?.result}
            subject={loaderData.subject}
          />
        </div>
        <QuickContact />
      </div>
      <ClinicMap />
    </div>
  )
}

function SentConfirmation({ reference }: { reference: string }) {
  return (
    <div
      role="status"
      className="mb-8 flex gap-3 rounded-lg border border-brand-700 bg-brand-50 p-5"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
      <div>
        <h2 className="text-lg font-bold text-slate-900">Thank you — we have your message</h2>
        <p className="mt-1 text-slate-800">
          Your reference is <strong>{reference}</strong>. We have sent a copy to your e-mail and
          will reply within one working day. You can send another message below.
        </p>
      </div>
    </div>
  )
}

function ContactForm({
  result,
  subject,
}: {
  result: NonNullable<Route.ComponentProps['actionData']>['result'] | undefined
  subject: string | null
}) {
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'contact-form',
    lastResult: navigation.state === 'idle' ? result : null,
    defaultValue: { subject: subject ?? '' },
    constraint: getZodConstraint(ContactSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
  })
  return (
    <section aria-labelledby="contact-form-title" className="card">
      <h2 id="contact-form-title" className="text-xl font-bold text-slate-900">
        Send us a message
      </h2>
      <p className="mt-1 text-sm text-slate-600">All fields are required.</p>
      <Form method="post" {...getFormProps(form)} className="relative mt-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
          <InputField field={fields.name} label="Full name" autoComplete="name" />
          <InputField field={fields.email} label="E-mail" type="email" autoComplete="email" />
          <InputField
            field={fields.phone}
            label="Phone"
            type="tel"
            autoComplete="tel"
            hint="10 digits, with or without +91"
          />
          <SelectField
            field={fields.subject}
            label="Subject"
            placeholder="Choose a subject"
            options={CONTACT_SUBJECTS}
          />
          <TextareaField
            field={fields.message}
            label="Message"
            hint={`Up to ${MESSAGE_MAX_LENGTH} characters. Please do not include card or bank details.`}
            className="sm:col-span-2"
          />
        </div>
        <HoneypotField name={fields.website.name} />
        <p className="mt-2">
          <button
            type="submit"
            className="btn-primary"
            disabled={navigation.state === 'submitting'}
          >
            {navigation.state === 'submitting' ? 'Sending…' : 'Submit Request'}
          </button>
        </p>
      </Form>
    </section>
  )
}

function QuickContact() {
  return (
    <aside aria-labelledby="quick-contact-title" className="card h-fit">
      <h2 id="quick-contact-title" className="text-xl font-bold text-slate-900">
        Quick contact
      </h2>
      <ul className="mt-4 space-y-4">
        <li>
          <p className="text-sm font-semibold text-slate-700">Emergency line (24/7)</p>
          <a className="btn-emergency mt-1 w-full" href={CONTACT.emergencyPhoneHref}>
            <Phone aria-hidden="true" className="size-5" />
            {CONTACT.emergencyPhone}
          </a>
        </li>
        <li>
          <p className="text-sm font-semibold text-slate-700">WhatsApp help desk</p>
          <a
            className="btn-secondary mt-1 w-full"
            href={CONTACT.whatsappHref}
            rel="noopener noreferrer"
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            Chat on WhatsApp
          </a>
        </li>
        <li className="flex gap-2 text-slate-800">
          <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            Reception: <a href={CONTACT.receptionPhoneHref}>{CONTACT.receptionPhone}</a>
          </span>
        </li>
        <li className="flex gap-2 text-slate-800">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        </li>
        <li className="flex gap-2 text-slate-800">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            {HOURS.label}
            <br />
            {HOURS.emergency}
          </span>
        </li>
      </ul>
    </aside>
  )
}

function ClinicMap() {
  return (
    <section aria-labelledby="map-title" className="mt-12">
      <h2 id="map-title" className="text-xl font-bold text-slate-900">
        Find the clinic
      </h2>
      <div className="mt-3 grid gap-6 lg:grid-cols-[2fr_1fr]">
        {/* The map is a convenience that needs a connection: it loads only when asked for, so a
            slow or offline phone shows the address and directions instead of a grey box. */}
        <details className="group overflow-hidden rounded-xl border border-slate-200 bg-brand-50">
          <summary className="flex min-h-40 cursor-pointer list-none flex-col items-center justify-center gap-2 p-6 text-center group-open:min-h-0 group-open:flex-row group-open:py-3 [&::-webkit-details-marker]:hidden">
            <MapPin aria-hidden="true" className="size-10 text-brand-700 group-open:size-5" />
            <span className="font-semibold text-brand-800 underline">{MAP_CARD.showMap}</span>
            <span className="text-sm text-slate-700 group-open:hidden">{MAP_CARD.mapNote}</span>
          </summary>
          <div className="aspect-[4/3] w-full bg-white sm:aspect-[16/9]">
            <iframe
              title={`Map showing ${SITE.name} clinic in ${ADDRESS_ONE_LINE}`}
              src={MAP.embedUrl}
              loading="lazy"
              width="800"
              height="450"
              className="h-full w-full border-0"
              referrerPolicy="no-referrer"
              sandbox="allow-scripts allow-same-origin allow-popups"
            />
          </div>
        </details>
        <div>
          <div className="flex gap-2 text-slate-800">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <address className="not-italic">
              {SITE.name} Clinic
              <br />
              {ADDRESS_ONE_LINE}
            </address>
          </div>
          <p className="mt-4 text-slate-700">
            A short walk from Haidergarh bus stand; parking and a wheelchair ramp at the main gate.
          </p>
          <p className="mt-4 flex flex-wrap gap-3">
            <a className="btn-primary" href={MAP.directionsUrl} rel="noopener noreferrer">
              Get directions
            </a>
            <a className="btn-secondary" href={MAP.largerMapUrl} rel="noopener noreferrer">
              Open a larger map
            </a>
          </p>
        </div>
      </div>
    </section>
  )
}
