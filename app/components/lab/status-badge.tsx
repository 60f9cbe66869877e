import type { LabOrderStatus } from '#app/domain/lab/status-flow.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'

const BADGE: Record<LabOrderStatus, string> = {
  booked: 'bg-amber-100 text-amber-900',
  collector_assigned: 'bg-amber-100 text-amber-900',
  collected: 'bg-sky-100 text-sky-900',
  received: 'bg-sky-100 text-sky-900',
  results_entered: 'bg-violet-100 text-violet-900',
  verified: 'bg-green-100 text-green-900',
  released: 'bg-green-700 text-white',
  cancelled: 'bg-slate-200 text-slate-800',
  rejected: 'bg-red-100 text-red-900',
}

/** An order's status as the laboratory's pages show it: a word on a colour. */
export function StatusBadge({ status }: { status: LabOrderStatus }) {
  const t = useT('lab')
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${BADGE[status]}`}>
      {t(`staff.status.${status}`)}
    </span>
  )
}
