import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useFetcher, useNavigation } from 'react-router'
import { FormErrors, InputField, SelectField, TextareaField } from '#app/components/forms.tsx'
import { useEnglishDataLang } from '#app/components/ui/name.tsx'
import {
  type BookingFamily,
  BookingForWhom,
  FOR_MEMBER_FIELD,
} from '#app/components/booking-for-whom.tsx'
import { CONTACT } from '#app/content/site.ts'
import {
  BOOKING_SHAPE,
  createBookingSchema,
  REASON_MAX_LENGTH,
} from '#app/domain/appointments/booking-schema.ts'
import {
  ALTERNATIVE_FIELD,
  alternativeValue,
  withChosenAlternative,
} from '#app/domain/appointments/chosen-alternative.ts'
import { MODE_LABELS } from '#app/domain/appointments/consultation-modes.ts'
import { HORIZON_DAYS } from '#app/domain/appointments/availability.ts'
import { addDays } from '#app/utils/clinic-time.ts'
import { useT, useTranslateRef } from '#app/utils/i18n/i18n.tsx'
import { Form, useLocalizePath } from '#app/utils/i18n/links.tsx'
import { useHydrated, useValueFromBeforeHydration } from '#app/utils/use-hydrated.ts'
import { JoinWaitlistSchema } from '#app/domain/waitlist/waitlist-schema.ts'
import { FullDayWaitlist } from './full-day-waitlist.tsx'
import { useDepartmentName } from './use-department-name.ts'

/** Required fields, lengths and patterns, the same whatever the directory and day (BOOKING_SHAPE). */
const BOOKING_CONSTRAINT = getZodConstraint(BOOKING_SHAPE)

export type BookingFormData = {
  departments: Array<{ slug: string; name: string }>
  doctors: Array<{
    slug: string
    name: string
    departmentSlug: string
    qualifications: string
    modes: string[]
  }>
  today: string
  requestKey: string
  preselect: {
    department?: string | null
    doctor?: string | null
    date?: string | null
    time?: string | null
  }
  /** Free times of the preselected doctor and date, when both came with the link. */
  slots?: Array<{ value: string; label: string }> | null
  /** Signed-in patients book for themselves: their details are filled in and locked. */
  patient: { name: string; email: string | null; phone: string | null } | null
  /** An account with family members: whom the appointment is for (`self`: whose page it is). */
  family?: (BookingFamily & { self: 'holder' | 'myself' }) | null
}

export type BookingActionData = {
  result: SubmissionResult<string[]> | null
  /** Free times computed by the server (without JavaScript, after "Show free times"). */
  slots: Array<{ value: string; label: string }> | null
  /** When the chosen time was just taken: the nearest free ones. */
  alternatives: Array<{ date: string; value: string; label: string }> | null
}

/**
 * Department → doctor → date → free time → mode → contact details. With JavaScript the doctor
 * list narrows and free times load as you choose; without, "Show doctors" and "Show free times"
 * ask the server, keeping everything typed. Its words are the `booking` catalogue's: every page
 * showing it lists that namespace.
 */
export function BookingForm({
  data,
  actionData,
  action = '/appointments/new',
  offerWaitlist = false,
}: {
  data: BookingFormData
  actionData?: BookingActionData | null
  action?: string
  /** On a full day, offer "Tell me if a time frees up" (the patient's booking page). */
  offerWaitlist?: boolean
}) {
  const t = useT('booking')
  const clinicName = useDepartmentName()
  const words = useTranslateRef()
  const englishData = useEnglishDataLang()
  const localize = useLocalizePath()
  // Built on the first validation, in the browser: the server's render only needs the constraints.
  const schema = useMemo(() => {
    let built: ReturnType<typeof createBookingSchema> | undefined
    return () =>
      (built ??= createBookingSchema(
        { departments: data.departments, doctors: data.doctors },
        data.today,
        t,
      ))
  }, [data, t])
  const navigation = useNavigation()
  const enhanced = useHydrated()
  const [form, fields] = useForm({
    id: 'appointment-form',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    defaultValue: {
      department: data.preselect.department ?? '',
      doctor: data.preselect.doctor ?? '',
      date: data.preselect.date ?? '',
      time: data.preselect.time ?? '',
      name: data.patient?.name ?? '',
      email: data.patient?.email ?? '',
      phone: data.patient?.phone ?? '',
      requestKey: data.requestKey,
    },
    constraint: BOOKING_CONSTRAINT,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => {
      const booking = () => parseWithZod(withChosenAlternative(formData), { schema: schema() })
      if (formData.get('intent') !== 'waitlist') return booking()
      // A full day's "Tell me if a time frees up": only what a waitlist needs is checked, and
      // its messages show next to the same fields.
      return parseWithZod(formData, { schema: JoinWaitlistSchema }) as unknown as ReturnType<
        typeof booking
      >
    },
  })

  // A time just taken (409): the message takes the focus wherever the visitor had scrolled, and
  // the taken time is cleared so "Book" cannot send it again (the server's answer leaves it out
  // too, for the page rendered without JavaScript).
  const alternatives = navigation.state === 'idle' ? actionData?.alternatives : null
  const problemRef = useRef<HTMLDivElement>(null)
  const timeId = fields.time.id
  useEffect(() => {
    if (!alternatives?.length) return
    const time = document.getElementById(timeId)
    if (time instanceof HTMLSelectElement) time.value = ''
    problemRef.current?.focus()
  }, [alternatives, timeId])

  const department = fields.department.value
  const doctorSlug = fields.doctor.value
  const date = fields.date.value
  const doctor = data.doctors.find((d) => d.slug === doctorSlug)
  const doctorOptions = data.doctors
    .filter((d) => !department || d.departmentSlug === department)
    // A name and degrees, both kept as written in English.
    .map((d) => ({ value: d.slug, label: `${d.name} — ${d.qualifications}`, lang: englishData }))
  const modeOptions = Object.entries(MODE_LABELS)
    .filter(([mode]) => !doctor || doctor.modes.includes(mode))
    .map(([value, label]) => ({ value, label: words(label) }))
  // A way of consulting chosen before the doctor (or before the page's scripts arrived) that
  // this doctor does not offer leaves the list, and the field empties: say so, rather than
  // emptying it unseen. What the visitor chose is kept apart, since the form's own value follows
  // the field. (A posted value comes back here too: only our own modes are named.)
  const modeRef = useRef<HTMLSelectElement>(null)
  const [wantedMode, setWantedMode] = useState(fields.mode.initialValue ?? '')
  useValueFromBeforeHydration(modeRef, fields.mode.initialValue ?? '', setWantedMode)
  const modeDropped =
    doctor && Object.hasOwn(MODE_LABELS, wantedMode) && !doctor.modes.includes(wantedMode)
      ? t('form.mode.notOffered', {
          doctor: doctor.name,
          mode: words(MODE_LABELS[wantedMode as keyof typeof MODE_LABELS]),
        })
      : ''
  // Back at a doctor who offers it, the field shows the way chosen again.
  const modeName = fields.mode.name
  const modeShown = fields.mode.value ?? ''
  const offersWanted = Boolean(wantedMode && doctor?.modes.includes(wantedMode))
  const { update } = form
  useEffect(() => {
    if (enhanced && offersWanted && modeShown === '') update({ name: modeName, value: wantedMode })
  }, [enhanced, offersWanted, modeShown, modeName, wantedMode, update])

  const slotsFetcher = useFetcher<{ slots: Array<{ value: string; label: string }> }>()
  const { load } = slotsFetcher
  // The free times of the page's language (their labels are in it).
  const slotsUrl =
    doctorSlug && date && /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? localize(`/api/slots?doctor=${encodeURIComponent(doctorSlug)}&date=${date}`)
      : null
  useEffect(() => {
    if (enhanced && slotsUrl) void load(slotsUrl)
  }, [enhanced, slotsUrl, load])
  const preselectedSlots =
    data.slots && doctorSlug === data.preselect.doctor && date === data.preselect.date
      ? data.slots
      : null
  const slots =
    enhanced && doctorSlug && date
      ? (slotsFetcher.data?.slots ?? actionData?.slots ?? preselectedSlots)
      : (actionData?.slots ?? preselectedSlots)
  const loadingSlots = slotsFetcher.state === 'loading'
  const timePlaceholder =
    !doctorSlug || !date
      ? t('form.time.chooseDoctorAndDate')
      : loadingSlots
        ? t('form.time.loading')
        : slots === null
          ? t('form.time.pressShow')
          : slots.length === 0
            ? t('form.time.none')
            : t('form.time.placeholder')

  return (
    <Form method="post" action={action} {...getFormProps(form)} className="card text-slate-900">
      {enhanced ? null : (
        // Pressing Enter submits with the first submit button: make that "Book".
        <button
          type="submit"
          name="intent"
          value="book"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
        >
          {t('form.book')}
        </button>
      )}
      {alternatives?.length ? (
        <div
          ref={problemRef}
          id="booking-problem"
          tabIndex={-1}
          // Without JavaScript the page arrives with the message focused, too.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          className="mb-4 rounded-md outline-none focus-visible:ring-4 focus-visible:ring-amber-600"
        >
          <FormErrors id={form.errorId} errors={form.errors} />
          <div
            className="mt-2 rounded-md border border-amber-700 bg-amber-50 p-4"
            data-testid="alternatives"
          >
            <p className="font-semibold">{t('form.alternatives.title')}</p>
            <ul className="mt-3 grid gap-2 sm:grid-cols-3">
              {alternatives.map((slot) => (
                <li key={alternativeValue(slot)}>
                  <button
                    type="submit"
                    name={ALTERNATIVE_FIELD}
                    value={alternativeValue(slot)}
                    className="btn-secondary w-full px-3"
                    disabled={navigation.state === 'submitting'}
                  >
                    <span className="sr-only">{t('form.alternatives.bookHidden')} </span>
                    {slot.label}
                  </button>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm">{t('form.alternatives.other')}</p>
          </div>
        </div>
      ) : (
        <FormErrors id={form.errorId} errors={form.errors} />
      )}
      <input type="hidden" name={fields.requestKey.name} value={data.requestKey} />
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        <SelectField
          field={fields.department}
          label={t('form.clinic.label')}
          placeholder={t('form.clinic.placeholder')}
          options={data.departments.map((d) => ({
            value: d.slug,
            label: clinicName(d.slug, d.name),
          }))}
        />
        <SelectField
          field={fields.doctor}
          label={t('form.doctor.label')}
          placeholder={department ? t('form.doctor.placeholder') : t('form.doctor.placeholderAny')}
          options={doctorOptions}
        />
        {enhanced ? null : (
          <p className="sm:col-span-2">
            <button type="submit" name="intent" value="show-doctors" className="btn-secondary">
              {t('form.showDoctors')}
            </button>
          </p>
        )}
        <InputField
          field={fields.date}
          label={t('form.date.label')}
          type="date"
          hint={t('form.date.hint', { days: HORIZON_DAYS })}
          min={data.today}
          max={addDays(data.today, HORIZON_DAYS)}
        />
        <div>
          <SelectField
            field={fields.time}
            label={t('form.time.label')}
            placeholder={timePlaceholder}
            options={slots ?? []}
          />
          {enhanced ? null : (
            <button
              type="submit"
              name="intent"
              value="show-times"
              className="btn-secondary -mt-3 mb-3"
            >
              {t('form.showTimes')}
            </button>
          )}
        </div>
        <SelectField
          field={fields.mode}
          label={t('form.mode.label')}
          placeholder={t('form.mode.placeholder')}
          options={modeOptions}
          note={enhanced ? modeDropped : undefined}
          selectRef={modeRef}
          onChange={(event) => setWantedMode(event.target.value)}
        />
        {data.family?.members.length ? (
          <BookingForWhom
            family={data.family}
            self={data.family.self}
            chosen={forMemberOf(actionData) ?? data.family.chosen}
            errors={forMemberErrorsOf(actionData)}
            errorId={`${form.id}-for-member-error`}
          />
        ) : null}
        <InputField
          field={fields.name}
          label={t('form.name.label')}
          autoComplete="name"
          readOnly={Boolean(data.patient)}
        />
        <InputField
          field={fields.email}
          label={t('form.email.label')}
          type="email"
          autoComplete="email"
          hint={t('form.contact.hint')}
          readOnly={Boolean(data.patient?.email)}
        />
        <InputField
          field={fields.phone}
          label={t('form.phone.label')}
          type="tel"
          autoComplete="tel"
          hint={t('form.phone.hint')}
          readOnly={Boolean(data.patient?.phone)}
        />
        <TextareaField
          field={fields.reason}
          label={t('form.reason.label')}
          hint={t('form.reason.hint', { max: REASON_MAX_LENGTH })}
          rows={3}
          className="sm:col-span-2"
        />
      </div>
      {data.patient && data.family?.self !== 'holder' ? (
        <p className="mb-3 text-sm text-slate-600">
          {t('form.forYourAccount', { phone: CONTACT.receptionPhone })}
        </p>
      ) : null}
      {offerWaitlist && doctorSlug && date && slots?.length === 0 ? (
        <FullDayWaitlist submitting={navigation.state === 'submitting'} />
      ) : null}
      <button
        type="submit"
        name="intent"
        value="book"
        className="btn-primary w-full sm:w-auto"
        disabled={navigation.state === 'submitting'}
      >
        {t('form.book')}
      </button>
    </Form>
  )
}

/** The family choice sent last, kept when the form comes back with errors. */
function forMemberOf(actionData: BookingActionData | null | undefined): string | null {
  const value = actionData?.result?.initialValue?.[FOR_MEMBER_FIELD]
  return typeof value === 'string' ? value : null
}

function forMemberErrorsOf(actionData: BookingActionData | null | undefined) {
  return actionData?.result?.error?.[FOR_MEMBER_FIELD] ?? undefined
}
