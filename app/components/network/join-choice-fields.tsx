import { type FieldMetadata, getCollectionProps, getInputProps } from '@conform-to/react'
import { FieldErrors } from '#app/components/forms.tsx'

// The join form's choices: radio buttons and boxes as big as a thumb, each in its own border.
export const legendClass = 'text-xl font-bold text-slate-900'
export const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700'

type Option = { value: string; label: string }

export function RadioGroup({
  field,
  legend,
  options,
}: {
  field: FieldMetadata<string | undefined>
  legend: string
  options: readonly Option[]
}) {
  return (
    <fieldset aria-describedby={field.errorId}>
      <legend className="field-label">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {getCollectionProps(field, { type: 'radio', options: options.map((o) => o.value) }).map(
          ({ key, ...props }) => (
            <label key={key} className={choiceClass}>
              <input {...props} className="size-5 shrink-0" />
              {options.find((o) => o.value === props.value)?.label}
            </label>
          ),
        )}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}

export function CheckboxGroup({
  field,
  legend,
  options,
}: {
  field: FieldMetadata<string[] | undefined>
  legend: string
  options: readonly Option[]
}) {
  return (
    <fieldset aria-describedby={field.errorId}>
      <legend className="field-label">{legend}</legend>
      <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
        {getCollectionProps(field, { type: 'checkbox', options: options.map((o) => o.value) }).map(
          ({ key, ...props }) => (
            <label key={key} className="flex min-h-11 items-center gap-2">
              <input {...props} className="size-5 shrink-0" />
              {options.find((o) => o.value === props.value)?.label}
            </label>
          ),
        )}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}

export function Checkbox({
  field,
  label,
}: {
  field: FieldMetadata<string | undefined>
  label: string
}) {
  const { key, ...props } = getInputProps(field, { type: 'checkbox' })
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input key={key} {...props} className="size-5 shrink-0" />
      {label}
    </label>
  )
}
