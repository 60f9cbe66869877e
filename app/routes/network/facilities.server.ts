import { SITE } from '#app/content/site.ts'
import { parseFacilityFilters } from '#app/domain/network/facilities-filters.ts'
import { listFacilities } from '#app/domain/network/facilities.server.ts'
import { parseOrigin } from '#app/domain/network/nearest.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { localizePath } from '#app/utils/i18n/locales.ts'

/**
 * The facilities list for the address's filters and place to measure from (a town, a pin code
 * or the browser's location), nearest first when measured.
 */
export async function facilitiesPage(request: Request) {
  const params = new URL(request.url).searchParams
  const locale = requestLocale(request)
  const filters = parseFacilityFilters(params)
  const origin = parseOrigin(params)
  const list = await listFacilities(filters, origin, locale)
  const t = getT(locale, 'facilities')
  return {
    filters,
    origin:
      origin.kind === 'point'
        ? {
            kind: origin.kind,
            from: origin.from,
            approximate: origin.approximate,
            place: origin.place,
          }
        : origin,
    // The town chosen stays chosen; a pin code's town is not put in the list (the pin would then
    // lose to it when the visitor changes only the pin code).
    near: origin.kind === 'point' && origin.from === 'place' ? origin.place : null,
    pin: (params.get('pin') ?? '').slice(0, 10),
    // Coordinates the form carries on while the list is sorted by them.
    location:
      origin.kind === 'point' && origin.from === 'location'
        ? { lat: params.get('lat') ?? '', lng: params.get('lng') ?? '' }
        : null,
    ...list,
    canonical: `${appUrl()}${localizePath('/facilities', locale)}`,
    meta: {
      title: t('list.meta.title', { site: SITE.name }),
      description: t('list.meta.description'),
    },
  }
}
