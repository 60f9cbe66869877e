/**
 * A printable document (an e-prescription, later a lab report) described as data: the one shape
 * that `renderPdf` (pdf.server.ts) draws. Text may be English, Hindi or both: the embedded fonts
 * shape Devanagari (docs/decisions/0016-documents.md).
 */
export type PrintableDocument = {
  /** Shown in the PDF viewer's title bar and as the document's first heading. */
  title: string
  /** The issuer's block at the top: its first line is set large and bold. */
  letterhead: string[]
  /** Lines at the top right, e.g. the number and date. */
  reference: string[]
  blocks: DocumentBlock[]
  /** Printed at the foot of every page, followed by "page n/N". */
  footer: string
  /** The page number in words, with {page} and {count} ("Page {page} of {count}"); default "n/N". */
  pageLabel?: string
  /** For the PDF's metadata. */
  author: string
  language: 'en' | 'hi'
}

export type DocumentBlock =
  /** `keep`: points of what follows to keep on the heading's page (a signature block and its QR). */
  | { kind: 'heading'; text: string; keep?: number }
  | { kind: 'paragraph'; text: string; emphasis?: 'bold' | 'small' }
  /** A warning set in a box, e.g. "Cancelled". */
  | { kind: 'notice'; text: string }
  /** Label and value pairs, one a line. */
  | { kind: 'fields'; fields: { label: string; value: string }[] }
  /**
   * `widths` are fractions of the page's width; one per column. `marks` (one per row, or null)
   * draws one or two triangles pointing up or down before the text of a cell: a high or low result
   * is seen without colour (the font has no arrows).
   */
  | {
      kind: 'table'
      columns: { label: string; width: number }[]
      rows: string[][]
      marks?: (TableMark | null)[]
    }
  /** A QR code of `url`, with `caption` (which should name the address too) beside it. */
  | { kind: 'qr'; url: string; caption: string }

export type TableMark = { column: number; direction: 'up' | 'down'; count: 1 | 2 }
