import { data } from 'react-router'
import type { Route } from './+types/lab-label'
import { Name } from '#app/components/ui/name.tsx'
import { SITE } from '#app/content/site.ts'
import { sampleRef } from '#app/domain/lab/labels.ts'
import { auditLabRead } from '#app/domain/lab/lab-board.server.ts'
import { LAB_STAFF_ROLES } from '#app/domain/lab/lab-roles.ts'
import { loadSampleLabel } from '#app/domain/lab/report.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { formatClinicBrief } from '#app/utils/clinic-time.ts'
import { code128Bars } from '#app/utils/code128.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale, translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['lab'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/**
 * The sample's label, one for each kind of sample the order's tests need (a blood tube, a urine
 * pot): the patient, the order, the sample ID in words and as a Code 128 barcode, when it was
 * taken. Printed on a label printer, it is the label and nothing else (`.print-label` in app.css).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole(request, LAB_STAFF_ROLES)
  const label = await loadSampleLabel(params.number)
  if (!label) throw data(null, { status: 404 })
  await auditLabRead({ userId: user.id, ipAddress: context.clientIp || null }, label.id, 'label')
  const locale = requestLocale(request)
  const t = getT(locale, 'lab')
  return data({
    meta: {
      title: t('label.metaTitle', { number: label.number, site: SITE.name }),
      description: '',
    },
    number: label.number,
    patientName: label.patientName,
    ageSex: t('label.ageSex', { age: label.ageYears, sex: t(`label.sex.${label.sex}`) }),
    sampleId: label.sampleId,
    collectedAt: formatClinicBrief(label.collectedAt, locale),
    samples: label.samples.map((sample) => translateRefOnServer(locale, sampleRef(sample))),
    barcode: code128Bars(label.sampleId),
  })
}

/** Bar height in modules: about 10 mm on a 60 mm label. */
const BAR_HEIGHT = 28

export default function SampleLabel({ loaderData: d }: Route.ComponentProps) {
  const t = useT('lab')
  const hydrated = useHydrated()
  return (
    <div className="print-labels container-page max-w-3xl py-8">
      <div className="no-print">
        <p>
          <Link to={`/staff/lab/${d.number}`}>← {t('label.back', { number: d.number })}</Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{t('label.title')}</h1>
        <p className="mt-1 text-slate-700">{t('label.hint')}</p>
        {hydrated ? (
          <button type="button" className="btn-primary mt-3" onClick={() => window.print()}>
            {t('label.print')}
          </button>
        ) : null}
      </div>
      <div className="mt-6 flex flex-wrap gap-4 print:mt-0 print:block">
        {d.samples.map((sample) => (
          <section
            key={sample}
            aria-label={t('label.labelFor', { sample })}
            className="print-label w-[60mm] rounded border border-slate-400 bg-white p-[2mm] font-sans text-[8pt] leading-tight text-black"
          >
            <p className="truncate text-[10pt] font-bold">
              <Name>{d.patientName}</Name>
            </p>
            <p className="flex justify-between gap-2">
              <span>{d.ageSex}</span>
              <span className="font-semibold">{sample}</span>
            </p>
            <svg
              role="img"
              aria-label={t('label.barcode', { sampleId: d.sampleId })}
              viewBox={`0 0 ${d.barcode.width} ${BAR_HEIGHT}`}
              preserveAspectRatio="none"
              shapeRendering="crispEdges"
              className="mt-[1mm] block h-[10mm] w-full"
            >
              <rect x="0" y="0" width={d.barcode.width} height={BAR_HEIGHT} fill="#fff" />
              {d.barcode.bars.map((bar) => (
                <rect
                  key={bar.x}
                  x={bar.x}
                  y="0"
                  width={bar.width}
                  height={BAR_HEIGHT}
                  fill="#000"
                />
              ))}
            </svg>
            <p className="text-center font-mono text-[10pt] font-bold tracking-wider">
              {d.sampleId}
            </p>
            <p className="flex justify-between gap-2 whitespace-nowrap">
              <span className="font-mono">{d.number}</span>
              <span>{d.collectedAt}</span>
            </p>
          </section>
        ))}
      </div>
    </div>
  )
}
