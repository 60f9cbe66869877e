import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useNavigation } from 'react-router'
import type { Route } from './+types/opd'
import { FormErrors, InputField, SelectField } from '#app/components/forms.tsx'
import { Name } from '#app/components/ui/name.tsx'
import { SEXES } from '#app/db/schema/family-values.ts'
import { FindSchema, WalkInSchema } from '#app/domain/opd/opd-schemas.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { ClinicChooser } from '#app/components/opd/clinic-chooser.tsx'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { useLiveRevalidate, WATCH_REFRESH_MS } from '#app/utils/use-live.ts'
import { deskAction, deskLoader } from './opd-desk.server.ts'

export const handle: I18nHandle = { i18n: ['opd', 'staff'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export const loader = ({ request }: Route.LoaderArgs) => deskLoader(request)

export const action = ({ request, context }: Route.ActionArgs) =>
  deskAction(request, context.clientIp)

type LoaderData = Route.ComponentProps['loaderData']
type ActionData = Route.ComponentProps['actionData']
type Patient = { name: string; phone: string; shownPhone: string; age: string; sex: string }
type Booking = {
  appointmentId: string
  patientName: string
  doctorName: string
  time: string
  token: number | null
}

export default function OpdDesk({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT('opd')
  useLiveRevalidate(d.facility ? '/staff/opd/live' : null, { everyMs: WATCH_REFRESH_MS })
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{t('desk.title')}</h1>
      {/* The token just given first: the desk reads it out and prints it. */}
      {d.slip ? <Slip slip={d.slip} /> : null}
      <p className="mt-2 text-slate-700">{t('desk.intro')}</p>
      <ClinicChooser id="opd-clinic" clinics={d.facilities} chosen={d.facility?.slug} />
      {!d.facility ? (
        <p className="mt-4">{t('desk.noClinic')}</p>
      ) : (
        <div className="mt-6 grid gap-6 xl:grid-cols-2">
          {/* A new, empty form after each token given. */}
          <WalkInForm key={d.slip?.token ?? 0} d={d} actionData={actionData} />
          <div className="grid content-start gap-6">
            <FindPatient actionData={actionData} />
            <CheckIn actionData={actionData} />
          </div>
        </div>
      )}
      <Queues d={d} />
    </>
  )
}

function Slip({ slip }: { slip: NonNullable<LoaderData['slip']> }) {
  const t = useT('opd')
  const hydrated = useHydrated()
  return (
    <section
      aria-labelledby="slip-title"
      className="print-token card mt-6 border-4 border-brand-800 text-center"
      data-testid="token-slip"
    >
      <h2 id="slip-title" className="text-xl font-bold text-slate-900">
        {t('desk.slipTitle')}
      </h2>
      <p className="text-8xl leading-none font-black text-slate-950 tabular-nums">{slip.token}</p>
      <p className="mt-2 text-lg font-semibold">{slip.doctorName}</p>
      <p className="text-slate-700">
        <Name>{slip.patientName}</Name> · {slip.facilityName} · {slip.time}
      </p>
      <p className="mt-1 text-slate-700">{t('desk.slipHint')}</p>
      {hydrated ? (
        <button type="button" className="btn-primary no-print mt-3" onClick={() => window.print()}>
          {t('desk.print')}
        </button>
      ) : (
        <p className="no-print mt-2 text-sm text-slate-600">{t('desk.printNoScript')}</p>
      )}
    </section>
  )
}

function WalkInForm({ d, actionData }: { d: LoaderData; actionData: ActionData }) {
  const t = useT('opd')
  const navigation = useNavigation()
  const prefill = actionData && 'prefill' in actionData ? actionData.prefill : null
  const result =
    actionData && actionData.form === 'walkIn' && 'result' in actionData ? actionData.result : null
  const [form, fields] = useForm({
    id: prefill ? `walk-in-${prefill.phone}-${prefill.patientName}` : 'walk-in',
    lastResult: navigation.state === 'idle' ? result : null,
    defaultValue: { intent: 'walkIn', ...prefill },
    constraint: getZodConstraint(WalkInSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: WalkInSchema }),
  })
  const sexes = SEXES.map((sex) => ({ value: sex, label: t(`sex.${sex}`) }))
  return (
    <section aria-labelledby="walk-in-title" className="card">
      <h2 id="walk-in-title" className="text-xl font-bold text-slate-900">
        {t('desk.walkInTitle')}
      </h2>
      {d.doctors.length === 0 ? (
        <p className="mt-2" role="status">
          {t('desk.noDoctors')}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-x-3 sm:grid-cols-2">
        <FormErrors id={form.errorId} errors={form.errors} className="sm:col-span-2" />
        <input type="hidden" name="intent" value="walkIn" />
        <SelectField
          field={fields.doctorId}
          label={t('desk.doctor')}
          placeholder={t('desk.doctorPlaceholder')}
          options={d.doctors.map((doc) => ({
            value: doc.id,
            label: `${doc.name} (${doc.hours.map((h) => `${h.start}–${h.end}`).join(', ')})`,
          }))}
          className="sm:col-span-2"
        />
        <InputField field={fields.patientName} label={t('desk.name')} autoComplete="off" />
        <InputField
          field={fields.phone}
          label={t('desk.mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
        <InputField field={fields.age} label={t('desk.age')} inputMode="numeric" />
        <SelectField
          field={fields.sex}
          label={t('desk.sex')}
          placeholder={t('desk.sexPlaceholder')}
          options={sexes}
        />
        <p className="sm:col-span-2">
          <button type="submit" className="btn-primary">
            {t('desk.giveToken')}
          </button>
        </p>
      </Form>
    </section>
  )
}

function useFindForm(intent: 'findPatient' | 'findBooking', actionData: ActionData) {
  const navigation = useNavigation()
  const result =
    actionData && actionData.form === intent && 'result' in actionData ? actionData.result : null
  return useForm({
    id: intent,
    lastResult: navigation.state === 'idle' ? result : null,
    defaultValue: { intent },
    constraint: getZodConstraint(FindSchema),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: FindSchema }),
  })
}

function FindPatient({ actionData }: { actionData: ActionData }) {
  const t = useT('opd')
  const [form, fields] = useFindForm('findPatient', actionData)
  const patients =
    actionData && 'patients' in actionData ? (actionData.patients as Patient[]) : null
  return (
    <section aria-labelledby="find-patient-title" className="card">
      <h2 id="find-patient-title" className="text-xl font-bold text-slate-900">
        {t('desk.findPatientTitle')}
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-3 flex flex-wrap items-start gap-3">
        <input type="hidden" name="intent" value="findPatient" />
        <InputField
          field={fields.q}
          label={t('desk.findPatientLabel')}
          type="search"
          autoComplete="off"
          className="min-w-0 grow"
        />
        <button type="submit" className="btn-secondary mt-7">
          {t('desk.find')}
        </button>
      </Form>
      {patients ? (
        <div role="status">
          {patients.length === 0 ? (
            <p>{t('desk.noPatients')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200">
              {patients.map((p) => (
                <li
                  key={`${p.name}|${p.phone}`}
                  className="flex flex-wrap items-center justify-between gap-2 py-2"
                >
                  <span>
                    <Name>{p.name}</Name> · {p.shownPhone}
                    {p.age ? ` · ${t('desk.years', { age: p.age })}` : ''}
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="usePatient" />
                    <input type="hidden" name="patientName" value={p.name} />
                    <input type="hidden" name="phone" value={p.shownPhone} />
                    <input type="hidden" name="age" value={p.age} />
                    <input type="hidden" name="sex" value={p.sex} />
                    <button type="submit" className="btn-secondary">
                      {t('desk.use')}
                      <span className="sr-only"> {p.name}</span>
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  )
}

function CheckIn({ actionData }: { actionData: ActionData }) {
  const t = useT('opd')
  const [form, fields] = useFindForm('findBooking', actionData)
  const bookings =
    actionData && 'bookings' in actionData ? (actionData.bookings as Booking[]) : null
  const refusal =
    actionData && actionData.form === 'checkIn' && 'result' in actionData
      ? actionData.result?.error?.['']
      : undefined
  return (
    <section aria-labelledby="check-in-title" className="card">
      <h2 id="check-in-title" className="text-xl font-bold text-slate-900">
        {t('desk.checkInTitle')}
      </h2>
      <p className="mt-1 text-slate-700">{t('desk.checkInHint')}</p>
      <FormErrors errors={refusal ?? undefined} className="mt-2" />
      <Form method="post" {...getFormProps(form)} className="mt-3 flex flex-wrap items-start gap-3">
        <input type="hidden" name="intent" value="findBooking" />
        <InputField
          field={fields.q}
          label={t('desk.checkInLabel')}
          type="search"
          autoComplete="off"
          className="min-w-0 grow"
        />
        <button type="submit" className="btn-secondary mt-7">
          {t('desk.find')}
        </button>
      </Form>
      {bookings ? (
        <div role="status">
          {bookings.length === 0 ? (
            <p>{t('desk.noBookings')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200">
              {bookings.map((b) => (
                <li
                  key={b.appointmentId}
                  className="flex flex-wrap items-center justify-between gap-2 py-2"
                >
                  <span>
                    {b.time} · <Name>{b.patientName}</Name> · {b.doctorName}
                  </span>
                  {b.token ? (
                    <span className="font-semibold">{t('desk.hasToken', { token: b.token })}</span>
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="intent" value="checkIn" />
                      <input type="hidden" name="appointmentId" value={b.appointmentId} />
                      <button type="submit" className="btn-primary">
                        {t('desk.checkIn')}
                        <span className="sr-only"> {b.patientName}</span>
                      </button>
                    </Form>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  )
}

function Queues({ d }: { d: LoaderData }) {
  const t = useT('opd')
  if (!d.facility) return null
  return (
    <section aria-labelledby="queues-title" className="mt-8">
      <h2 id="queues-title" className="text-xl font-bold text-slate-900">
        {t('desk.queuesTitle')}
      </h2>
      <p className="mt-1 text-slate-700">
        {t('desk.displayHint')}{' '}
        <Link to={`/display/${d.facility.slug}`}>{t('desk.displayOpen')}</Link>
        {' · '}
        <Link to={`/staff/opd/poster?clinic=${d.facility.slug}`}>{t('poster.open')}</Link>
        {' · '}
        <Link to="/staff/opd/figures">{t('figures.open')}</Link>
      </p>
      {d.queues.length === 0 ? <p className="mt-2">{t('desk.noDoctors')}</p> : null}
      <ul className="mt-3 grid gap-4 lg:grid-cols-2">
        {d.queues.map((q) => (
          <li key={q.doctorId} className="card" data-testid="desk-queue">
            <h3 className="text-lg font-bold text-slate-900">{q.doctorName}</h3>
            <p>
              {t('desk.inRoom')}: <strong>{q.inRoom ?? '—'}</strong> ·{' '}
              {t('desk.counts', { waiting: q.waiting.length, seen: q.seen, skipped: q.skipped })}
            </p>
            {q.waiting.length > 0 ? (
              <ol className="mt-2 list-none">
                {q.waiting.map((v) => (
                  <li key={v.id}>
                    <strong className="tabular-nums">{v.token}</strong> ·{' '}
                    <Name>{v.patientName}</Name>
                    {v.kind === 'booked' ? ` · ${t('kind.booked')}` : ''}
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
