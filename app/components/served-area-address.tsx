import { type FieldMetadata, getInputProps, getTextareaProps } from '@conform-to/react'
import { FieldErrors } from '#app/components/forms.tsx'
import { COLLECTION_AREAS } from '#app/content/lab-areas.ts'
import { useLocale } from '#app/utils/i18n/i18n.tsx'

/**
 * The address and pin code of a visit to a patient's home — the laboratory's collector, the
 * pharmacy's delivery — with the network's served areas and their pin codes to look up. The
 * server refuses a pin code outside them, naming the nearest area.
 */
export function ServedAreaAddress({
  address,
  pinCode,
  labels,
}: {
  address: FieldMetadata<string | undefined>
  pinCode: FieldMetadata<string | undefined>
  labels: { address: string; pinCode: string; areas: string }
}) {
  const locale = useLocale()
  return (
    <>
      <div>
        <label htmlFor={address.id} className="field-label">
          {labels.address}
        </label>
        <textarea
          {...getTextareaProps(address)}
          key={address.key}
          rows={2}
          autoComplete="street-address"
          className="field-input"
        />
        <FieldErrors id={address.errorId} errors={address.errors} />
      </div>
      <div className="max-w-48">
        <label htmlFor={pinCode.id} className="field-label">
          {labels.pinCode}
        </label>
        <input
          {...getInputProps(pinCode, { type: 'text' })}
          key={pinCode.key}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          className="field-input"
        />
        <FieldErrors id={pinCode.errorId} errors={pinCode.errors} />
      </div>
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer font-semibold text-brand-800">{labels.areas}</summary>
        <ul className="mt-2 list-disc pl-5">
          {COLLECTION_AREAS.map((area) => (
            <li key={area.slug}>
              {locale === 'hi' ? area.nameHi : area.name}:{' '}
              <span translate="no">{area.pinCodes.join(', ')}</span>
            </li>
          ))}
        </ul>
      </details>
    </>
  )
}
