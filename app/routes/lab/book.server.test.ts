import { eq } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, expect, it } from 'vitest'
import { COLLECTION_AREAS } from '#app/content/lab-areas.ts'
import { getDb } from '#app/db/client.server.ts'
import { labCollectionWindows, labOrders } from '#app/db/schema/lab.ts'
import { cartCookie } from '#app/domain/lab/cart.server.ts'
import { FREE_WINDOW_FIELD } from '#app/domain/lab/free-window.ts'
import { addDays, clinicToday } from '#app/utils/clinic-time.ts'
import { serverRuntime } from '#app/utils/i18n/i18n.server.ts'
import { I18nRoot } from '#app/utils/i18n/i18n.tsx'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import BookLabTests, { action, loader } from './book.tsx'

// The booking page and its form through the route module: full windows are marked before Book,
// and a window that fills up between loading and Book offers the day's free ones as buttons.

const context = { cspNonce: '', requestId: 'test', clientIp: '198.51.100.23' }
const HAIDERGARH = COLLECTION_AREAS.find((area) => area.slug === 'haidergarh')!
const cookie = () =>
  cartCookie({ items: [{ kind: 'test', slug: 'hba1c' }], prescriptionId: null }).split(';')[0]!

type Fields = Record<string, string>

function bookingForm(fields: Fields): FormData {
  const form = new FormData()
  const all: Fields = {
    intent: 'book',
    requestKey: crypto.randomUUID(),
    item: 'test:hba1c',
    patientName: 'Sunita Devi',
    sex: 'female',
    age: '46',
    phone: '+919876523456',
    mode: 'home',
    address: 'Near the Shiv temple, Ward 4',
    pinCode: HAIDERGARH.pinCodes[0]!,
    ...fields,
  }
  for (const [name, value] of Object.entries(all)) form.append(name, value)
  return form
}

async function post(form: FormData) {
  const request = new Request('http://localhost:3000/lab-tests/book', {
    method: 'POST',
    body: form,
    headers: { cookie: cookie() },
  })
  try {
    return (await action({ request, params: {}, context } as never)) as unknown
  } catch (thrown) {
    return thrown
  }
}

type Reply = {
  init: { status: number } | null
  data: {
    result: { initialValue: Record<string, unknown>; error?: Record<string, string[]> }
    freeWindows: Array<{ value: string; label: string }> | null
  }
}

const load = () =>
  loader({
    request: new Request('http://localhost:3000/lab-tests/book', { headers: { cookie: cookie() } }),
    params: {},
    context,
  } as never)

/** Fills a window of Haidergarh on a day, as other patients' bookings would. */
async function fill(day: string, window: string) {
  await getDb().insert(labCollectionWindows).values({
    area: HAIDERGARH.slug,
    day,
    window,
    capacity: HAIDERGARH.capacity,
    booked: HAIDERGARH.capacity,
  })
}

/** The page as the server renders it, for the loader's answer and the action's. */
function render(loaderData: Awaited<ReturnType<typeof load>>, actionData: unknown) {
  const page = () =>
    createElement(BookLabTests, { loaderData, actionData } as Parameters<typeof BookLabTests>[0])
  const router = createMemoryRouter([{ path: '*', Component: page }], {
    initialEntries: ['/lab-tests/book'],
  })
  return renderToStaticMarkup(
    createElement(I18nRoot, {
      runtime: serverRuntime('en', ['common', 'lab']),
      children: createElement(RouterProvider, { router }),
    }),
  )
}

/** Each window's radio as rendered: its value, whether it can be chosen, and its words. */
function windowRadios(html: string) {
  return [...html.matchAll(/<label[^>]*>(<input[^>]*name="window"[^>]*>)(.*?)<\/label>/g)].map(
    ([, input, words]) => ({
      value: /value="([^"]+)"/.exec(input!)![1],
      disabled: /\sdisabled=""/.test(input!),
      words: words!
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    }),
  )
}

describeOnEachDatabase('booking a home collection: full windows', () => {
  const day = addDays(clinicToday(), 3)
  beforeAll(async () => {
    await fill(day, '07-09')
  })

  it('marks the full windows of the area and day before Book, so they cannot be chosen', async () => {
    const loaded = await load()
    expect(loaded.fullWindows).toContain(`haidergarh ${day} 07-09`)

    // Without JavaScript: "Show the free times" sends the pin code and day, and the page comes
    // back with everything typed and the windows marked.
    const shown = (await post(
      bookingForm({ intent: 'windows', day, patientName: 'Sunita Devi' }),
    )) as Reply
    expect(shown.init?.status ?? 200).toBe(200)
    expect(shown.data.result.error).toBeUndefined()
    expect(shown.data.result.initialValue).toMatchObject({ patientName: 'Sunita Devi', day })
    expect(await getDb().select().from(labOrders)).toHaveLength(0)

    const radios = windowRadios(render(loaded, shown.data))
    expect(radios).toHaveLength(4)
    expect(radios[0]).toMatchObject({ value: '07-09', disabled: true })
    expect(radios[0]!.words).toContain('Full — choose another time')
    expect(radios.slice(1).every((radio) => !radio.disabled)).toBe(true)

    // Another area, or another day: nothing is full there.
    const elsewhere = (await post(
      bookingForm({ intent: 'windows', day, pinCode: '225001' }),
    )) as Reply
    expect(windowRadios(render(loaded, elsewhere.data)).some((radio) => radio.disabled)).toBe(false)
    const nextDay = (await post(bookingForm({ intent: 'windows', day: addDays(day, 1) }))) as Reply
    expect(windowRadios(render(loaded, nextDay.data)).some((radio) => radio.disabled)).toBe(false)
  })

  it('offers the free windows as one-tap buttons when the window filled up before Book', async () => {
    const later = addDays(clinicToday(), 4)
    const loaded = await load()
    // The page was loaded while 9–11 had room; it fills before the patient presses Book.
    await fill(later, '09-11')
    const typed = { day: later, window: '09-11', patientName: 'Kamla Devi', age: '61' }
    const refused = (await post(bookingForm(typed))) as Reply
    expect(refused.init?.status).toBe(409)
    expect(refused.data.result.error?.window).toEqual([
      'This time is fully booked. Free times that day: 7:00 am–9:00 am, 11:00 am–1:00 pm, 4:00 pm–6:00 pm.',
    ])
    // Everything typed comes back but the full window, which Book cannot send again.
    expect(refused.data.result.initialValue).toMatchObject({
      patientName: 'Kamla Devi',
      age: '61',
      day: later,
      pinCode: HAIDERGARH.pinCodes[0],
    })
    expect(refused.data.result.initialValue.window).toBeUndefined()
    expect(refused.data.freeWindows).toEqual([
      { value: `${later} 07-09`, label: '7:00 am–9:00 am' },
      { value: `${later} 11-13`, label: '11:00 am–1:00 pm' },
      { value: `${later} 16-18`, label: '4:00 pm–6:00 pm' },
    ])

    // The page shows them as submit buttons of the same form (they work without JavaScript).
    const html = render(loaded, refused.data)
    const buttons = [...html.matchAll(/<button [^>]*>/g)]
      .map(([button]) => button)
      .filter((button) => button.includes('name="freeWindow"') && button.includes('type="submit"'))
      .map((button) => /value="([^"]+)"/.exec(button)![1])
    expect(buttons).toEqual([`${later} 07-09`, `${later} 11-13`, `${later} 16-18`])
    expect(html).toMatch(
      /data-testid="free-windows"[^>]*autofocus|autofocus[^>]*data-testid="free-windows"/i,
    )

    // One tap books with that window and everything else as typed.
    const form = bookingForm({ ...typed, intent: '' })
    form.delete('window')
    form.delete('intent')
    form.set(FREE_WINDOW_FIELD, `${later} 11-13`)
    const booked = (await post(form)) as Response
    expect(booked.status).toBe(303)
    expect(booked.headers.get('Location')).toMatch(/\/lab-tests\/orders\/[^/?]+\?booked=1$/)
    const [order] = await getDb().select().from(labOrders).where(eq(labOrders.day, later))
    expect(order).toMatchObject({ patientName: 'Kamla Devi', ageYears: 61, window: '11-13' })
  })

  it('ignores a made-up free window and books nothing from it', async () => {
    const form = bookingForm({ day, window: '' })
    form.set(FREE_WINDOW_FIELD, `${day} 03-05`)
    const answer = (await post(form)) as Reply
    expect(answer.init?.status).toBe(400)
    expect(answer.data.result.error?.window).toEqual(['lab:book.error.window'])
  })
})
