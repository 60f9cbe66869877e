import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useNavigation } from 'react-router'
import { InputField, SelectField } from '#app/components/forms.tsx'
import { Name, TextWithEnglish } from '#app/components/ui/name.tsx'
import { ScheduleRowSchema, TimeOffSchema } from '#app/domain/staff/doctor-admin-schemas.ts'
import { weekdayName } from '#app/utils/clinic-time.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { SITE } from '#app/content/site.ts'

/** A doctor's weekly hours and time off, as the doctor page shows them. */
export type DoctorSchedule = {
  hours: Array<{
    id: string
    weekday: number
    startTime: string
    endTime: string
    slotMinutes: number
    location: string
  }>
  timeOff: Array<{ id: string; startsOn: string; endsOn: string; reason: string | null }>
}

/** The doctor page's answer to a form: which one, and the appointments time off falls on. */
export type DoctorFormReply = {
  intent: string | null
  result: SubmissionResult<string[]> | null
  affected: Array<{ id: string; when: string; patientName: string; patientPhone: string }> | null
} | null

/**
 * The doctor's weekly hours (each removable, new ones added) and time off (added with the
 * appointments it falls on listed, so the front desk can call each patient).
 */
export function HoursAndTimeOff({
  doctor,
  actionData,
}: {
  doctor: DoctorSchedule
  actionData: DoctorFormReply
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
