import { CirclePlay, Phone, Star } from 'lucide-react'
import { Link } from 'react-router'
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
import { VIDEO_CHANNEL, CONTACT, HOURS, SITE } from '#app/content/site.ts'
import { loadBookingFormData } from '#app/routes/appointments/booking-form-data.server.ts'
import { listDepartmentsWithDoctors } from '#app/domain/directory/list-departments.server.ts'
import { medicalClinicJsonLd } from '#app/domain/directory/structured-data.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { getOptionalUser } from '#app/routes/guards.server.ts'

export const meta: Route.MetaFunction = () => [
  { title: `${SITE.name} — find the right doctor and book an appointment` },
  { name: 'description', content: SITE.description },
]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  const directory = await listDepartmentsWithDoctors()
  const booking = await loadBookingFormData(new URL(request.url), user, directory)
  return {
    booking,
    departments: directory.departments,
    structuredData: medicalClinicJsonLd(appUrl()),
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
      <About clinicCount={loaderData.departments.length} />
      <Services />
      <Departments departments={loaderData.departments} />
      <JoinNetwork />
      <FeatureGrid />
      <Process />
      <ClosingCta />
      <AppointmentSection booking={loaderData.booking} />
    </>
  )
}

function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-br from-brand-50 to-white">
      <div className="container-page pt-6 pb-10">
        <h1 id="hero-title" className="sr-only">
          {SITE.name}: {SITE.tagline}
        </h1>
        <Carousel
          label="Highlights"
          autoplay
          slides={HERO_SLIDES.map((slide) => (
            <div
              key={slide.id}
              className="grid min-h-72 content-center gap-4 py-4 pr-2 sm:min-h-64"
            >
              <p className="eyebrow">{slide.eyebrow}</p>
              <h2 className="max-w-3xl text-2xl leading-tight font-extrabold text-slate-900 sm:text-4xl">
                {slide.title}
              </h2>
              <p className="max-w-2xl text-slate-700 sm:text-lg">{slide.text}</p>
              <p className="flex flex-wrap gap-3">
                <a className="btn-primary" href={slide.primary.href}>
                  {slide.primary.label}
                </a>
                <a className="btn-secondary" href={slide.secondary.href}>
                  {slide.secondary.label}
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
                <span className="block font-bold text-slate-900">{feature.title}</span>
                <span className="block text-sm text-slate-700">{feature.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function ContactBoxes() {
  return (
    <section aria-label="How we help" className="container-page py-8 sm:py-12">
      {/* On a phone each box is one compact row: icon beside the words. */}
      <ul className="grid gap-3 sm:gap-6 md:grid-cols-3">
        {CONTACT_BOXES.map((box) => (
          <li key={box.title} className="card flex gap-4 p-4 sm:block sm:p-6">
            <span className="inline-flex h-fit shrink-0 rounded-full bg-brand-100 p-3 text-brand-800">
              <Icon name={box.icon} />
            </span>
            <div>
              <h2 className="text-lg font-bold text-slate-900 sm:mt-4">{box.title}</h2>
              <p className="mt-1 text-slate-700 sm:mt-2">{box.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

function About({ clinicCount }: { clinicCount: number }) {
  return (
    <section aria-labelledby="about-title" className="bg-slate-50 py-10 sm:py-14">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="eyebrow">{ABOUT.eyebrow}</p>
          <h2 id="about-title" className="section-title">
            {ABOUT.title}
          </h2>
          {ABOUT.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-slate-700">
              {paragraph}
            </p>
          ))}
          <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-700">
            {ABOUT.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <p className="mt-6 flex flex-wrap gap-3">
            <Link className="btn-primary" to="/doctors">
              Find A Doctor
            </Link>
            <a className="btn-secondary" href={VIDEO_CHANNEL.href} rel="noopener noreferrer">
              <CirclePlay aria-hidden="true" className="size-5" />
              {VIDEO_CHANNEL.label}
            </a>
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          <Figure value={`${JOIN_NETWORK.rating.score}/5`} label="average patient rating" />
          <Figure
            value={JOIN_NETWORK.rating.reviewCount.toLocaleString('en-IN')}
            label="patient reviews"
          />
          <Figure value={String(clinicCount)} label="specialist clinics" />
          <Figure value="24/7" label="emergency help desk" />
        </dl>
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
  return (
    <section aria-labelledby="services-title" className="container-page py-10 sm:py-14">
      <p className="eyebrow">Our services</p>
      <h2 id="services-title" className="section-title">
        Everything you need to get well, in one place
      </h2>
      <div className="mt-6">
        <Carousel
          label="Services"
          perView={3}
          slides={SERVICES.map((service) => (
            <article key={service.title} className="card h-full">
              <span className="inline-flex rounded-full bg-brand-100 p-3 text-brand-800">
                <Icon name={service.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{service.title}</h3>
              <p className="mt-2 text-slate-700">{service.text}</p>
              <p className="mt-4">
                <a
                  className="font-semibold text-brand-800"
                  href={
                    service.link.href === 'emergency'
                      ? CONTACT.emergencyPhoneHref
                      : service.link.href
                  }
                >
                  {service.link.label}
                  <span className="sr-only">: {service.title}</span>
                </a>
              </p>
            </article>
          ))}
        />
      </div>
    </section>
  )
}

function Departments({
  departments,
}: {
  departments: Route.ComponentProps['loaderData']['departments']
}) {
  return (
    <section
      id="departments"
      aria-labelledby="departments-title"
      className="bg-slate-50 py-10 sm:py-14"
    >
      <div className="container-page">
        <p className="eyebrow">Hospitals and clinics</p>
        <h2 id="departments-title" className="section-title">
          Specialist clinics and everyday care
        </h2>
        {/* On a phone the clinics are a compact two-column list; their descriptions show from
            640 px up and on each clinic's own page. */}
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {departments.map((department) => (
            <li key={department.slug} className="card min-w-0 p-4 sm:p-6">
              <h3 className="font-bold break-words text-slate-900 sm:text-lg">{department.name}</h3>
              <p className="mt-2 hidden text-slate-700 sm:block">{department.description}</p>
              <p className="mt-2 sm:mt-3">
                <a
                  className="text-sm font-semibold text-brand-800 sm:text-base"
                  href={`/departments/${department.slug}`}
                >
                  Book with {department.name}
                </a>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function JoinNetwork() {
  return (
    <section aria-labelledby="join-title" className="bg-brand-800 py-10 text-white sm:py-14">
      <div className="container-page grid gap-8 lg:grid-cols-[2fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {JOIN_NETWORK.eyebrow}
          </p>
          <h2 id="join-title" className="mt-2 text-2xl font-bold sm:text-3xl">
            {JOIN_NETWORK.title}
          </h2>
          <p className="mt-4 text-brand-50">{JOIN_NETWORK.text}</p>
          <p className="mt-6">
            <Link className="btn-secondary" to={JOIN_NETWORK.cta.href}>
              {JOIN_NETWORK.cta.label}
            </Link>
          </p>
        </div>
        <div className="rounded-xl bg-white p-6 text-center text-slate-900">
          <p className="text-5xl font-extrabold text-brand-800">{JOIN_NETWORK.rating.score}</p>
          <p className="mt-2 flex justify-center gap-1 text-amber-600" aria-hidden="true">
            {Array.from({ length: 5 }, (_, index) => (
              <Star key={index} className="size-5 fill-current" />
            ))}
          </p>
          <p className="mt-2 text-slate-700">{JOIN_NETWORK.ratingLabel}</p>
        </div>
      </div>
    </section>
  )
}

function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="container-page py-10 sm:py-14">
      <p className="eyebrow">{FEATURE_GRID.eyebrow}</p>
      <h2 id="features-title" className="section-title">
        {FEATURE_GRID.title}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURE_GRID.items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <span className="h-fit rounded-full bg-brand-100 p-3 text-brand-800">
              <Icon name={item.icon} />
            </span>
            <span>
              <h3 className="font-bold text-slate-900">{item.title}</h3>
              <p className="mt-1 text-slate-700">{item.text}</p>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Process() {
  return (
    <section aria-labelledby="process-title" className="bg-slate-50 py-10 sm:py-14">
      <div className="container-page">
        <p className="eyebrow">{PROCESS_STEPS.eyebrow}</p>
        <h2 id="process-title" className="section-title">
          {PROCESS_STEPS.title}
        </h2>
        <div className="mt-6">
          <Carousel
            label="Steps to care"
            perView={3}
            slides={PROCESS_STEPS.steps.map((step, index) => (
              <article key={step.title} className="card h-full">
                <p className="text-4xl font-extrabold text-brand-700" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </p>
                <h3 className="mt-2 text-lg font-bold text-slate-900">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-slate-700">{step.text}</p>
              </article>
            ))}
          />
        </div>
      </div>
    </section>
  )
}

function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="container-page py-10 sm:py-14">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-8 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta-title" className="text-2xl font-bold text-slate-900">
            {CLOSING_CTA.title}
          </h2>
          <p className="mt-2 text-slate-700">{CLOSING_CTA.text}</p>
        </div>
        <p className="flex flex-wrap gap-3">
          <a className="btn-primary" href={CLOSING_CTA.primary.href}>
            {CLOSING_CTA.primary.label}
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
  return (
    <section
      id="appointment"
      aria-labelledby="appointment-title"
      className="bg-brand-900 py-10 text-white sm:py-14"
    >
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_2fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {APPOINTMENT_SECTION.eyebrow}
          </p>
          <h2 id="appointment-title" className="mt-2 text-2xl font-bold sm:text-3xl">
            {APPOINTMENT_SECTION.title}
          </h2>
          <p className="mt-4 text-brand-50">{APPOINTMENT_SECTION.text}</p>
          <p className="mt-4 text-brand-50">
            Prefer to talk? Call the reception on{' '}
            <a className="font-semibold text-white" href={CONTACT.receptionPhoneHref}>
              {CONTACT.receptionPhone}
            </a>{' '}
            ({HOURS.label}).
          </p>
        </div>
        <HomeBookingForm data={booking} />
      </div>
    </section>
  )
}
