import { createRequire } from 'node:module'
import type PDFDocument from 'pdfkit'
import type qrcode from 'qrcode'
import type { DocumentBlock, PrintableDocument, TableMark } from './document.ts'

/**
 * Noto Sans Devanagari (Google's, OFL) covers Devanagari and Latin alike, so one family sets
 * mixed English and Hindi text. pdfkit lays text out with fontkit, which applies the font's
 * Indic shaping rules (conjuncts, reph, the short i before its consonant); the fonts are
 * embedded as subsets.
 */
const require = createRequire(import.meta.url)
const FONT_DIR = '@expo-google-fonts/noto-sans-devanagari'
export const DOCUMENT_FONTS = {
  regular: require.resolve(`${FONT_DIR}/400Regular/NotoSansDevanagari_400Regular.ttf`),
  bold: require.resolve(`${FONT_DIR}/700Bold/NotoSansDevanagari_700Bold.ttf`),
}

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 42
const FOOTER_HEIGHT = 34
const CONTENT_WIDTH = A4.width - 2 * MARGIN
const INK = '#111111'
const MUTED = '#555555'
const RULE = '#999999'

type Pdf = InstanceType<typeof PDFDocument>
type QrCodes = typeof qrcode

/**
 * The document as a PDF file (A4), with its fonts embedded. pdfkit and qrcode (~10 MB of memory
 * with fontkit) are loaded by the first document a process makes, not by every process at start.
 */
export async function renderPdf(document: PrintableDocument): Promise<Buffer> {
  const [{ default: PdfDocument }, { default: qrCodes }] = await Promise.all([
    import('pdfkit'),
    import('qrcode'),
  ])
  const pdf = new PdfDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    bufferPages: true,
    font: DOCUMENT_FONTS.regular,
    lang: document.language === 'hi' ? 'hi-IN' : 'en-IN',
    displayTitle: true,
    info: { Title: document.title, Author: document.author, Creator: document.author },
  })
  pdf.registerFont('regular', DOCUMENT_FONTS.regular)
  pdf.registerFont('bold', DOCUMENT_FONTS.bold)
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })

  drawTop(pdf, document)
  for (const block of document.blocks) drawBlock(pdf, block, qrCodes)
  drawFooters(pdf, document.footer, document.pageLabel ?? '{page}/{count}')
  pdf.end()
  return done
}

function drawTop(pdf: Pdf, document: PrintableDocument) {
  const top = pdf.y
  const referenceWidth = 170
  const [name, ...rest] = document.letterhead
  pdf.font('bold').fontSize(15).fillColor(INK)
  pdf.text(name ?? '', MARGIN, top, { width: CONTENT_WIDTH - referenceWidth - 10 })
  pdf.font('regular').fontSize(9.5).fillColor(MUTED)
  for (const line of rest) pdf.text(line, { width: CONTENT_WIDTH - referenceWidth - 10 })
  const leftBottom = pdf.y
  pdf.font('regular').fontSize(9.5).fillColor(INK)
  pdf.y = top
  for (const line of document.reference)
    pdf.text(line, A4.width - MARGIN - referenceWidth, pdf.y, {
      width: referenceWidth,
      align: 'right',
    })
  pdf.x = MARGIN
  pdf.y = Math.max(leftBottom, pdf.y) + 6
  rule(pdf)
  pdf.moveDown(0.4)
  pdf.font('bold').fontSize(13).fillColor(INK).text(document.title, MARGIN, pdf.y, {
    width: CONTENT_WIDTH,
    align: 'center',
  })
  pdf.moveDown(0.4)
}

function rule(pdf: Pdf) {
  pdf
    .moveTo(MARGIN, pdf.y)
    .lineTo(A4.width - MARGIN, pdf.y)
    .lineWidth(0.7)
    .strokeColor(RULE)
    .stroke()
}

/** Starts a new page when fewer than `height` points are left on this one; true when it did. */
function keepSpace(pdf: Pdf, height: number): boolean {
  if (pdf.y + height <= A4.height - MARGIN - FOOTER_HEIGHT) return false
  pdf.addPage()
  return true
}

function drawBlock(pdf: Pdf, block: DocumentBlock, qrCodes: QrCodes) {
  pdf.x = MARGIN
  switch (block.kind) {
    case 'heading':
      // Room for the heading and the first lines under it: a heading never ends a page.
      keepSpace(pdf, block.keep ?? 72)
      pdf.moveDown(0.5)
      pdf.font('bold').fontSize(11.5).fillColor(INK).text(block.text, { width: CONTENT_WIDTH })
      pdf.moveDown(0.15)
      return
    case 'paragraph':
      pdf
        .font(block.emphasis === 'bold' ? 'bold' : 'regular')
        .fontSize(block.emphasis === 'small' ? 8.5 : 10.5)
        .fillColor(block.emphasis === 'small' ? MUTED : INK)
        .text(block.text, { width: CONTENT_WIDTH })
      pdf.moveDown(0.2)
      return
    case 'notice': {
      pdf.font('bold').fontSize(11.5)
      const height = pdf.heightOfString(block.text, { width: CONTENT_WIDTH - 16 }) + 12
      keepSpace(pdf, height)
      const top = pdf.y
      pdf.rect(MARGIN, top, CONTENT_WIDTH, height).lineWidth(1.5).strokeColor('#b00020').stroke()
      pdf.fillColor('#b00020').text(block.text, MARGIN + 8, top + 6, { width: CONTENT_WIDTH - 16 })
      pdf.x = MARGIN
      pdf.y = top + height + 6
      return
    }
    case 'fields':
      for (const { label, value } of block.fields) {
        keepSpace(pdf, 16)
        pdf.font('bold').fontSize(10.5).fillColor(INK).text(`${label}: `, { continued: true })
        pdf.font('regular').text(value, { width: CONTENT_WIDTH })
      }
      pdf.moveDown(0.2)
      return
    case 'table':
      drawTable(pdf, block)
      return
    case 'qr':
      drawQr(pdf, block.url, block.caption, qrCodes)
      return
  }
}

const CELL_PADDING = 3

function drawTable(pdf: Pdf, table: Extract<DocumentBlock, { kind: 'table' }>) {
  const widths = table.columns.map((c) => c.width * CONTENT_WIDTH)
  const headerCells = table.columns.map((c) => c.label)
  const row = (cells: string[], header: boolean, mark?: TableMark | null) => {
    pdf.font(header ? 'bold' : 'regular').fontSize(header ? 9 : 9.5)
    const height =
      Math.max(
        ...cells.map((cell, i) =>
          pdf.heightOfString(cell || ' ', {
            width: widths[i]! - 2 * CELL_PADDING - (mark?.column === i ? markWidth(mark) : 0),
          }),
        ),
      ) +
      2 * CELL_PADDING
    // A table that runs onto the next page repeats its header row there.
    if (!header && keepSpace(pdf, height)) {
      row(headerCells, true)
      pdf.font('regular').fontSize(9.5)
    } else if (header) keepSpace(pdf, height)
    const top = pdf.y
    if (header) pdf.rect(MARGIN, top, CONTENT_WIDTH, height).fillColor('#eeeeee').fill()
    let x = MARGIN
    cells.forEach((cell, i) => {
      const indent =
        mark?.column === i ? drawMark(pdf, mark, x + CELL_PADDING, top + CELL_PADDING) : 0
      pdf.fillColor(INK).text(cell, x + CELL_PADDING + indent, top + CELL_PADDING, {
        width: widths[i]! - 2 * CELL_PADDING - indent,
      })
      x += widths[i]!
    })
    pdf
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + CONTENT_WIDTH, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke()
    pdf.x = MARGIN
    pdf.y = top + height
  }
  row(headerCells, true)
  table.rows.forEach((cells, i) => row(cells, false, table.marks?.[i]))
  pdf.moveDown(0.4)
}

const MARK_SIZE = 6

/** Filled triangles (▲ or ▼) on the first line of a cell; returns the width they take. */
function drawMark(pdf: Pdf, mark: TableMark, x: number, top: number): number {
  const y = top + 3.5
  for (let n = 0; n < mark.count; n++) {
    const left = x + n * (MARK_SIZE + 1.5)
    if (mark.direction === 'up')
      pdf
        .polygon(
          [left, y + MARK_SIZE],
          [left + MARK_SIZE, y + MARK_SIZE],
          [left + MARK_SIZE / 2, y],
        )
        .fillColor(INK)
        .fill()
    else
      pdf
        .polygon([left, y], [left + MARK_SIZE, y], [left + MARK_SIZE / 2, y + MARK_SIZE])
        .fillColor(INK)
        .fill()
  }
  return markWidth(mark)
}

function markWidth(mark: TableMark): number {
  return mark.count * (MARK_SIZE + 1.5) + 2
}

const QR_SIZE = 86

/** Drawn as vector squares: sharp at any zoom and on any printer. */
function drawQr(pdf: Pdf, url: string, caption: string, qrCodes: QrCodes) {
  keepSpace(pdf, QR_SIZE + 10)
  pdf.moveDown(0.3)
  const qr = qrCodes.create(url, { errorCorrectionLevel: 'M' })
  const count = qr.modules.size
  const cell = QR_SIZE / (count + 2)
  const top = pdf.y
  pdf.fillColor('#000000')
  for (let r = 0; r < count; r++)
    for (let c = 0; c < count; c++)
      if (qr.modules.get(r, c)) pdf.rect(MARGIN + (c + 1) * cell, top + (r + 1) * cell, cell, cell)
  pdf.fill()
  pdf
    .font('regular')
    .fontSize(9.5)
    .fillColor(INK)
    .text(caption, MARGIN + QR_SIZE + 10, top + 8, { width: CONTENT_WIDTH - QR_SIZE - 10 })
  pdf.x = MARGIN
  pdf.y = Math.max(pdf.y, top + QR_SIZE) + 4
}

function drawFooters(pdf: Pdf, footer: string, pageLabel: string) {
  const { start, count } = pdf.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i)
    // Writing inside the bottom margin must not start a new page.
    const bottom = pdf.page.margins.bottom
    pdf.page.margins.bottom = 0
    const y = A4.height - MARGIN - FOOTER_HEIGHT + 8
    pdf
      .moveTo(MARGIN, y - 4)
      .lineTo(A4.width - MARGIN, y - 4)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke()
    pdf
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `${footer}  ·  ${pageLabel.replace('{page}', String(i + 1)).replace('{count}', String(count))}`,
        MARGIN,
        y,
        { width: CONTENT_WIDTH, align: 'center' },
      )
    pdf.page.margins.bottom = bottom
  }
}
