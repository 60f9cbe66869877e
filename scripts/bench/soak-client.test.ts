import { describe, expect, test } from 'vitest'
import { formEntries, readForms, selectOptions, submitButtons } from './soak-client.ts'

// The soak benchmark sends forms as a browser without JavaScript would: what it reads from a page
// must be what a browser would send back.
describe('readForms', () => {
  const page = `
    <form action="/language" method="post"><input type="hidden" name="locale" value="hi"/></form>
    <form id="booking" action="/appointments/new" method="post" encType="multipart/form-data">
      <input type="hidden" name="requestKey" value="key-1"/>
      <button type="submit" name="intent" value="show-times">Show free times</button>
      <button type="submit" name="intent" value="book">Book</button>
    </form>
    <select name="doctor" form="booking"><option value="">Choose</option><option value="dr-a" selected="">A</option><option value="dr-b">B</option></select>
    <select name="time" form="booking"><option value="08:00">8 am</option><option value="08:20">8:20 am</option></select>
    <textarea name="reason" form="booking">
Fever &amp; cough</textarea>
    <input type="checkbox" name="agree" form="booking" checked=""/>
    <input type="checkbox" name="extra" form="booking" value="yes"/>
    <input type="radio" name="mode" form="booking" value="video"/>
    <input type="radio" name="mode" form="booking" value="in_person" checked=""/>
    <input type="text" name="name" form="booking" value="Ram &quot;Prasad&quot;" disabled=""/>
    <input type="file" name="file" form="booking"/>
  `

  test('finds fields outside the form that name it, in document order', () => {
    const forms = readForms(page)
    expect(forms.map((f) => f.action)).toEqual(['/language', '/appointments/new'])
    const booking = forms[1]!
    expect(booking.multipart).toBe(true)
    expect(selectOptions(booking, 'time')).toEqual(['08:00', '08:20'])
    expect(submitButtons(booking).map((b) => b.value)).toEqual(['show-times', 'book'])
  })

  test('sends what a browser sends: selected or first option, checked boxes, no disabled fields', () => {
    const booking = readForms(page)[1]!
    expect(formEntries(booking, {}, { name: 'intent', value: 'book' })).toEqual([
      ['requestKey', 'key-1'],
      ['doctor', 'dr-a'],
      ['time', '08:00'],
      ['reason', 'Fever & cough'],
      ['agree', 'on'],
      ['mode', 'in_person'],
      ['file', ''],
      ['intent', 'book'],
    ])
  })

  test('typed values replace the page’s, once per name; new names are added', () => {
    const booking = readForms(page)[1]!
    expect(formEntries(booking, { time: '08:20', mode: 'video', phone: '9876543210' })).toEqual([
      ['requestKey', 'key-1'],
      ['doctor', 'dr-a'],
      ['time', '08:20'],
      ['reason', 'Fever & cough'],
      ['agree', 'on'],
      ['mode', 'video'],
      ['file', ''],
      ['phone', '9876543210'],
    ])
  })
})
