/**
 * Wraps a wide table so it scrolls sideways on a phone or tablet. The scrolling region is
 * labelled and reachable by keyboard, so it can be scrolled without a mouse.
 */
export function TableScroller({
  label,
  className = 'mt-4',
  children,
}: {
  label: string
  className?: string
  children: React.ReactNode
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={label} tabIndex={0} className={`overflow-x-auto ${className}`}>
      {children}
    </div>
  )
}
