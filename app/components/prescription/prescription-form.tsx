import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useNavigation } from 'react-router'
import { FieldErrors, FormErrors, InputField, TextareaField } from '#app/components/forms.tsx'
import {
  type formValuesOf,
  IssuePrescriptionSchema,
  PrescriptionPatientSchema,
  ReissuePrescriptionSchema,
} from '#app/domain/prescriptions/prescription-schema.ts'
import {
  FOOD_TIMINGS,
  FREQUENCIES,
  MAX_MEDICINES,
  MEDICINE_FORMS,
  MEDICINE_ROWS_STEP,
} from '#app/domain/prescriptions/prescription-values.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { CANCEL_REASON_CONSTRAINT } from './cancel-prescription-form.tsx'
import { Choice } from './select-choice.tsx'

type FormValues = Partial<ReturnType<typeof formValuesOf>> & {
  reason?: string
  patientAge?: string
  patientSex?: string
}

const blankRow: ReturnType<typeof formValuesOf>['medicines'][number] = {
  name: '',
  strength: '',
  form: 'tablet',
  dose: '',
  frequency: 'twice_daily',
  frequencyOther: '',
  days: '',
  food: 'after_food',
  instructions: '',
}

/** The doctor writes the prescription, or a new one that replaces (and cancels) the issued one. */
export function PrescriptionForm({
  result,
  startValues,
  patientStart,
  replacing,
  today,
}: {
  result: SubmissionResult<string[]> | undefined
  startValues: ReturnType<typeof formValuesOf> | null
  patientStart: { patientAge: string; patientSex: string }
  replacing: { id: string; number: string } | null
  today: string
}) {
  const t = useT('prescription')
  const navigation = useNavigation()
  const schema = replacing ? ReissuePrescriptionSchema : IssuePrescriptionSchema
  const startRows = startValues?.medicines ?? []
  const [form, fields] = useForm<FormValues>({
    id: replacing ? 'prescription-reissue' : 'prescription-issue',
    lastResult: navigation.state === 'idle' ? result : null,
    defaultValue: {
      ...startValues,
      ...patientStart,
      medicines: [
        ...startRows,
        ...Array.from({ length: MEDICINE_ROWS_STEP }, () => blankRow),
      ].slice(0, Math.max(MEDICINE_ROWS_STEP, Math.min(MAX_MEDICINES, startRows.length + 2))),
    },
    // The diagnosis is required; a medicine row's fields only once the row is used (blank rows
    // are ignored), which the schema checks, not the browser. Reissuing cancels the old one: its
    // reason is required (an audited cancellation the patient and the pharmacy are shown), so the
    // field is marked as the schema checks it, never "(optional)".
    constraint: {
      diagnosis: { required: true },
      patientAge: { required: true, pattern: '\\d{1,3}' },
      patientSex: { required: true },
      ...(replacing ? { reason: CANCEL_REASON_CONSTRAINT } : {}),
    },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onBlur',
    // The form holds strings; the schema's output is the parsed prescription.
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
  })
  const rows = fields.medicines.getFieldList()
  return (
    <section aria-labelledby="rx-form-title" className="mt-4">
      <h2 id="rx-form-title" className="text-xl font-bold">
        {replacing ? t('form.reissueTitle') : t('form.title')}
      </h2>
      <p className="mt-1 text-slate-700">
        {replacing ? t('form.reissueIntro', { number: replacing.number }) : t('form.intro')}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        {replacing ? (
          <>
            <input type="hidden" name="prescriptionId" value={replacing.id} />
            <InputField
              field={fields.reason}
              label={t('form.cancelReason')}
              hint={t('form.cancelReasonHint')}
            />
          </>
        ) : null}
        <fieldset>
          <legend className="text-lg font-semibold">{t('patientForm.legend')}</legend>
          <p className="text-sm text-slate-700">{t('patientForm.hint')}</p>
          <div className="mt-2 grid gap-x-3 sm:grid-cols-3">
            <InputField
              field={fields.patientAge}
              label={t('patientForm.age')}
              inputMode="numeric"
            />
            <Choice
              field={fields.patientSex}
              label={t('patientForm.sex')}
              values={PrescriptionPatientSchema.shape.patientSex.options}
              words={(v) => t(`patientForm.${v}`)}
              placeholder={t('patientForm.choose')}
            />
          </div>
        </fieldset>
        <InputField field={fields.diagnosis} label={t('diagnosis')} />
        <p>
          <label className="inline-flex items-center gap-2">
            <input
              {...getInputProps(fields.provisional, { type: 'checkbox' })}
              key={fields.provisional.key}
            />
            {t('form.provisional')}
          </label>
        </p>
        <fieldset>
          <legend className="text-lg font-semibold">{t('medicines')}</legend>
          <p className="text-sm text-slate-700">{t('form.blankRowsNote')}</p>
          <FieldErrors id={fields.medicines.errorId} errors={fields.medicines.errors} />
          <ol className="mt-2 space-y-3">
            {rows.map((row, index) => {
              const m = row.getFieldset()
              return (
                <li key={row.key}>
                  <fieldset className="rounded-md border border-slate-300 p-3">
                    <legend className="px-1 font-semibold">
                      {t('medicine.row', { n: index + 1 })}
                    </legend>
                    <div className="grid gap-x-3 sm:grid-cols-3">
                      <InputField field={m.name} label={t('medicine.name')} />
                      <InputField field={m.strength} label={t('medicine.strength')} />
                      <Choice
                        field={m.form}
                        label={t('medicine.form')}
                        values={MEDICINE_FORMS}
                        words={(v) => t(`form.${v}`)}
                      />
                      <InputField field={m.dose} label={t('medicine.dose')} />
                      <Choice
                        field={m.frequency}
                        label={t('medicine.frequency')}
                        values={FREQUENCIES}
                        words={(v) => t(`frequency.${v}`)}
                      />
                      <InputField field={m.frequencyOther} label={t('medicine.frequencyOther')} />
                      <InputField field={m.days} label={t('medicine.days')} inputMode="numeric" />
                      <Choice
                        field={m.food}
                        label={t('medicine.food')}
                        values={FOOD_TIMINGS}
                        words={(v) => t(`food.${v}`)}
                      />
                      <InputField field={m.instructions} label={t('medicine.instructions')} />
                    </div>
                  </fieldset>
                </li>
              )
            })}
          </ol>
          {rows.length < MAX_MEDICINES ? (
            <button
              className="btn-secondary mt-3"
              {...form.insert.getButtonProps({
                name: fields.medicines.name,
                defaultValue: blankRow,
              })}
            >
              {t('form.addRows')}
            </button>
          ) : null}
        </fieldset>
        <TextareaField field={fields.tests} label={t('tests')} hint={t('testsHint')} rows={3} />
        <TextareaField field={fields.advice} label={t('advice')} rows={4} />
        <InputField
          field={fields.followUp}
          label={t('followUp')}
          hint={t('form.followUpHint')}
          type="date"
          min={today}
        />
        <button type="submit" className="btn-primary">
          {replacing ? t('form.submitReissue', { number: replacing.number }) : t('form.submit')}
        </button>
        {replacing ? (
          <p>
            <Link to=".">{t('form.backToIssued')}</Link>
          </p>
        ) : null}
      </Form>
    </section>
  )
}
