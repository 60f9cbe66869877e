import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'

/**
 * The staff's choice of clinic on an OPD page (the desk, the QR poster): a plain GET form, so it
 * works without JavaScript. Shown only where there is a choice.
 */
export function ClinicChooser({
  id,
  clinics,
  chosen,
  className = 'mt-4',
}: {
  id: string
  clinics: ReadonlyArray<{ slug: string; name: string }>
  chosen: string | undefined
  className?: string
}) {
  const t = useT('opd')
  if (clinics.length < 2) return null
  return (
    <Form method="get" className={`${className} flex flex-wrap items-end gap-3`}>
      <div>
        <label htmlFor={id} className="field-label">
          {t('desk.clinic')}
        </label>
        <select id={id} name="clinic" defaultValue={chosen} className="field-input">
          {clinics.map((clinic) => (
            <option key={clinic.slug} value={clinic.slug}>
              {clinic.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-secondary">
        {t('desk.show')}
      </button>
    </Form>
  )
}
