import {
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from '@conform-to/react'
import { useId } from 'react'
import { useT, useTranslateRef } from '#app/utils/i18n/i18n.tsx'

type Errors = string[] | undefined

/**
 * Errors come as message references ("booking:slotTaken", from a shared Zod schema, put into words
 * here in the page's language) or as words the server already chose.
 */
export function FieldErrors({ id, errors }: { id: string; errors: Errors }) {
  const words = useTranslateRef()
  return (
    <div id={id} className="min-h-5">
      {errors?.length ? (
        <ul>
          {errors.map((error) => (
            <li key={error} className="field-error">
              {words(error)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** A form-level message (not tied to one field), announced when it appears. */
export function FormErrors({
  id,
  errors,
  className = '',
}: {
  id?: string
  errors: Errors
  className?: string
}) {
  const words = useTranslateRef()
  if (!errors?.length) return null
  return (
    <div
      id={id}
      role="alert"
      className={`rounded-md border border-alert-700 bg-red-50 p-4 text-alert-700 ${className}`}
    >
      <ul className="space-y-1">
        {errors.map((error) => (
          <li key={error} className="font-medium">
            {words(error)}
          </li>
        ))}
      </ul>
    </div>
  )
}

type InputType = 'text' | 'email' | 'tel' | 'password' | 'date' | 'time' | 'search'

export function InputField({
  field,
  label,
  type = 'text',
  hint,
  autoComplete,
  inputMode,
  className,
  min,
  max,
  readOnly,
}: {
  field: FieldMetadata<string | undefined>
  label: string
  type?: InputType
  hint?: string
  autoComplete?: string
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode']
  className?: string
  min?: string
  max?: string
  readOnly?: boolean
}) {
  const hintId = useId()
  const t = useT('common')
  const { key, ...props } = getInputProps(field, {
    type,
    ariaDescribedBy: hint ? hintId : undefined,
  })
  return (
    <div className={className}>
      <label htmlFor={field.id} className="field-label">
        {label}
        {field.required ? null : (
          <span className="font-normal text-slate-600">{t('form.optional')}</span>
        )}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        key={key}
        {...props}
        min={min ?? props.min}
        max={max ?? props.max}
        autoComplete={autoComplete}
        inputMode={inputMode}
        readOnly={readOnly}
        className="field-input read-only:bg-slate-100"
      />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  )
}

export function TextareaField({
  field,
  label,
  hint,
  rows = 5,
  className,
  lang,
}: {
  field: FieldMetadata<string | undefined>
  label: string
  hint?: string
  rows?: number
  className?: string
  /** The language the text is written in, when it is not the page's. */
  lang?: string
}) {
  const hintId = useId()
  const { key, ...props } = getTextareaProps(field, { ariaDescribedBy: hint ? hintId : undefined })
  return (
    <div className={className}>
      <label htmlFor={field.id} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <textarea key={key} {...props} rows={rows} lang={lang} className="field-input" />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  )
}

/**
 * A file picker (photos and PDFs of reports, prescriptions…). `accept` only guides the phone's
 * picker; the server checks every file by its content (app/utils/files).
 */
export function FileField({
  field,
  label,
  hint,
  accept,
  multiple,
  className,
}: {
  field: FieldMetadata<string | undefined>
  label: string
  hint?: string
  accept: string
  multiple?: boolean
  className?: string
}) {
  const hintId = useId()
  return (
    <div className={className}>
      <label htmlFor={field.id} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        id={field.id}
        name={field.name}
        type="file"
        multiple={multiple}
        accept={accept}
        aria-describedby={[hint ? hintId : '', field.errorId].filter(Boolean).join(' ')}
        aria-invalid={field.errors ? true : undefined}
        className="mt-1 block w-full text-base"
      />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  )
}

export function SelectField({
  field,
  label,
  options,
  placeholder,
  className,
  onChange,
  note,
  selectRef,
}: {
  field: FieldMetadata<string | undefined>
  label: string
  /** `lang`: an option that is English data on a page in another language (a doctor's degrees). */
  options: ReadonlyArray<{ value: string; label: string; lang?: string }>
  placeholder: string
  className?: string
  onChange?: (event: React.ChangeEvent<HTMLSelectElement>) => void
  /**
   * Given (even empty), a polite live region under the field: what changed in it without the
   * visitor choosing (a choice the page had to drop), announced as it appears.
   */
  note?: string
  selectRef?: React.Ref<HTMLSelectElement>
}) {
  const noteId = useId()
  const { key, ...props } = getSelectProps(field, { ariaDescribedBy: note ? noteId : undefined })
  return (
    <div className={className}>
      <label htmlFor={field.id} className="field-label">
        {label}
      </label>
      <select key={key} ref={selectRef} {...props} onChange={onChange} className="field-input">
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      {note === undefined ? null : (
        <p id={noteId} role="status" className={note ? 'mt-0.5 text-sm text-amber-900' : 'sr-only'}>
          {note}
        </p>
      )}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  )
}

/** The honeypot: hidden from people and assistive technology, tempting to bots. */
export function HoneypotField({ name }: { name: string }) {
  const t = useT('common')
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={`${name}-hp`}>{t('form.honeypot')}</label>
      <input
        id={`${name}-hp`}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  )
}
