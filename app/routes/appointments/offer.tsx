import { parseWithZod } from '@conform-to/zod/v4'
import { data, useNavigation } from 'react-router'
import type { Route } from './+types/offer'
import { SITE } from '#app/content/site.ts'
import { departmentName } from '#app/domain/departments/department-name.ts'
import {
  declineOffer,
  findOfferByToken,
  HOLD_MINUTES,
  takeOffer,
} from '#app/domain/waitlist/offers.server.ts'
import { OfferLapsedError } from '#app/domain/waitlist/waitlist-errors.ts'
import { OfferAnswerSchema } from '#app/domain/waitlist/waitlist-schema.ts'
import { getOptionalUser } from '#app/routes/guards.server.ts'
import { formatClinicDateTime, formatClinicTime } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { readForm } from '#app/utils/read-form.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

export const handle: I18nHandle = { i18n: ['booking'] }

/** A private link (its token is the key), never cached or shared. */
export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data, NOINDEX, { name: 'referrer', content: 'same-origin' })

export async function loader({ request, params }: Route.LoaderArgs) {
  const offer = await findOfferByToken(params.token)
  if (!offer) throw data(null, { status: 404 })
  const locale = requestLocale(request)
  const t = getT(locale, 'booking')
  return {
    meta: {
      title: t('offer.meta.title', { site: SITE.name }),
      description: t('offer.meta.description'),
    },
    state: offer.state,
    doctorName: offer.doctorName,
    departmentName: departmentName(
      getT(locale, 'common'),
      offer.departmentSlug,
      offer.departmentName,
    ),
    when: formatClinicDateTime(offer.startsAt, locale),
    until: formatClinicTime(offer.heldUntil, locale),
    minutes: HOLD_MINUTES,
    // After a lapse: the booking form, on this doctor and the day they wanted.
    bookPath: `/appointments/new?doctor=${encodeURIComponent(offer.doctorSlug)}&date=${offer.wantedDate}`,
    managePath: offer.manageToken ? `/appointments/manage/${offer.manageToken}` : null,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: OfferAnswerSchema })
  if (submission.status !== 'success') return data({ lapsed: false }, { status: 400 })
  const locale = requestLocale(request)
  const t = getT(locale, 'booking')
  const here = localizedPath(request, `/appointments/offer/${params.token}`)
  const user = await getOptionalUser(request)
  try {
    if (submission.value.intent === 'take') {
      const taken = await takeOffer(params.token, {
        userId: user?.id ?? null,
        ipAddress: context.clientIp,
      })
      return redirectWithToast(
        localizedPath(request, `/appointments/manage/${taken.manageToken}`),
        {
          type: 'success',
          title: taken.moved ? t('offer.toast.moved') : t('offer.toast.booked'),
        },
      )
    }
    const leave = submission.value.intent === 'leave'
    await declineOffer(params.token, leave)
    return redirectWithToast(here, {
      type: 'success',
      title: leave ? t('offer.toast.left') : t('offer.toast.declined'),
    })
  } catch (error) {
    // Too late, said kindly by the page itself (the loader now finds the hold gone).
    if (error instanceof OfferLapsedError) return data({ lapsed: true }, { status: 409 })
    throw error
  }
}

export default function Offer({ loaderData }: Route.ComponentProps) {
  const t = useT('booking')
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting'
  const { state } = loaderData
  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-3xl font-bold text-slate-900">
        {state === 'taken'
          ? t('offer.taken.title')
          : state === 'held'
            ? t('offer.title')
            : t('offer.lapsed.title')}
      </h1>
      <section className="card mt-6" aria-live="polite" data-testid="offer">
        <p className="text-lg text-slate-900">
          {t(state === 'gone' ? 'offer.gone.time' : 'offer.held.text', {
            doctor: loaderData.doctorName,
            department: loaderData.departmentName,
            when: loaderData.when,
          })}
        </p>
        {state === 'held' ? (
          <>
            <p className="mt-2 font-semibold text-slate-900">
              {t('offer.held.until', { until: loaderData.until })}
            </p>
            <p className="mt-2 text-slate-700">{t('offer.held.moves')}</p>
            <Form method="post" className="mt-4">
              <button
                type="submit"
                name="intent"
                value="take"
                className="btn-primary w-full sm:w-auto"
                disabled={submitting}
              >
                {t('offer.take')}
              </button>
            </Form>
            <Form method="post" className="mt-4 flex flex-wrap gap-3">
              <button
                type="submit"
                name="intent"
                value="decline"
                className="btn-secondary"
                disabled={submitting}
              >
                {t('offer.decline')}
              </button>
              <button
                type="submit"
                name="intent"
                value="leave"
                className="btn-secondary"
                disabled={submitting}
              >
                {t('offer.leave')}
              </button>
            </Form>
          </>
        ) : state === 'taken' && loaderData.managePath ? (
          <Link to={loaderData.managePath} className="btn-primary mt-4">
            {t('offer.taken.manage')}
          </Link>
        ) : (
          <>
            <p className="mt-2 text-slate-700">
              {t('offer.lapsed.text', { minutes: loaderData.minutes })}
            </p>
            <Link to={loaderData.bookPath} className="btn-primary mt-4">
              {t('offer.lapsed.book')}
            </Link>
          </>
        )}
      </section>
    </div>
  )
}
