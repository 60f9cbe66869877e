import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { makePdf, objectStream } from '#tests/support/files.ts'
import { inspectPdf } from './pdf-check.server.ts'

describe('inspectPdf', () => {
  it('accepts a complete PDF that only shows pages', () => {
    expect(inspectPdf(makePdf())).toBe('ok')
    expect(inspectPdf(makePdf('', { objects: [objectStream('4 0 << /Type /Font >>')] }))).toBe('ok')
  })

  it('refuses what is not a whole PDF', () => {
    expect(inspectPdf(makePdf('', { eof: false }))).toBe('notPdf')
    expect(inspectPdf(makePdf().subarray(0, 60))).toBe('notPdf')
    expect(inspectPdf(Buffer.from('%PD'))).toBe('notPdf')
    expect(inspectPdf(Buffer.concat([Buffer.from(' '), makePdf()]))).toBe('notPdf')
  })

  it('refuses scripts, launching programs and files carried inside', () => {
    expect(inspectPdf(makePdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'))).toBe(
      'script',
    )
    expect(inspectPdf(makePdf('/AA << /O << /JS 5 0 R >> >>'))).toBe('script')
    expect(inspectPdf(makePdf('/OpenAction << /S /Launch /F (cmd.exe) >>'))).toBe('launch')
    expect(inspectPdf(makePdf('/Names << /EmbeddedFiles 6 0 R >>'))).toBe('embeddedFile')
    expect(inspectPdf(makePdf('/X << /Type /EmbeddedFile >>'))).toBe('embeddedFile')
  })

  it('sees names spelled with #xx and objects hidden in compressed object streams', () => {
    expect(inspectPdf(makePdf('/OpenAction << /S /J#61vaScript /J#53 (x) >>'))).toBe('script')
    const hidden = objectStream('4 0 << /S /Launch /F (calc.exe) >>')
    expect(inspectPdf(makePdf('/OpenAction 4 0 R', { objects: [hidden] }))).toBe('launch')
  })

  it('does not mistake longer names for active ones', () => {
    expect(inspectPdf(makePdf('/JSON 1 /JavaScriptless 2 /Launcher 3'))).toBe('ok')
  })

  it('refuses an object stream it cannot read (so cannot check)', () => {
    const broken = Buffer.from(
      '3 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\nnot deflated\nendstream\nendobj\n',
      'latin1',
    )
    expect(inspectPdf(makePdf('', { objects: [broken] }))).toBe('unreadable')
  })

  it('refuses object streams it could only read past one layer, and finds them without /Type', () => {
    const twice = deflateSync(deflateSync(Buffer.from('4 0 << /S /JavaScript /JS (x) >>')))
    const layered = Buffer.concat([
      Buffer.from(
        '3 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter [/FlateDecode /FlateDecode] >>\nstream\n',
        'latin1',
      ),
      twice,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ])
    expect(inspectPdf(makePdf('', { objects: [layered] }))).toBe('unreadable')
    const untyped = Buffer.concat([
      Buffer.from('3 0 obj\n<< /N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 12 >> >>\nstream\n', 'latin1'),
      deflateSync(Buffer.from('4 0 << /S /Launch >>')),
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ])
    expect(inspectPdf(makePdf('', { objects: [untyped] }))).toBe('unreadable')
    // A comment between the name and its value hides nothing.
    const commented = objectStream('4 0 << /S /Launch /F (calc.exe) >>').toString('latin1').replace('/Type /ObjStm', '/Type %x\n/ObjStm')
    expect(inspectPdf(makePdf('', { objects: [Buffer.from(commented, 'latin1')] }))).toBe('launch')
  })

  it('refuses script forms and actions that send data', () => {
    expect(inspectPdf(makePdf('/AcroForm << /XFA 7 0 R >>'))).toBe('script')
    expect(inspectPdf(makePdf('/OpenAction << /S /SubmitForm /F (http://x) >>'))).toBe('launch')
  })
})
