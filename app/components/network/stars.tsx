import { useT } from '#app/utils/i18n/i18n.tsx'

/**
 * Stars as text (★ filled, ☆ empty) with the figure in words for screen readers: no icon font, no
 * image, nothing added to the page's JavaScript.
 */
export function Stars({ value, className = '' }: { value: number; className?: string }) {
  const t = useT('reviews')
  const filled = Math.round(value)
  return (
    <span className={`whitespace-nowrap ${className}`}>
      <span aria-hidden="true" className="tracking-tight text-amber-700">
        {'★'.repeat(filled)}
        <span className="text-slate-400">{'☆'.repeat(5 - filled)}</span>
      </span>
      <span className="sr-only">{t('stars.outOfFive', { value })}</span>
    </span>
  )
}
