import { useT } from '#app/utils/i18n/i18n.tsx'

/** The prescription's pages the patient sent, as thumbnails (a PDF by its number). */
export function PrescriptionPages({
  pages,
}: {
  pages: Array<{ id: string; n: number; pdf: boolean; url: string }>
}) {
  const t = useT('pharmacy')
  return (
    <section aria-labelledby="order-pages" className="mt-8">
      <h2 id="order-pages" className="text-xl font-bold">
        {t('pages.title')}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {pages.map((page) => (
          <li key={page.id}>
            <a href={page.url} className="block rounded-md border border-slate-300 p-1">
              {page.pdf ? (
                <span className="flex h-28 items-center justify-center text-sm font-semibold">
                  {t('pages.pdf', { n: page.n })}
                </span>
              ) : (
                <img
                  src={page.url}
                  alt={t('pages.page', { n: page.n })}
                  width={160}
                  height={112}
                  loading="lazy"
                  className="h-28 w-full object-cover"
                />
              )}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
