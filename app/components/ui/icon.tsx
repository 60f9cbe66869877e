import {
  Activity,
  Ambulance,
  CalendarCheck,
  ClipboardList,
  Clock,
  FlaskConical,
  FolderHeart,
  HeartPulse,
  Hospital,
  House,
  Languages,
  Lock,
  type LucideIcon,
  Microscope,
  Phone,
  Pill,
  Search,
  ShieldCheck,
  Stethoscope,
  Wallet,
} from 'lucide-react'

/** Content modules name icons by word; this maps those words to drawings. */
const ICONS = {
  stethoscope: Stethoscope,
  clipboard: ClipboardList,
  activity: Activity,
  heart: HeartPulse,
  phone: Phone,
  folder: FolderHeart,
  calendar: CalendarCheck,
  search: Search,
  building: Hospital,
  ambulance: Ambulance,
  flask: FlaskConical,
  microscope: Microscope,
  pill: Pill,
  shield: ShieldCheck,
  clock: Clock,
  languages: Languages,
  wallet: Wallet,
  home: House,
  lock: Lock,
} satisfies Record<string, LucideIcon>

export type IconName = keyof typeof ICONS

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Drawing = ICONS[name]
  return <Drawing aria-hidden="true" focusable="false" className={className ?? 'size-6'} />
}
