import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { SITE } from '#app/content/site.ts'
import { FiguresPeriodSchema } from '#app/domain/opd/index.ts'
import { lastDayOf, loadOpdFigures } from '#app/domain/opd/index.server.ts'
import { listOpdFacilities } from '#app/domain/opd/opd-day.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { clinicToday } from '#app/utils/clinic-time.ts'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { DESK_ROLES } from './opd-desk.server.ts'

export type FiguresPeriod = { kind: 'day' | 'month'; from: string; to: string; month: string }

/**
 * The period and clinic a figures request asks for (`?day=`, `?month=`, `?clinic=`), or the
 * validation's reply for a bad date. Admins and the front desk only.
 */
export async function figuresRequest(request: Request) {
  await requireRole(request, DESK_ROLES)
  const url = new URL(request.url)
  const submission = parseWithZod(url.searchParams, { schema: FiguresPeriodSchema })
  const clinics = await listOpdFacilities()
  const asked = url.searchParams.get('clinic')
  const clinic = clinics.find((c) => c.slug === asked) ?? null
  if (submission.status !== 'success') return { submission, clinics, clinic, period: null }
  const { day, month } = submission.value
  const period: FiguresPeriod =
    month && !day
      ? { kind: 'month', from: `${month}-01`, to: lastDayOf(month), month }
      : {
          kind: 'day',
          from: day || clinicToday(),
          to: day || clinicToday(),
          month: (day || clinicToday()).slice(0, 7),
        }
  return { submission, clinics, clinic, period }
}

export async function figuresLoader(request: Request) {
  const { submission, clinics, clinic, period } = await figuresRequest(request)
  const t = getT(requestLocale(request), 'opd')
  const meta = {
    title: t('figures.metaTitle', { site: SITE.name }),
    description: t('figures.intro'),
  }
  const base = { meta, clinics, clinic: clinic?.slug ?? '' }
  if (!period)
    return data(
      { ...base, result: submission.reply(), period: null, figures: null },
      { status: 400 },
    )
  const figures = await loadOpdFigures(period.from, period.to, clinic?.slug ?? null)
  return { ...base, result: null, period, figures }
}
