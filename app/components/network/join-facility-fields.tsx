import { InputField, SelectField } from '#app/components/forms.tsx'
import { DEPARTMENT_SLUGS } from '#app/domain/network/join-values.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Checkbox, CheckboxGroup, legendClass, RadioGroup } from './join-choice-fields.tsx'
import type { JoinChoices, JoinFieldset } from './join-form-values.ts'

/** What a facility tells us: address, phone, place on the map, services, hours, accreditation. */
export function JoinFacilityFields({
  fields,
  choices,
}: {
  fields: JoinFieldset
  choices: JoinChoices
}) {
  const t = useT('join')
  return (
    <fieldset className="space-y-3 group-has-[input[name=kind][value=doctor]:checked]:hidden">
      <legend className={legendClass}>{t('join.facility.title')}</legend>
      <InputField field={fields.address} label={t('field.address')} autoComplete="street-address" />
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField field={fields.town} label={t('field.town')} />
        <InputField
          field={fields.pinCode}
          label={t('field.pinCode')}
          inputMode="numeric"
          autoComplete="postal-code"
        />
      </div>
      <InputField field={fields.facilityPhone} label={t('field.facilityPhone')} type="tel" />
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          field={fields.latitude}
          label={t('field.latitude')}
          hint={t('field.coordinatesHint')}
          inputMode="decimal"
        />
        <InputField field={fields.longitude} label={t('field.longitude')} inputMode="decimal" />
      </div>
      <CheckboxGroup
        field={fields.services}
        legend={t('field.services')}
        options={choices.services.map((s) => ({ value: s, label: t(`service.${s}`) }))}
      />
      <CheckboxGroup
        field={fields.departments}
        legend={t('field.departments')}
        options={DEPARTMENT_SLUGS.map((slug) => ({
          value: slug,
          label: t(`department.${slug}`),
        }))}
      />
      <fieldset className="space-y-2 rounded-md border border-slate-300 bg-white p-3">
        <legend className="field-label px-1">{t('field.hours')}</legend>
        <RadioGroup
          field={fields.hoursMode}
          legend={t('field.hoursMode')}
          options={[
            { value: 'all_hours', label: t('hours.all_hours') },
            { value: 'weekly', label: t('hours.weekly') },
          ]}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField field={fields.opensAt} label={t('field.opensAt')} type="time" />
          <InputField field={fields.closesAt} label={t('field.closesAt')} type="time" />
        </div>
        <Checkbox field={fields.sundayOpen} label={t('field.sundayOpen')} />
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          field={fields.accreditationBody}
          label={t('field.accreditationBody')}
          placeholder={t('field.noAccreditation')}
          options={choices.accreditationBodies.map((b) => ({
            value: b,
            label: t(`accreditation.${b}`),
          }))}
        />
        <InputField field={fields.accreditationNumber} label={t('field.accreditationNumber')} />
      </div>
      <InputField
        field={fields.registrationAuthority}
        label={t('field.registrationAuthority')}
        hint={t('field.registrationAuthorityHint')}
      />
    </fieldset>
  )
}
