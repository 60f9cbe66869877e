import { Carousel } from '#app/components/ui/carousel.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { HERO_FEATURES, HERO_SLIDES } from '#app/content/home.ts'
import { SITE } from '#app/content/site.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { useLocalizePath } from '#app/utils/i18n/links.tsx'

export function Hero() {
  const t = useT('home')
  const site = useT('site')
  const localize = useLocalizePath()
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-br from-brand-50 to-white">
      <div className="container-page pt-6 pb-10">
        <h1 id="hero-title" className="sr-only">
          {t('hero.heading', { site: SITE.name, tagline: site('site.tagline') })}
        </h1>
        <Carousel
          label={t('hero.carouselLabel')}
          autoplay
          slides={HERO_SLIDES.map((slide) => (
            <div
              key={slide.id}
              className="grid min-h-72 content-center gap-4 py-4 pr-2 sm:min-h-64"
            >
              <p className="eyebrow">{t(slide.eyebrow)}</p>
              <h2 className="max-w-3xl text-2xl leading-tight font-extrabold text-slate-900 sm:text-4xl">
                {t(slide.title)}
              </h2>
              <p className="max-w-2xl text-slate-700 sm:text-lg">{t(slide.text)}</p>
              <p className="flex flex-wrap gap-3">
                <a className="btn-primary" href={localize(slide.primary.href)}>
                  {t(slide.primary.label)}
                </a>
                <a className="btn-secondary" href={localize(slide.secondary.href)}>
                  {t(slide.secondary.label)}
                </a>
              </p>
            </div>
          ))}
        />
        {/* On a phone the icon sits above the words, so the longest title fits a half-width card. */}
        <ul
          className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
          data-testid="hero-tiles"
        >
          {HERO_FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="card flex min-w-0 flex-col items-start gap-2 p-3 sm:flex-row sm:gap-3 sm:p-4"
            >
              <span className="shrink-0 rounded-full bg-brand-100 p-2 text-brand-800">
                <Icon name={feature.icon} />
              </span>
              <span className="min-w-0 break-words hyphens-auto">
                <span className="block font-bold text-slate-900">{t(feature.title)}</span>
                <span className="block text-sm text-slate-700">{t(feature.text)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
