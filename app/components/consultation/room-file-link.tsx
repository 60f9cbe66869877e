import { useT } from '#app/utils/i18n/i18n.tsx'

/** What the file pickers offer (the server checks the content whatever the name says). */
export const ACCEPTED_FILES = 'image/jpeg,image/png,image/webp,application/pdf'

export function FileLink({
  url,
  name,
  pdf,
  byteSize,
}: {
  url: string
  name: string
  pdf: boolean
  byteSize: number
}) {
  const t = useT('consultation')
  return (
    // PDFs are downloaded (opened by the phone's own reader): a browser's built-in viewer refuses
    // the locked-down page the file is served in. Photos open in a new tab.
    <a
      href={pdf ? `${url}${url.includes('?') ? '&' : '?'}download=1` : url}
      target={pdf ? undefined : '_blank'}
      rel="noopener"
      className="font-semibold"
    >
      {pdf ? t('file.pdf') : t('file.photo')}: <span translate="no">{name}</span> (
      {t('file.size', { kb: Math.max(1, Math.round(byteSize / 1024)) })})
    </a>
  )
}
