import { CirclePlay, Star } from 'lucide-react'
import { ABOUT, JOIN_NETWORK } from '#app/content/home.ts'
import { SITE, VIDEO_CHANNEL } from '#app/content/site.ts'
import type { networkRating } from '#app/domain/network/rating.ts'
import { useNumberFormat, useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'

/** The network's rating as the home page shows it: verified reviews' once there are enough. */
export type NetworkRating = ReturnType<typeof networkRating>

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

export function About({ clinicCount, rating }: { clinicCount: number; rating: NetworkRating }) {
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

export function JoinNetwork({ rating }: { rating: NetworkRating }) {
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
