import { SITE } from '#app/content/site.ts'

export function Logo() {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 32 32" width="36" height="36" className="shrink-0">
        <rect width="32" height="32" rx="8" fill="#0b5c6b" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      </svg>
      <span className="text-xl font-extrabold tracking-tight text-brand-800">{SITE.name}</span>
    </>
  )
}
