import type { MedicineOrderStatus } from '#app/domain/pharmacy/staff-flow.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'

const BADGE: Record<MedicineOrderStatus, string> = {
  submitted: 'bg-amber-100 text-amber-900',
  awaiting_patient: 'bg-violet-100 text-violet-900',
  confirmed: 'bg-sky-100 text-sky-900',
  packed: 'bg-sky-100 text-sky-900',
  out_for_delivery: 'bg-green-100 text-green-900',
  ready_for_pickup: 'bg-green-100 text-green-900',
  delivered: 'bg-green-700 text-white',
  collected: 'bg-green-700 text-white',
  rejected: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-200 text-slate-800',
}

/** A medicine order's status as the pharmacy's pages show it: a word on a colour. */
export function PharmacyStatusBadge({ status }: { status: MedicineOrderStatus }) {
  const t = useT('pharmacyStaff')
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-sm font-semibold whitespace-nowrap ${BADGE[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  )
}
