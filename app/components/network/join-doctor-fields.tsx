import { InputField, SelectField } from '#app/components/forms.tsx'
import { MEDICAL_COUNCIL_ENTRIES } from '#app/content/medical-councils.ts'
import { SPOKEN_LANGUAGES } from '#app/domain/directory/spoken-languages.ts'
import { DEPARTMENT_SLUGS } from '#app/domain/network/join-values.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { CheckboxGroup, legendClass, RadioGroup } from './join-choice-fields.tsx'
import type { JoinFieldset } from './join-form-values.ts'

/** What a doctor tells us: gender, clinic, qualifications, experience, fee, languages, council. */
export function JoinDoctorFields({ fields }: { fields: JoinFieldset }) {
  const t = useT('join')
  const locale = useLocale()
  return (
    <fieldset className="space-y-3 group-has-[input[name=kind]:not([value=doctor]):checked]:hidden">
      <legend className={legendClass}>{t('join.doctor.title')}</legend>
      <RadioGroup
        field={fields.gender}
        legend={t('field.gender')}
        options={(['female', 'male', 'other'] as const).map((g) => ({
          value: g,
          label: t(`gender.${g}`),
        }))}
      />
      <SelectField
        field={fields.department}
        label={t('field.department')}
        placeholder={t('field.choose')}
        options={DEPARTMENT_SLUGS.map((slug) => ({
          value: slug,
          label: t(`department.${slug}`),
        }))}
      />
      <InputField
        field={fields.qualifications}
        label={t('field.qualifications')}
        hint={t('field.qualificationsHint')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          field={fields.experienceYears}
          label={t('field.experienceYears')}
          inputMode="numeric"
        />
        <InputField field={fields.feeInr} label={t('field.feeInr')} inputMode="numeric" />
      </div>
      <CheckboxGroup
        field={fields.languages}
        legend={t('field.languages')}
        options={SPOKEN_LANGUAGES.map((name) => ({
          value: name,
          label: t(`language.${name}` as 'language.Hindi'),
        }))}
      />
      <SelectField
        field={fields.council}
        label={t('field.council')}
        placeholder={t('field.choose')}
        options={MEDICAL_COUNCIL_ENTRIES.map((c) => ({
          value: c.code,
          label: locale === 'hi' ? c.nameHi : c.name,
        }))}
      />
    </fieldset>
  )
}
