import { inflateSync } from 'node:zlib'

/** What a look through a PDF found: fine to keep, or why not. */
export type PdfVerdict = 'ok' | 'notPdf' | 'script' | 'launch' | 'embeddedFile' | 'unreadable'

/**
 * The names that make a PDF do something when opened instead of only showing pages: run a script,
 * start another program, or carry other files inside it. A report or a prescription needs none
 * of them, so a PDF with any of them is refused rather than cleaned (cleaning a PDF means
 * rewriting it, and a doctor must see exactly what the patient sent).
 */
const ACTIVE_NAMES: Record<string, Exclude<PdfVerdict, 'ok' | 'notPdf' | 'unreadable'>> = {
  JavaScript: 'script',
  JS: 'script',
  Launch: 'launch',
  EmbeddedFile: 'embeddedFile',
  EmbeddedFiles: 'embeddedFile',
  // Forms that run scripts (XFA) and embedded players; actions that send or fetch data.
  XFA: 'script',
  RichMedia: 'script',
  SubmitForm: 'launch',
  ImportData: 'launch',
  GoToE: 'launch',
}

/** `%%EOF` must be within this many bytes of the end (some writers add a little after it). */
const EOF_WINDOW = 1024
/** Inflating object streams stops here: a small PDF that inflates without end is a bomb. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024

/**
 * Checks that the bytes are a complete PDF with nothing active in it. Objects may hide in
 * compressed object streams (PDF 1.5 and later), so those are inflated and read as well; one
 * that cannot be inflated cannot be checked, and is refused as unreadable.
 */
export function inspectPdf(bytes: Uint8Array): PdfVerdict {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
  if (!text.startsWith('%PDF-')) return 'notPdf'
  if (!text.slice(-EOF_WINDOW).includes('%%EOF')) return 'notPdf'

  const found = activeName(text)
  if (found) return found
  let inflated = 0
  for (const stream of objectStreams(text)) {
    // Only plain Flate can be read here; layered filters or predictors could hide anything.
    if (!stream.checkable) return 'unreadable'
    let contents: string
    try {
      const buffer = inflateSync(Buffer.from(stream.data, 'latin1'), {
        maxOutputLength: MAX_INFLATED_BYTES - inflated,
      })
      inflated += buffer.length
      contents = buffer.toString('latin1')
    } catch {
      return 'unreadable'
    }
    const hidden = activeName(contents)
    if (hidden) return hidden
  }
  return 'ok'
}

/**
 * The first active name in PDF syntax. A name may spell any character as `#xx` (`/J#61vaScript`
 * is `/JavaScript`), so each is decoded before it is compared.
 */
function activeName(text: string): PdfVerdict | null {
  for (const match of text.matchAll(/\/([^\s/[\]()<>{}%]+)/g)) {
    const name = match[1]!.includes('#')
      ? match[1]!.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        )
      : match[1]!
    const verdict = ACTIVE_NAMES[name]
    if (verdict) return verdict
  }
  return null
}

/**
 * The raw data of every object stream: its dictionary says `/Type /ObjStm`, or has the `/N` and
 * `/First` only object streams have (readers do not insist on the type). `checkable` when it is
 * compressed with one plain Flate filter, which is what every common writer does.
 */
function* objectStreams(text: string): Generator<{ data: string; checkable: boolean }> {
  const streamStart = /stream\r?\n/g
  for (let match = streamStart.exec(text); match; match = streamStart.exec(text)) {
    // Only `stream` as the keyword after a dictionary, not inside `endstream`.
    if (text.slice(match.index - 3, match.index) === 'end') continue
    const dictionaryStart = text.lastIndexOf(' obj', match.index)
    // Comments (`%…` to the end of the line) may sit between a name and its value.
    const dictionary = text
      .slice(Math.max(dictionaryStart, match.index - 4096), match.index)
      .replace(/%[^\r\n]*/g, ' ')
    const end = text.indexOf('endstream', streamStart.lastIndex)
    if (end < 0) return
    const objectStream =
      /\/Type\s*\/ObjStm\b/.test(dictionary) ||
      (/\/N\s+\d/.test(dictionary) && /\/First\s+\d/.test(dictionary))
    if (objectStream) {
      const filters = dictionary.match(/\/(FlateDecode|Fl|ASCIIHexDecode|AHx|ASCII85Decode|A85|LZWDecode|LZW|RunLengthDecode|RL)\b/g) ?? []
      yield {
        data: text.slice(streamStart.lastIndex, end).replace(/\r?\n$/, ''),
        checkable:
          filters.length === 1 &&
          (filters[0] === '/FlateDecode' || filters[0] === '/Fl') &&
          !/\/DecodeParms\b|\/DP\b/.test(dictionary),
      }
    }
    streamStart.lastIndex = end
  }
}
