import { getSelectProps } from '@conform-to/react'
import { FieldErrors } from '#app/components/forms.tsx'

/** A labelled select of fixed values, each named in the page's language. */
export function Choice<V extends string>({
  field,
  label,
  values,
  words,
  placeholder,
}: {
  field: Parameters<typeof getSelectProps>[0]
  label: string
  values: readonly V[]
  words: (value: V) => string
  /** A first, empty choice: nothing is chosen until the person chooses. */
  placeholder?: string
}) {
  const { key, ...props } = getSelectProps(field)
  return (
    <div>
      <label htmlFor={field.id} className="field-label">
        {label}
      </label>
      <select key={key} {...props} className="field-input">
        {placeholder ? <option value="">{placeholder}</option> : null}
        {values.map((value) => (
          <option key={value} value={value}>
            {words(value)}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  )
}
