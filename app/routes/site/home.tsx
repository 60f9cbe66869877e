import type { Route } from './+types/home'
import type { BookingFormData } from '#app/components/booking-form.tsx'
import { deferHydration } from '#app/components/deferred-hydration.tsx'
import { Departments } from '#app/components/home/departments-section.tsx'
import { Hero } from '#app/components/home/hero.tsx'
import {
  ClosingCta,
  ContactBoxes,
  FeatureGrid,
  Process,
  Services,
} from '#app/components/home/home-sections.tsx'
import { About, JoinNetwork } from '#app/components/home/network-figures.tsx'
import { JsonLd } from '#app/components/json-ld.tsx'
import { APPOINTMENT_SECTION } from '#app/content/home.ts'
import { CONTACT } from '#app/content/site.ts'
import { getOptionalUser } from '#app/routes/guards.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { Message, useT } from '#app/utils/i18n/i18n.tsx'
import { homePage } from './home.server.ts'
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
  return homePage(request, user)
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
