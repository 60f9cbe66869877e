import { getCollectionProps, getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, useNavigation } from 'react-router'
import type { Route } from './+types/doctor-edit'
import {
  FieldErrors,
  FormErrors,
  InputField,
  SelectField,
  TextareaField,
} from '#app/components/forms.tsx'
import { MEDICAL_COUNCIL_ENTRIES } from '#app/content/medical-councils.ts'
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
import { formatClinicDateTime, weekdayName } from '#app/utils/clinic-time.ts'
import { CONSULTATION_MODES } from '#app/db/schema/appointment-values.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import {
  getT,
  localizedPath,
  requestLocale,
  translateRefOnServer,
} from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { departmentName } from '#app/domain/departments/department-name.ts'
import { spokenLanguageName } from '#app/domain/directory/spoken-languages.ts'
import { Name, TextWithEnglish } from '#app/components/ui/name.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, ['admin'])
  const locale = requestLocale(request)
  const t = getT(locale, 'staff')
  const directory = await listDepartmentsWithDoctors()
  const page = {
    meta: {
      title: t('doctor.metaTitle', { site: SITE.name }),
      description: t('doctor.metaDescription'),
    },
    departments: directory.departments.map((d) => ({
      value: d.slug,
      label: departmentName(getT(locale, 'common'), d.slug, d.name),
    })),
    modes: CONSULTATION_MODES.map((mode) => ({
      value: mode,
      label: translateRefOnServer(locale, MODE_LABELS[mode]),
    })),
  }
  if (!params.id) return data({ ...page, doctor: null })
  const doctor = await getDoctorForAdmin(params.id)
  if (!doctor) throw data(null, { status: 404 })
  const languageWords = getT(locale, 'site')
  return data({
    ...page,
    // In the page's language; saving maps them back to the names the directory stores.
    doctor: {
      ...doctor,
      languages: doctor.languages.map((l) => spokenLanguageName(languageWords, l)),
    },
  })
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
  const locale = requestLocale(request)
  const t = getT(locale, 'staff')
  const doctorPage = (doctorId: string) => localizedPath(request, `/staff/doctors/${doctorId}`)
  if (input.intent === 'doctor') {
    try {
      const saved = await saveDoctor(id, input, actor)
      return redirectWithToast(doctorPage(saved), { type: 'success', title: t('doctor.saved') })
    } catch (error) {
      return replyWithDomainError(submission, error, { extra: { intent, affected: null } })
    }
  }
  if (!id) return data({ intent: null, result: null, affected: null }, { status: 400 })
  switch (input.intent) {
    case 'add-hours': {
      const { intent: _intent, ...row } = input
      await addWeeklyHours(id, row, actor)
      return redirectWithToast(doctorPage(id), { type: 'success', title: t('doctor.hoursAdded') })
    }
    case 'add-time-off': {
      const affected = await addTimeOff(id, input, actor)
      return data({
        intent,
        result: submission.reply({ resetForm: true }),
        affected: affected.map((a) => ({
          id: a.id,
          when: formatClinicDateTime(a.startsAt, locale),
          patientName: a.patientName,
          patientPhone: a.patientPhone,
        })),
      })
    }
    case 'remove-hours':
      await removeWeeklyHours(id, input.rowId, actor)
      return redirectWithToast(doctorPage(id), { type: 'success', title: t('doctor.removed') })
    case 'remove-time-off':
      await removeTimeOff(id, input.rowId, actor)
      return redirectWithToast(doctorPage(id), { type: 'success', title: t('doctor.removed') })
  }
}

export default function DoctorEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { doctor, departments, modes } = loaderData
  const t = useT('staff')
  const locale = useLocale()
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
          council: doctor.council,
          registrationVerifiedOn: doctor.registrationVerifiedOn ?? undefined,
          gender: doctor.gender,
          languages: doctor.languages.join(', '),
          experienceYears: String(doctor.experienceYears),
          feeInr: String(doctor.feeInr),
          modes: doctor.modes,
          bio: doctor.bio,
          bioHi: doctor.bioHi,
          active: doctor.active ? 'on' : undefined,
        }
      : { intent: 'doctor', active: 'on', modes: ['in_person'], council: 'upmc' },
    constraint: getZodConstraint(DoctorSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DoctorSchema }),
  })
  const { key: activeKey, ...activeProps } = getInputProps(fields.active, { type: 'checkbox' })
  return (
    <>
      <p>
        <Link to="/staff/doctors">← {t('doctor.back')}</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        {doctor ? doctor.name : t('doctors.add')}
      </h1>
      <Form method="post" {...getFormProps(form)} className="card mt-4 grid gap-x-4 sm:grid-cols-2">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="doctor" />
        <InputField field={fields.name} label={t('doctor.field.name')} />
        <SelectField
          field={fields.department}
          label={t('doctor.field.department')}
          placeholder={t('doctor.field.departmentPlaceholder')}
          options={departments}
        />
        <InputField field={fields.qualifications} label={t('doctor.field.qualifications')} />
        <InputField
          field={fields.registrationNumber}
          label={t('doctor.field.registrationNumber')}
        />
        <SelectField
          field={fields.council}
          label={t('doctor.field.council')}
          placeholder={t('doctor.field.councilPlaceholder')}
          options={MEDICAL_COUNCIL_ENTRIES.map((c) => ({
            value: c.code,
            label: locale === 'hi' ? c.nameHi : c.name,
          }))}
        />
        <InputField
          field={fields.registrationVerifiedOn}
          type="date"
          label={t('doctor.field.verifiedOn')}
          hint={t('doctor.field.verifiedOnHint')}
        />
        <SelectField
          field={fields.gender}
          label={t('doctor.field.gender')}
          placeholder={t('doctor.field.genderPlaceholder')}
          options={[
            { value: 'female', label: t('doctor.gender.female') },
            { value: 'male', label: t('doctor.gender.male') },
            { value: 'other', label: t('doctor.gender.other') },
          ]}
        />
        <InputField
          field={fields.languages}
          label={t('doctor.field.languages')}
          hint={t('doctor.field.languagesHint')}
        />
        <InputField
          field={fields.experienceYears}
          label={t('doctor.field.experienceYears')}
          inputMode="numeric"
        />
        <InputField field={fields.feeInr} label={t('doctor.field.fee')} inputMode="numeric" />
        <fieldset className="sm:col-span-2">
          <legend className="field-label">{t('doctor.field.modes')}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {getCollectionProps(fields.modes, {
              type: 'checkbox',
              options: modes.map((m) => m.value),
            }).map(({ key, ...props }) => (
              <label key={key} className="flex items-center gap-2">
                <input {...props} className="size-5" />
                {modes.find((m) => m.value === props.value)?.label}
              </label>
            ))}
          </div>
          <FieldErrors id={fields.modes.errorId} errors={fields.modes.errors} />
        </fieldset>
        <TextareaField
          field={fields.bio}
          label={t('doctor.field.bio')}
          rows={3}
          className="sm:col-span-2"
          lang="en"
        />
        <TextareaField
          field={fields.bioHi}
          label={t('doctor.field.bioHi')}
          hint={t('doctor.field.bioHiHint')}
          rows={3}
          className="sm:col-span-2"
          lang="hi"
        />
        <div className="flex items-center gap-3 sm:col-span-2">
          <input key={activeKey} {...activeProps} className="size-5" />
          <label htmlFor={fields.active.id}>{t('doctor.field.active')}</label>
        </div>
        <p className="mt-3 sm:col-span-2">
          <button type="submit" className="btn-primary">
            {t('doctor.save')}
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
  const t = useT('staff')
  const locale = useLocale()
  const navigation = useNavigation()
  const [hoursForm, hours] = useForm({
    id: 'hours-form',
    lastResult:
      navigation.state === 'idle' && actionData?.intent === 'add-hours' ? actionData.result : null,
    defaultValue: { intent: 'add-hours', slotMinutes: '20', startTime: '09:00', endTime: '13:00' },
    constraint: getZodConstraint(ScheduleRowSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ScheduleRowSchema }),
  })
  const [offForm, offFields] = useForm({
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
          {t('doctor.hoursTitle')}
        </h2>
        <ul className="mt-3 space-y-2">
          {doctor.hours.map((h) => (
            <li key={h.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <TextWithEnglish
                  text={t('doctor.hoursRow', {
                    weekday: weekdayName(h.weekday, locale),
                    from: h.startTime.slice(0, 5),
                    until: h.endTime.slice(0, 5),
                    minutes: h.slotMinutes,
                    location: h.location,
                  })}
                  english={[h.location]}
                />
              </span>
              <Form method="post">
                <input type="hidden" name="rowId" value={h.id} />
                <button
                  type="submit"
                  name="intent"
                  value="remove-hours"
                  className="btn-secondary min-h-9 px-3 py-1 text-sm"
                >
                  {t('doctor.remove')}
                  <span className="sr-only">
                    {' '}
                    {weekdayName(h.weekday, locale)} {h.startTime.slice(0, 5)}
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
            label={t('filter.day')}
            placeholder={t('doctor.field.weekdayPlaceholder')}
            options={[1, 2, 3, 4, 5, 6, 7].map((n) => ({
              value: String(n),
              label: weekdayName(n, locale),
            }))}
          />
          <InputField
            field={hours.location}
            label={t('doctor.field.location')}
            hint={t('doctor.field.locationHint', { site: SITE.name })}
          />
          <InputField field={hours.startTime} label={t('doctor.field.from')} type="time" />
          <InputField field={hours.endTime} label={t('doctor.field.until')} type="time" />
          <InputField
            field={hours.slotMinutes}
            label={t('doctor.field.slotMinutes')}
            inputMode="numeric"
          />
          <p className="flex items-end pb-6">
            <button type="submit" className="btn-primary">
              {t('doctor.addHours')}
            </button>
          </p>
        </Form>
      </section>
      <section aria-labelledby="off-title" className="card">
        <h2 id="off-title" className="text-xl font-bold text-slate-900">
          {t('doctor.timeOffTitle')}
        </h2>
        {actionData?.affected ? (
          <div role="status" className="mt-3 rounded-md border border-amber-700 bg-amber-50 p-3">
            {actionData.affected.length === 0 ? (
              <p>{t('doctor.noneAffected')}</p>
            ) : (
              <>
                <p className="font-semibold">{t('doctor.affected')}</p>
                <ul className="mt-2 list-disc pl-5">
                  {actionData.affected.map((a) => (
                    <li key={a.id}>
                      <Link to={`/staff/appointments/${a.id}`}>{a.when}</Link> —{' '}
                      <Name>{a.patientName}</Name>, {a.patientPhone}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        ) : null}
        <ul className="mt-3 space-y-2">
          {doctor.timeOff.map((off) => (
            <li key={off.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {t('doctor.timeOffRow', { from: off.startsOn, until: off.endsOn })}
                {off.reason ? ` — ${off.reason}` : ''}
              </span>
              <Form method="post">
                <input type="hidden" name="rowId" value={off.id} />
                <button
                  type="submit"
                  name="intent"
                  value="remove-time-off"
                  className="btn-secondary min-h-9 px-3 py-1 text-sm"
                >
                  {t('doctor.remove')}
                  <span className="sr-only">
                    {' '}
                    {t('doctor.removeTimeOffLabel', { from: off.startsOn })}
                  </span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
        <Form method="post" {...getFormProps(offForm)} className="mt-4 grid gap-x-3 sm:grid-cols-2">
          <input type="hidden" name="intent" value="add-time-off" />
          <InputField field={offFields.startsOn} label={t('doctor.field.firstDay')} type="date" />
          <InputField field={offFields.endsOn} label={t('doctor.field.lastDay')} type="date" />
          <InputField
            field={offFields.reason}
            label={t('doctor.field.reason')}
            className="sm:col-span-2"
          />
          <p>
            <button type="submit" className="btn-primary">
              {t('doctor.addTimeOff')}
            </button>
          </p>
        </Form>
      </section>
    </div>
  )
}
