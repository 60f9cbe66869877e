/**
 * A person's name as they wrote it: shown as it is on every page, and marked so that browser
 * translation leaves it alone ("Ramesh Yadav" must not become "Ramesh Yadav (a caste)").
 */
export function Name({ children }: { children: string }) {
  return <span translate="no">{children}</span>
}
