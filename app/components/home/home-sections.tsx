import { Phone } from 'lucide-react'
import { Carousel } from '#app/components/ui/carousel.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import {
  CLOSING_CTA,
  CONTACT_BOXES,
  FEATURE_GRID,
  PROCESS_STEPS,
  SERVICES,
} from '#app/content/home.ts'
import { CONTACT } from '#app/content/site.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { useLocalizePath } from '#app/utils/i18n/links.tsx'

export function ContactBoxes() {
  const t = useT('home')
  return (
    <section aria-label={t('help.label')} className="container-page py-8 sm:py-12">
      {/* On a phone each box is one compact row: icon beside the words. */}
      <ul className="grid gap-3 sm:gap-6 md:grid-cols-3">
        {CONTACT_BOXES.map((box) => (
          <li key={box.title} className="card flex gap-4 p-4 sm:block sm:p-6">
            <span className="inline-flex h-fit shrink-0 rounded-full bg-brand-100 p-3 text-brand-800">
              <Icon name={box.icon} />
            </span>
            <div>
              <h2 className="text-lg font-bold text-slate-900 sm:mt-4">{t(box.title)}</h2>
              <p className="mt-1 text-slate-700 sm:mt-2">{t(box.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function Services() {
  const t = useT('home')
  const localize = useLocalizePath()
  return (
    <section aria-labelledby="services-title" className="container-page py-10 sm:py-14">
      <p className="eyebrow">{t('services.eyebrow')}</p>
      <h2 id="services-title" className="section-title">
        {t('services.title')}
      </h2>
      <div className="mt-6">
        <Carousel
          label={t('services.carouselLabel')}
          perView={3}
          slides={SERVICES.map((service) => (
            <article key={service.title} className="card h-full">
              <span className="inline-flex rounded-full bg-brand-100 p-3 text-brand-800">
                <Icon name={service.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{t(service.title)}</h3>
              <p className="mt-2 text-slate-700">{t(service.text)}</p>
              <p className="mt-4">
                <a className="font-semibold text-brand-800" href={localize(service.link.href)}>
                  {t(service.link.label)}
                  <span className="sr-only">: {t(service.title)}</span>
                </a>
              </p>
            </article>
          ))}
        />
      </div>
    </section>
  )
}

export function FeatureGrid() {
  const t = useT('home')
  return (
    <section aria-labelledby="features-title" className="container-page py-10 sm:py-14">
      <p className="eyebrow">{t(FEATURE_GRID.eyebrow)}</p>
      <h2 id="features-title" className="section-title">
        {t(FEATURE_GRID.title)}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURE_GRID.items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <span className="h-fit rounded-full bg-brand-100 p-3 text-brand-800">
              <Icon name={item.icon} />
            </span>
            <span>
              <h3 className="font-bold text-slate-900">{t(item.title)}</h3>
              <p className="mt-1 text-slate-700">{t(item.text)}</p>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function Process() {
  const t = useT('home')
  return (
    <section aria-labelledby="process-title" className="bg-slate-50 py-10 sm:py-14">
      <div className="container-page">
        <p className="eyebrow">{t(PROCESS_STEPS.eyebrow)}</p>
        <h2 id="process-title" className="section-title">
          {t(PROCESS_STEPS.title)}
        </h2>
        <div className="mt-6">
          <Carousel
            label={t('process.carouselLabel')}
            perView={3}
            slides={PROCESS_STEPS.steps.map((step, index) => (
              <article key={step.title} className="card h-full">
                <p className="text-4xl font-extrabold text-brand-700" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </p>
                <h3 className="mt-2 text-lg font-bold text-slate-900">
                  <span className="sr-only">{t('process.stepNumber', { number: index + 1 })}</span>
                  {t(step.title)}
                </h3>
                <p className="mt-2 text-slate-700">{t(step.text)}</p>
              </article>
            ))}
          />
        </div>
      </div>
    </section>
  )
}

export function ClosingCta() {
  const t = useT('home')
  return (
    <section aria-labelledby="cta-title" className="container-page py-10 sm:py-14">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-8 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta-title" className="text-2xl font-bold text-slate-900">
            {t(CLOSING_CTA.title)}
          </h2>
          <p className="mt-2 text-slate-700">{t(CLOSING_CTA.text)}</p>
        </div>
        <p className="flex flex-wrap gap-3">
          <a className="btn-primary" href={CLOSING_CTA.primary.href}>
            {t(CLOSING_CTA.primary.label)}
          </a>
          <a className="btn-secondary" href={CONTACT.receptionPhoneHref}>
            <Phone aria-hidden="true" className="size-5" />
            {CONTACT.receptionPhone}
          </a>
        </p>
      </div>
    </section>
  )
}
