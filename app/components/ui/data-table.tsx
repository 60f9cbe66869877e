import { TableScroller } from './table-scroller.tsx'

/**
 * The staff screens' list table: a caption, column headers, and the rows the caller renders.
 * Scrolls sideways on small screens.
 */
export function DataTable({
  label,
  caption,
  columns,
  children,
  captionClassName = 'mb-2 text-left text-slate-700',
  className,
}: {
  label: string
  caption: React.ReactNode
  columns: readonly string[]
  children: React.ReactNode
  captionClassName?: string
  className?: string
}) {
  return (
    <TableScroller label={label} className={className}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className={captionClassName}>{caption}</caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            {columns.map((column) => (
              <th key={column} scope="col" className="p-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroller>
  )
}
