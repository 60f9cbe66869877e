import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useMemo, useRef } from 'react'
import { Form, useFetcher, useNavigation } from 'react-router'
import { FormErrors, InputField, SelectField, TextareaField } from '#app/components/forms.tsx'
import { CONTACT } from '#app/content/site.ts'
import { createBookingSchema, REASON_MAX_LENGTH } from '#app/domain/appointments/booking-schema.ts'
import {
  ALTERNATIVE_FIELD,
  alternativeValue,
  withChosenAlternative,
} from '#app/domain/appointments/chosen-alternative.ts'
import { MODE_LABELS } from '#app/domain/appointments/consultation-modes.ts'
import { HORIZON_DAYS } from '#app/domain/appointments/availability.ts'
import { addDays } from '#app/utils/clinic-time.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'

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
  patient: { name: string; email: string; phone: string | null } | null
}

export type BookingActionData = {
  result: SubmissionResult<string[]> | null
  /** Free times computed by the server (without JavaScript, after "Show free times"). */
  slots: Array<{ value: string; label: string }> | null
  /** When the chosen time was just taken: the nearest free ones. */
  alternatives: Array<{ date: string; value: string; label: string }> | null
}

const MODE_OPTIONS = Object.entries(MODE_LABELS).map(([value, label]) => ({ value, label }))

/**
 * Department → doctor → date → free time → mode → contact details. With JavaScript the doctor
 * list narrows and free times load as you choose; without, "Show doctors" and "Show free times"
 * ask the server, keeping everything typed.
 */
export function BookingForm({
  data,
  actionData,
  action = '/appointments/new',
}: {
  data: BookingFormData
  actionData?: BookingActionData | null
  action?: string
}) {
  const schema = useMemo(
    () => createBookingSchema({ departments: data.departments, doctors: data.doctors }, data.today),
    [data],
  )
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
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(withChosenAlternative(formData), { schema }),
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
    .map((d) => ({ value: d.slug, label: `${d.name} — ${d.qualifications}` }))
  const modeOptions = MODE_OPTIONS.filter((m) => !doctor || doctor.modes.includes(m.value))

  const slotsFetcher = useFetcher<{ slots: Array<{ value: string; label: string }> }>()
  const { load } = slotsFetcher
  useEffect(() => {
    if (!enhanced || !doctorSlug || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return
    void load(`/api/slots?doctor=${encodeURIComponent(doctorSlug)}&date=${date}`)
  }, [enhanced, doctorSlug, date, load])
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
      ? 'Choose a doctor and a date first'
      : loadingSlots
        ? 'Looking for free times…'
        : slots === null
          ? 'Press “Show free times”'
          : slots.length === 0
            ? 'No free times that day — try another date'
            : 'Choose a time'

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
          Book Appointment
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
            <p className="font-semibold">
              The nearest free times with this doctor — tap one to book it:
            </p>
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
                    <span className="sr-only">Book </span>
                    {slot.label}
                  </button>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm">Or choose another date and time below.</p>
          </div>
        </div>
      ) : (
        <FormErrors id={form.errorId} errors={form.errors} />
      )}
      <input type="hidden" name={fields.requestKey.name} value={data.requestKey} />
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        <SelectField
          field={fields.department}
          label="Clinic"
          placeholder="Choose a clinic"
          options={data.departments.map((d) => ({ value: d.slug, label: d.name }))}
        />
        <SelectField
          field={fields.doctor}
          label="Doctor"
          placeholder={department ? 'Choose a doctor' : 'Choose a clinic first, or any doctor'}
          options={doctorOptions}
        />
        {enhanced ? null : (
          <p className="sm:col-span-2">
            <button type="submit" name="intent" value="show-doctors" className="btn-secondary">
              Show doctors of this clinic
            </button>
          </p>
        )}
        <InputField
          field={fields.date}
          label="Date"
          type="date"
          hint={`Today or within ${HORIZON_DAYS} days`}
          min={data.today}
          max={addDays(data.today, HORIZON_DAYS)}
        />
        <div>
          <SelectField
            field={fields.time}
            label="Time (IST)"
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
              Show free times
            </button>
          )}
        </div>
        <SelectField
          field={fields.mode}
          label="Consultation"
          placeholder="Choose how to consult"
          options={modeOptions}
        />
        <InputField
          field={fields.name}
          label="Full name"
          autoComplete="name"
          readOnly={Boolean(data.patient)}
        />
        <InputField
          field={fields.email}
          label="E-mail"
          type="email"
          autoComplete="email"
          readOnly={Boolean(data.patient)}
        />
        <InputField
          field={fields.phone}
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="10 digits, with or without +91"
          readOnly={Boolean(data.patient?.phone)}
        />
        <TextareaField
          field={fields.reason}
          label="What is the visit about? (optional)"
          hint={`Up to ${REASON_MAX_LENGTH} characters. Only your doctor and the front desk see it.`}
          rows={3}
          className="sm:col-span-2"
        />
      </div>
      {data.patient ? (
        <p className="mb-3 text-sm text-slate-600">
          Booking for your account. To book for someone else, sign out first or call{' '}
          {CONTACT.receptionPhone}.
        </p>
      ) : null}
      <button
        type="submit"
        name="intent"
        value="book"
        className="btn-primary w-full sm:w-auto"
        disabled={navigation.state === 'submitting'}
      >
        Book Appointment
      </button>
    </Form>
  )
}
