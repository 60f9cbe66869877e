import { expect, it } from 'vitest'
import { readDocumentSlots } from './join-documents.ts'

it('pairs each chosen file with the purpose beside its picker, skipping empty pickers', () => {
  const form = new FormData()
  form.append('document0', new File([], ''))
  form.append('purpose0', 'photo')
  form.append('document1', new File(['%PDF'], 'degree.pdf'))
  form.append('purpose1', 'qualification')
  form.append('document2', new File(['x'], 'other.pdf'))
  form.append('purpose2', '<script>')
  const read = readDocumentSlots(form)
  expect(read.map((d) => [d.file.name, d.purpose])).toEqual([
    ['degree.pdf', 'qualification'],
    ['other.pdf', 'other'],
  ])
})

it('ignores text posted where a file belongs', () => {
  const form = new FormData()
  form.append('document0', 'not a file')
  expect(readDocumentSlots(form)).toEqual([])
})
