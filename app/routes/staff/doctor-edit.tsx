import { getCollectionProps, getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useNavigation } from 'react-router'
import type { Route } from './+types/doctor-edit'
import {
  FieldErrors,
  FormErrors,
  InputField,
  SelectField,
  TextareaField,
} from '#app/components/forms.tsx'
import { HoursAndTimeOff } from '#app/components/staff-doctors/hours-and-time-off.tsx'
import { MEDICAL_COUNCIL_ENTRIES } from '#app/content/medical-councils.ts'
import { DoctorSchema } from '#app/domain/staff/doctor-admin-schemas.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { answerDoctorEdit, doctorEditPage } from './doctor-edit.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, ['admin'])
  return doctorEditPage(request, params.id)
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireRole(request, ['admin'])
  return answerDoctorEdit(request, params.id, admin, context.clientIp)
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
