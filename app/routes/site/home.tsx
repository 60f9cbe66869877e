import { CirclePlay, Phone, Star } from 'lucide-react'
import type { Route } from './+types/home'
import type { BookingFormData } from '#app/components/booking-form.tsx'
import { deferHydration } from '#app/components/deferred-hydration.tsx'
import { JsonLd } from '#app/components/json-ld.tsx'
import { Carousel } from '#app/components/ui/carousel.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import {
  ABOUT,
  APPOINTMENT_SECTION,
  CLOSING_CTA,
  CONTACT_BOXES,
  FEATURE_GRID,
  HERO_FEATURES,
  HERO_SLIDES,
  JOIN_NETWORK,
  PROCESS_STEPS,
  SERVICES,
} from '#app/content/home.ts'
import { VIDEO_CHANNEL, CONTACT, RATING, SITE } from '#app/content/site.ts'
import { networkRating } from '#app/domain/network/rating.ts'
import { verifiedNetworkFigures } from '#app/domain/network/reviews.server.ts'
import { DEPARTMENT_LINKS, type DepartmentSlug } from '#app/content/department-links.ts'
import { loadBookingFormData } from '#app/routes/appointments/booking-form-data.server.ts'
import { listDepartmentsWithDoctors } from '#app/domain/directory/list-departments.server.ts'
import { medicalClinicJsonLd } from '#app/domain/directory/structured-data.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { getOptionalUser } from '#app/routes/guards.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { Message, useNumberFormat, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Link, useLocalizePath } from '#app/utils/i18n/links.tsx'
import { useDepartmentName } from '#app/components/use-department-name.ts'
import { type RoutePolicy, sharedPage } from '#app/utils/route-policy.ts'

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.meta.title },
  { name: 'description', content: data?.meta.description },
]

// The booking form at the foot of the page uses the booking catalogue; the rating's source is
// said in the reviews catalogue's words.
export const handle: I18nHandle = { i18n: ['home', 'booking', 'site', 'reviews'] }

export const policy: RoutePolicy = sharedPage

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  const [directory, verified] = await Promise.all([
    listDepartmentsWithDoctors(),
    verifiedNetworkFigures(),
  ])
  const booking = await loadBookingFormData(new URL(request.url), user, directory)
  const locale = requestLocale(request)
  const description = getT(locale, 'site')('site.description')
  return {
    meta: { title: getT(locale, 'home')('meta.title', { site: SITE.name }), description },
    // Booking for a family member is /appointments/new's: the home page stays light.
    booking: { ...booking, family: null },
    departments: directory.departments,
    // The published figure (specification) until enough verified reviews exist, then theirs.
    rating: networkRating(verified, RATING),
    structuredData: medicalClinicJsonLd(appUrl(), description),
  }
}

// The form sits at the foot of the page: its code (Conform, Zod) comes when it is needed, and
// until then it works as the plain HTML form it is without JavaScript.
const HomeBookingForm = deferHydration({
  id: 'home-booking-form',
  // The server renders the form at once; the browser build drops this branch.
  server: import.meta.env.SSR
    ? (await import('#app/components/booking-form.tsx')).BookingForm
    : null,
  load: () => import('#app/components/booking-form.tsx').then((module) => module.BookingForm),
})

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={loaderData.structuredData} />
      <Hero />
      <ContactBoxes />
      <About clinicCount={loaderData.departments.length} rating={loaderData.rating} />
      <Services />
      <Departments departments={loaderData.departments} />
      <JoinNetwork rating={loaderData.rating} />
      <FeatureGrid />
      <Process />
      <ClosingCta />
      <AppointmentSection booking={loaderData.booking} />
    </>
  )
}

function Hero() {
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

function ContactBoxes() {
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

type NetworkRating = Route.ComponentProps['loaderData']['rating']

/** Where the home page's figure comes from, said next to it every time. */
function RatingSource({ rating, className }: { rating: NetworkRating; className: string }) {
  const t = useT('reviews')
  return (
    <p className={className} data-testid="rating-source">
      {t(rating.source === 'verified' ? 'home.verified' : 'home.published', {
        site: SITE.name,
      })}{' '}
      <Link to="/reviews/rules">{t('summary.rulesLink')}</Link>
    </p>
  )
}

function About({ clinicCount, rating }: { clinicCount: number; rating: NetworkRating }) {
  const t = useT('home')
  const { number } = useNumberFormat()
  return (
    <section aria-labelledby="about-title" className="bg-slate-50 py-10 sm:py-14">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="eyebrow">{t(ABOUT.eyebrow)}</p>
          <h2 id="about-title" className="section-title">
            {t(ABOUT.title)}
          </h2>
          {ABOUT.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-slate-700">
              {t(paragraph)}
            </p>
          ))}
          <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-700">
            {ABOUT.points.map((point) => (
              <li key={point}>{t(point)}</li>
            ))}
          </ul>
          <p className="mt-6 flex flex-wrap gap-3">
            <Link className="btn-primary" to="/doctors">
              {t('about.findDoctor')}
            </Link>
            <a className="btn-secondary" href={VIDEO_CHANNEL.href} rel="noopener noreferrer">
              <CirclePlay aria-hidden="true" className="size-5" />
              {t('about.video')}
            </a>
          </p>
        </div>
        <div>
          <dl className="grid grid-cols-2 gap-4">
            <Figure value={`${rating.score}/5`} label={t('about.figure.rating')} />
            <Figure value={number(rating.count)} label={t('about.figure.reviews')} />
            <Figure value={String(clinicCount)} label={t('about.figure.clinics')} />
            <Figure value="24/7" label={t('about.figure.helpDesk')} />
          </dl>
          <RatingSource rating={rating} className="mt-3 text-sm text-slate-700" />
        </div>
      </div>
    </section>
  )
}

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <div className="card text-center">
      <dt className="sr-only">{label}</dt>
      <dd className="text-3xl font-extrabold text-brand-800">{value}</dd>
      <dd className="mt-1 text-sm text-slate-700" aria-hidden="true">
        {label}
      </dd>
    </div>
  )
}

function Services() {
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

const KNOWN_DEPARTMENTS: readonly string[] = DEPARTMENT_LINKS.map((d) => d.slug)

function Departments({
  departments,
}: {
  departments: Route.ComponentProps['loaderData']['departments']
}) {
  const t = useT('home')
  const site = useT('site')
  const departmentName = useDepartmentName()
  const localize = useLocalizePath()
  return (
    <section
      id="departments"
      aria-labelledby="departments-title"
      className="bg-slate-50 py-10 sm:py-14"
    >
      <div className="container-page">
        <p className="eyebrow">{t('departments.eyebrow')}</p>
        <h2 id="departments-title" className="section-title">
          {t('departments.title')}
        </h2>
        {/* On a phone the clinics are a compact two-column list; their descriptions show from
            640 px up and on each clinic's own page. */}
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {departments.map((department) => {
            const name = departmentName(department.slug, department.name)
            // A clinic the content knows is described in the page's language.
            const known = KNOWN_DEPARTMENTS.includes(department.slug)
            return (
              <li key={department.slug} className="card min-w-0 p-4 sm:p-6">
                <h3 className="font-bold break-words text-slate-900 sm:text-lg">{name}</h3>
                <p className="mt-2 hidden text-slate-700 sm:block">
                  {known
                    ? site(`department.${department.slug as DepartmentSlug}.summary`)
                    : department.description}
                </p>
                <p className="mt-2 sm:mt-3">
                  <a
                    className="text-sm font-semibold text-brand-800 sm:text-base"
                    href={localize(`/departments/${department.slug}`)}
                  >
                    {t('departments.book', { name })}
                  </a>
                </p>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}

function JoinNetwork({ rating }: { rating: NetworkRating }) {
  const t = useT('home')
  const { number } = useNumberFormat()
  return (
    <section aria-labelledby="join-title" className="bg-brand-800 py-10 text-white sm:py-14">
      <div className="container-page grid gap-8 lg:grid-cols-[2fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {t(JOIN_NETWORK.eyebrow)}
          </p>
          <h2 id="join-title" className="mt-2 text-2xl font-bold sm:text-3xl">
            {t(JOIN_NETWORK.title)}
          </h2>
          <p className="mt-4 text-brand-50">{t(JOIN_NETWORK.text)}</p>
          <p className="mt-6">
            <Link className="btn-secondary" to={JOIN_NETWORK.cta.href}>
              {t(JOIN_NETWORK.cta.label)}
            </Link>
          </p>
        </div>
        <div className="rounded-xl bg-white p-6 text-center text-slate-900">
          <p className="text-5xl font-extrabold text-brand-800">{rating.score}</p>
          <p className="mt-2 flex justify-center gap-1 text-amber-600" aria-hidden="true">
            {Array.from({ length: 5 }, (_, index) => (
              <Star key={index} className="size-5 fill-current" />
            ))}
          </p>
          <p className="mt-2 text-slate-700">
            {t(JOIN_NETWORK.ratingLabel, {
              score: rating.score,
              count: number(rating.count),
            })}
          </p>
          <RatingSource rating={rating} className="mt-2 text-sm text-slate-700" />
        </div>
      </div>
    </section>
  )
}

function FeatureGrid() {
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

function Process() {
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

function ClosingCta() {
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

function AppointmentSection({ booking }: { booking: BookingFormData }) {
  const t = useT('home')
  const common = useT('common')
  return (
    <section
      id="appointment"
      aria-labelledby="appointment-title"
      className="bg-brand-900 py-10 text-white sm:py-14"
    >
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_2fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {t(APPOINTMENT_SECTION.eyebrow)}
          </p>
          <h2 id="appointment-title" className="mt-2 text-2xl font-bold sm:text-3xl">
            {t(APPOINTMENT_SECTION.title)}
          </h2>
          <p className="mt-4 text-brand-50">{t(APPOINTMENT_SECTION.text)}</p>
          <p className="mt-4 text-brand-50">
            <Message
              ns="home"
              k="appointment.callReception"
              values={{ phone: CONTACT.receptionPhone, hours: common('site.hours') }}
              components={[
                <a
                  key="reception"
                  className="font-semibold text-white"
                  href={CONTACT.receptionPhoneHref}
                >
                  {CONTACT.receptionPhone}
                </a>,
              ]}
            />
          </p>
        </div>
        <HomeBookingForm data={booking} />
      </div>
    </section>
  )
}
