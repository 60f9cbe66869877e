import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { CircleCheck, Clock, Mail, MessageCircle, Phone } from 'lucide-react'
import { data, useNavigation } from 'react-router'
import type { Route } from './+types/contact-us'
import {
  FormErrors,
  HoneypotField,
  InputField,
  SelectField,
  TextareaField,
} from '#app/components/forms.tsx'
import { PlaceMap } from '#app/components/network/place-map.tsx'
import { ADDRESS, addressLine, CONTACT, CONTACT_SUBJECTS, SITE } from '#app/content/site.ts'
import { ContactSchema, MESSAGE_MAX_LENGTH } from '#app/domain/contact/contact-schema.ts'
import { saveContactMessage } from '#app/domain/contact/save-contact-message.server.ts'
import { getOptionalUser } from '#app/routes/guards.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { Message, useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form } from '#app/utils/i18n/links.tsx'
import { type RoutePolicy, sharedPage } from '#app/utils/route-policy.ts'

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.meta.title },
  { name: 'description', content: data?.meta.description },
]

export const handle: I18nHandle = { i18n: ['site'] }

export const policy: RoutePolicy = { ...sharedPage, postLimit: 'contact' }

const REFERENCE_PATTERN = /^MSG-[0-9A-F]{8}$/

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const sent = params.get('sent')
  const subject = params.get('subject')
  const t = getT(requestLocale(request), 'site')
  return {
    meta: {
      title: t('contact.meta.title', { site: SITE.name }),
      description: t('contact.meta.description', { site: SITE.name }),
    },
    sentReference: sent && REFERENCE_PATTERN.test(sent) ? sent : null,
    subject: CONTACT_SUBJECTS.some((s) => s.value === subject) ? subject : null,
  }
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: ContactSchema })
  if (submission.status !== 'success') {
    // The hidden honeypot field was filled in: almost surely a bot, but say it plainly in case not.
    const formErrors = submission.error?.website
      ? [
          getT(requestLocale(request), 'site')('contact.honeypot', {
            phone: CONTACT.receptionPhone,
          }),
        ]
      : undefined
    return data(
      { result: submission.reply(formErrors ? { formErrors } : undefined) },
      { status: 400 },
    )
  }
  const sender = await getOptionalUser(request)
  const locale = requestLocale(request)
  const { reference } = await saveContactMessage(submission.value, sender?.id ?? null, locale)
  const t = getT(locale, 'site')
  return redirectWithToast(localizedPath(request, `/contact-us?sent=${reference}`), {
    type: 'success',
    title: t('contact.toast.title'),
    description: t('contact.toast.description', { reference }),
  })
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('site')
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('contact.title')}</h1>
      <p className="mt-3 max-w-prose text-slate-700">{t('contact.intro')}</p>
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
  const t = useT('site')
  return (
    <div
      role="status"
      className="mb-8 flex gap-3 rounded-lg border border-brand-700 bg-brand-50 p-5"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
      <div>
        <h2 className="text-lg font-bold text-slate-900">{t('contact.sent.title')}</h2>
        <p className="mt-1 text-slate-800">
          <Message
            ns="site"
            k="contact.sent.text"
            values={{ reference }}
            components={[<strong />]}
          />
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
  const t = useT('site')
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
        {t('contact.form.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('contact.form.required')}</p>
      <Form method="post" {...getFormProps(form)} className="relative mt-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
          <InputField field={fields.name} label={t('contact.form.name')} autoComplete="name" />
          <InputField
            field={fields.email}
            label={t('contact.form.email')}
            type="email"
            autoComplete="email"
          />
          <InputField
            field={fields.phone}
            label={t('contact.form.phone')}
            type="tel"
            autoComplete="tel"
            hint={t('contact.form.phoneHint')}
          />
          <SelectField
            field={fields.subject}
            label={t('contact.form.subject')}
            placeholder={t('contact.form.subjectPlaceholder')}
            options={CONTACT_SUBJECTS.map((option) => ({
              value: option.value,
              label: t(`contact.subject.${option.value}`),
            }))}
          />
          <TextareaField
            field={fields.message}
            label={t('contact.form.message')}
            hint={t('contact.form.messageHint', { max: MESSAGE_MAX_LENGTH })}
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
            {navigation.state === 'submitting'
              ? t('contact.form.sending')
              : t('contact.form.submit')}
          </button>
        </p>
      </Form>
    </section>
  )
}

function QuickContact() {
  const t = useT('site')
  const common = useT('common')
  return (
    <aside aria-labelledby="quick-contact-title" className="card h-fit">
      <h2 id="quick-contact-title" className="text-xl font-bold text-slate-900">
        {t('contact.quick.title')}
      </h2>
      <ul className="mt-4 space-y-4">
        <li>
          <p className="text-sm font-semibold text-slate-700">{t('contact.quick.emergency')}</p>
          <a className="btn-emergency mt-1 w-full" href={CONTACT.emergencyPhoneHref}>
            <Phone aria-hidden="true" className="size-5" />
            {CONTACT.emergencyPhone}
          </a>
        </li>
        <li>
          <p className="text-sm font-semibold text-slate-700">{t('contact.quick.whatsapp')}</p>
          <a
            className="btn-secondary mt-1 w-full"
            href={CONTACT.whatsappHref}
            rel="noopener noreferrer"
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            {t('contact.quick.whatsappButton')}
          </a>
        </li>
        <li className="flex gap-2 text-slate-800">
          <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            <Message
              ns="site"
              k="contact.quick.reception"
              values={{ phone: CONTACT.receptionPhone }}
              components={[
                <a key="reception" href={CONTACT.receptionPhoneHref}>
                  {CONTACT.receptionPhone}
                </a>,
              ]}
            />
          </span>
        </li>
        <li className="flex gap-2 text-slate-800">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        </li>
        <li className="flex gap-2 text-slate-800">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            {common('site.hours')}
            <br />
            {t('hours.emergency')}
          </span>
        </li>
      </ul>
    </aside>
  )
}

function ClinicMap() {
  const t = useT('site')
  const locale = useLocale()
  const clinic = t('clinicName', { site: SITE.name })
  return (
    <PlaceMap
      headingId="map-title"
      heading={t('contact.map.title')}
      placeName={`${clinic}, ${addressLine(locale)}`}
      address={
        <>
          {clinic}
          <br />
          {addressLine(locale)}
        </>
      }
      point={ADDRESS}
      note={t('contact.map.directionsNote')}
    />
  )
}
