import type { Route } from './+types/review-rules'
import { SITE } from '#app/content/site.ts'
import {
  RATING_MIN_REVIEWS,
  REVIEW_REJECT_REASONS,
  REVIEW_TEXT_MAX,
  REVIEW_WINDOW_DAYS,
} from '#app/db/schema/network-values.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, sharedPage } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['reviews'] }

export const policy: RoutePolicy = sharedPage

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data)

export function loader({ request }: Route.LoaderArgs) {
  const t = getT(requestLocale(request), 'reviews')
  return {
    meta: {
      title: t('rules.meta.title', { site: SITE.name }),
      description: t('rules.meta.description'),
    },
  }
}

/** The published moderation rules: who may review, what is shown, what is refused and why. */
export default function ReviewRules() {
  const t = useT('reviews')
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('rules.title')}</h1>
      <p className="mt-3 text-lg text-slate-800">{t('rules.intro')}</p>
      <h2 className="mt-8 text-xl font-bold text-slate-900">{t('rules.who.title')}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
        <li>{t('rules.who.visit')}</li>
        <li>{t('rules.who.once')}</li>
        <li>{t('rules.who.window', { days: REVIEW_WINDOW_DAYS })}</li>
      </ul>
      <h2 className="mt-8 text-xl font-bold text-slate-900">{t('rules.shown.title')}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
        <li>{t('rules.shown.stars')}</li>
        <li>{t('rules.shown.minimum', { minimum: RATING_MIN_REVIEWS })}</li>
        <li>{t('rules.shown.name')}</li>
        <li>{t('rules.shown.words', { max: REVIEW_TEXT_MAX })}</li>
        <li>{t('rules.shown.reply')}</li>
      </ul>
      <h2 className="mt-8 text-xl font-bold text-slate-900">{t('rules.refused.title')}</h2>
      <p className="mt-2 text-slate-800">{t('rules.refused.intro')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
        {REVIEW_REJECT_REASONS.map((reason) => (
          <li key={reason}>
            <strong>{t(`reason.${reason}`)}</strong>: {t(`rules.reason.${reason}`)}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-slate-800">{t('rules.refused.stars')}</p>
      <h2 className="mt-8 text-xl font-bold text-slate-900">{t('rules.write.title')}</h2>
      <p className="mt-2 text-slate-800">
        {t('rules.write.how')} <Link to="/account/reviews">{t('rules.write.link')}</Link>
      </p>
    </div>
  )
}
