import { getCollectionProps, getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/doctor-edit'
import {
  FieldErrors,
  FormErrors,
  InputField,
  SelectField,
  TextareaField,
} from '#app/components/forms.tsx'
import { SITE } from '#app/content/site.ts'
import { MODE_LABELS } from '#app/domain/appointments/consultation-modes.ts'
import { listDepartmentsWithDoctors } from '#app/domain/directory/list-departments.server.ts'
import {
  addTimeOff,
  addWeeklyHours,
  getDoctorForAdmin,
  removeTimeOff,
  removeWeeklyHours,
  saveDoctor,
} from '#app/domain/staff/doctor-admin.server.ts'
import {
  DoctorEditSchema,
  DoctorSchema,
  ScheduleRowSchema,
  TimeOffSchema,
} from '#app/domain/staff/doctor-admin-schemas.ts'
import { formatClinicDateTime, WEEKDAY_NAMES } from '#app/utils/clinic-time.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Doctor | Staff | ${SITE.name}` },
  { name: 'description', content: 'A doctor’s profile, weekly hours and time off.' },
  { name: 'robots', content: 'noindex' },
]

const MODE_OPTIONS = Object.entries(MODE_LABELS).map(([value, label]) => ({ value, label }))

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, ['admin'])
  const directory = await listDepartmentsWithDoctors()
  const departments = directory.departments.map((d) => ({ value: d.slug, label: d.name }))
  if (!params.id) return data({ doctor: null, departments })
  const doctor = await getDoctorForAdmin(params.id)
  if (!doctor) throw data(null, { status: 404 })
  return data({ doctor, departments })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireRole(request, ['admin'])
  const actor = { userId: admin.id, ipAddress: context.clientIp }
  const submission = parseWithZod(await readForm(request), { schema: DoctorEditSchema })
  // Which of the page's forms answered, so its own fields show the errors.
  const intent = typeof submission.payload.intent === 'string' ? submission.payload.intent : null
  if (submission.status !== 'success')
    return data({ intent, result: submission.reply(), affected: null }, { status: 400 })
  const id = params.id ?? null
  const input = submission.value
  if (input.intent === 'doctor') {
    try {
      const saved = await saveDoctor(id, input, actor)
      return redirectWithToast(`/staff/doctors/${saved}`, {
        type: 'success',
        title: 'Doctor saved',
      })
    } catch (error) {
      return replyWithDomainError(submission, error, { extra: { intent, affected: null } })
    }
  }
  if (!id) return data({ intent: null, result: null, affected: null }, { status: 400 })
  switch (input.intent) {
    case 'add-hours': {
      const { intent: _intent, ...row } = input
      await addWeeklyHours(id, row, actor)
      return redirectWithToast(`/staff/doctors/${id}`, { type: 'success', title: 'Hours added' })
    }
    case 'add-time-off': {
      const affected = await addTimeOff(id, input, actor)
      return data({
        intent,
        result: submission.reply({ resetForm: true }),
        affected: affected.map((a) => ({
          id: a.id,
          when: formatClinicDateTime(a.startsAt),
          patientName: a.patientName,
          patientPhone: a.patientPhone,
        })),
      })
    }
    case 'remove-hours':
      await removeWeeklyHours(id, input.rowId, actor)
      return redirectWithToast(`/staff/doctors/${id}`, { type: 'success', title: 'Removed' })
    case 'remove-time-off':
      await removeTimeOff(id, input.rowId, actor)
      return redirectWithToast(`/staff/doctors/${id}`, { type: 'success', title: 'Removed' })
  }
}

export default function DoctorEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { doctor, departments } = loaderData
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'doctor-form',
    lastResult:
      navigation.state === 'idle' && actionData?.intent === 'doctor' ? actionData.result : null,
    defaultValue: doctor
      ? {
          intent: 'doctor',
          name: doctor.name,
          department: doctor.department,
          qualifications: doctor.qualifications,
          registrationNumber: doctor.registrationNumber,
          gender: doctor.gender,
          languages: doctor.languages.join(', '),
          experienceYears: String(doctor.experienceYears),
          feeInr: String(doctor.feeInr),
          modes: doctor.modes,
          bio: doctor.bio,
          active: doctor.active ? 'on' : undefined,
        }
      : { intent: 'doctor', active: 'on', modes: ['in_person'] },
    constraint: getZodConstraint(DoctorSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DoctorSchema }),
  })
  const { key: activeKey, ...activeProps } = getInputProps(fields.active, { type: 'checkbox' })
  return (
    <>
      <p>
        <Link to="/staff/doctors">← All doctors</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        {doctor ? doctor.name : 'Add a doctor'}
      </h1>
      <Form method="post" {...getFormProps(form)} className="card mt-4 grid gap-x-4 sm:grid-cols-2">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="doctor" />
        <InputField field={fields.name} label="Full name (with title)" />
        <SelectField
          field={fields.department}
          label="Department"
          placeholder="Choose a department"
          options={departments}
        />
        <InputField field={fields.qualifications} label="Qualifications" />
        <InputField field={fields.registrationNumber} label="Registration number" />
        <SelectField
          field={fields.gender}
          label="Gender"
          placeholder="Choose"
          options={[
            { value: 'female', label: 'Female' },
            { value: 'male', label: 'Male' },
            { value: 'other', label: 'Other' },
          ]}
        />
        <InputField
          field={fields.languages}
          label="Languages"
          hint="Separated by commas, e.g. Hindi, English"
        />
        <InputField
          field={fields.experienceYears}
          label="Years of experience"
          inputMode="numeric"
        />
        <InputField field={fields.feeInr} label="Fee (₹)" inputMode="numeric" />
        <fieldset className="sm:col-span-2">
          <legend className="field-label">Ways to consult</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {getCollectionProps(fields.modes, {
              type: 'checkbox',
              options: MODE_OPTIONS.map((m) => m.value),
            }).map(({ key, ...props }) => (
              <label key={key} className="flex items-center gap-2">
                <input {...props} className="size-5" />
                {MODE_LABELS[props.value as keyof typeof MODE_LABELS]}
              </label>
            ))}
          </div>
          <FieldErrors id={fields.modes.errorId} errors={fields.modes.errors} />
        </fieldset>
        <TextareaField
          field={fields.bio}
          label="Short introduction"
          rows={3}
          className="sm:col-span-2"
        />
        <div className="flex items-center gap-3 sm:col-span-2">
          <input key={activeKey} {...activeProps} className="size-5" />
          <label htmlFor={fields.active.id}>
            Bookable (untick to deactivate: hidden from booking, history kept)
          </label>
        </div>
        <p className="mt-3 sm:col-span-2">
          <button type="submit" className="btn-primary">
            Save doctor
          </button>
        </p>
      </Form>
      {doctor ? <HoursAndTimeOff doctor={doctor} actionData={actionData ?? null} /> : null}
    </>
  )
}

function HoursAndTimeOff({
  doctor,
  actionData,
}: {
  doctor: NonNullable<Route.ComponentProps['loaderData']['doctor']>
  actionData: Route.ComponentProps['actionData'] | null
}) {
  const navigation = useNavigation()
  const [hoursForm, hours] = useForm({
    id: 'hours-form',
    lastResult:
      navigation.state === 'idle' && actionData?.intent === 'add-hours' ? actionData.result : null,
    defaultValue: { intent: 'add-hours', slotMinutes: '20', startTime: '09:00', endTime: '13:00' },
    constraint: getZodConstraint(ScheduleRowSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ScheduleRowSchema }),
  })
  const [offForm, off] = useForm({
    id: 'time-off-form',
    lastResult:
      navigation.state === 'idle' && actionData?.intent === 'add-time-off'
        ? actionData.result
        : null,
    constraint: getZodConstraint(TimeOffSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TimeOffSchema }),
  })
  return (
    <div className="mt-6 grid gap-6 xl:grid-cols-2">
      <section aria-labelledby="hours-title" className="card">
        <h2 id="hours-title" className="text-xl font-bold text-slate-900">
          Weekly hours
        </h2>
        <ul className="mt-3 space-y-2">
          {doctor.hours.map((h) => (
            <li key={h.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {WEEKDAY_NAMES[h.weekday - 1]} {h.startTime.slice(0, 5)}–{h.endTime.slice(0, 5)},{' '}
                {h.slotMinutes}-minute slots, {h.location}
              </span>
              <Form method="post">
                <input type="hidden" name="rowId" value={h.id} />
                <button
                  type="submit"
                  name="intent"
                  value="remove-hours"
                  className="btn-secondary min-h-9 px-3 py-1 text-sm"
                >
                  Remove
                  <span className="sr-only">
                    {' '}
                    {WEEKDAY_NAMES[h.weekday - 1]} {h.startTime.slice(0, 5)}
                  </span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
        <Form
          method="post"
          {...getFormProps(hoursForm)}
          className="mt-4 grid gap-x-3 sm:grid-cols-2"
        >
          <input type="hidden" name="intent" value="add-hours" />
          <SelectField
            field={hours.weekday}
            label="Day"
            placeholder="Choose a day"
            options={WEEKDAY_NAMES.map((d, i) => ({ value: String(i + 1), label: d }))}
          />
          <InputField field={hours.location} label="Where" hint="e.g. Room 2, MainDoctor Clinic" />
          <InputField field={hours.startTime} label="From" type="time" />
          <InputField field={hours.endTime} label="Until" type="time" />
          <InputField
            field={hours.slotMinutes}
            label="Minutes per appointment"
            inputMode="numeric"
          />
          <p className="flex items-end pb-6">
            <button type="submit" className="btn-primary">
              Add hours
            </button>
          </p>
        </Form>
      </section>
      <section aria-labelledby="off-title" className="card">
        <h2 id="off-title" className="text-xl font-bold text-slate-900">
          Time off
        </h2>
        {actionData?.affected ? (
          <div role="status" className="mt-3 rounded-md border border-amber-700 bg-amber-50 p-3">
            {actionData.affected.length === 0 ? (
              <p>No booked patients are affected.</p>
            ) : (
              <>
                <p className="font-semibold">
                  These patients are booked in that time — please move them:
                </p>
                <ul className="mt-2 list-disc pl-5">
                  {actionData.affected.map((a) => (
                    <li key={a.id}>
                      <Link to={`/staff/appointments/${a.id}`}>{a.when}</Link> — {a.patientName},{' '}
                      {a.patientPhone}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        ) : null}
        <ul className="mt-3 space-y-2">
          {doctor.timeOff.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {t.startsOn} to {t.endsOn}
                {t.reason ? ` — ${t.reason}` : ''}
              </span>
              <Form method="post">
                <input type="hidden" name="rowId" value={t.id} />
                <button
                  type="submit"
                  name="intent"
                  value="remove-time-off"
                  className="btn-secondary min-h-9 px-3 py-1 text-sm"
                >
                  Remove<span className="sr-only"> time off from {t.startsOn}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
        <Form method="post" {...getFormProps(offForm)} className="mt-4 grid gap-x-3 sm:grid-cols-2">
          <input type="hidden" name="intent" value="add-time-off" />
          <InputField field={off.startsOn} label="First day" type="date" />
          <InputField field={off.endsOn} label="Last day" type="date" />
          <InputField field={off.reason} label="Reason" className="sm:col-span-2" />
          <p>
            <button type="submit" className="btn-primary">
              Add time off
            </button>
          </p>
        </Form>
      </section>
    </div>
  )
}
