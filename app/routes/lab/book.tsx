import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef } from 'react'
import { data, redirect, type ShouldRevalidateFunctionArgs, useNavigation } from 'react-router'
import type { Route } from './+types/book'
import { ServedAreaAddress } from '#app/components/served-area-address.tsx'
import { FieldErrors, FormErrors, InputField } from '#app/components/forms.tsx'
import { COLLECTION_WINDOWS } from '#app/content/lab-areas.ts'
import { SITE } from '#app/content/site.ts'
import { type LabBookingFields, LabBookingSchema } from '#app/domain/lab/booking-schema.ts'
import {
  addToCart,
  cartAllowsHomeCollection,
  cartFastingHours,
  cartTotal,
  itemKey,
  parseItemKey,
  priceCart,
  removeFromCart,
} from '#app/domain/lab/cart.ts'
import { advisingDoctor, cartCookie, readCart } from '#app/domain/lab/cart.server.ts'
import { bookableDays, windowKey, windowLabel, windowRefusal } from '#app/domain/lab/collection.ts'
import { areaForPin } from '#app/domain/served-areas/served-areas.ts'
import {
  FREE_WINDOW_FIELD,
  freeWindowValue,
  withChosenWindow,
} from '#app/domain/lab/free-window.ts'
import { orderPath } from '#app/domain/lab/links.server.ts'
import {
  bookingLimitReached,
  bookingRefused,
  CollectionWindowFullError,
  createLabOrder,
  findByRequestKey,
} from '#app/domain/lab/orders.server.ts'
import { fullWindows } from '#app/domain/lab/windows.server.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { getOptionalUser } from '#app/routes/guards.server.ts'
import { formatClinicDay } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { formatRupees, Message, useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { readForm } from '#app/utils/read-form.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'
import { LAB_CART_COOKIE } from '#app/db/schema/lab-values.ts'

export const handle: I18nHandle = { i18n: ['lab'] }

// The cart is a cookie; bookings are limited per mobile number (bookingLimitReached).
// The basket of tests, filled from the catalogue's pages and read here.
export const policy: RoutePolicy = { ...personal, ownCookies: [LAB_CART_COOKIE] }

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request)
  const t = getT(locale, 'lab')
  const user = await getOptionalUser(request)
  const cart = readCart(request)
  const priced = priceCart(cart.items)
  const days = bookableDays()
  const [advisedBy, full] = await Promise.all([
    advisingDoctor(cart.prescriptionId, cart.items),
    fullWindows(days),
  ])
  return {
    meta: {
      title: t('book.meta.title', { site: SITE.name }),
      description: t('book.meta.description'),
    },
    // One key per rendered form: sending it twice stores one order.
    requestKey: crypto.randomUUID(),
    items: priced.map((item) => ({
      key: itemKey(item),
      kind: item.kind,
      slug: item.slug,
      name: item.kind === 'test' ? item.test.name : item.pack.name,
      nameHi: item.kind === 'test' ? item.test.nameHi : item.pack.nameHi,
      priceInr: item.priceInr,
    })),
    totalInr: cartTotal(priced),
    fastingHours: cartFastingHours(cart.items),
    homeAllowed: cartAllowsHomeCollection(cart.items),
    advisedBy: advisedBy?.doctorName ?? null,
    days,
    // The windows with no place left, by area and day, and today's that start too soon: the form
    // shows them, and they cannot be chosen.
    fullWindows: full,
    tooSoon: COLLECTION_WINDOWS.filter(
      (window) => windowRefusal(days[0]!, window.code) === 'tooSoon',
    ).map((window) => `${days[0]} ${window.code}`),
    patient:
      user?.role === 'patient'
        ? { name: user.name, phone: user.contactPhone ?? '', email: user.email ?? '' }
        : null,
  }
}

/** After a window filled up (409), the page reads the full windows again to mark it. */
export function shouldRevalidate({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate
}

export async function action({ request }: Route.ActionArgs) {
  // A free window offered after the chosen one filled up books with that window.
  const formData = withChosenWindow(await readForm(request))
  const intent = formData.get('intent')
  const locale = requestLocale(request)
  // Adding and removing change only the cart (a cookie) and come back here.
  if (intent === 'add' || intent === 'remove') {
    const item = parseItemKey(String(formData.get('item') ?? ''))
    const cart = readCart(request)
    // A test no longer offered (an old page): the cart stays as it was.
    if (!item) return redirect(localizedPath(request, '/lab-tests/book'), 303)
    const items = intent === 'add' ? addToCart(cart.items, item) : removeFromCart(cart.items, item)
    return redirect(localizedPath(request, '/lab-tests/book'), {
      status: 303,
      headers: { 'Set-Cookie': cartCookie({ ...cart, items }) },
    })
  }
  // Without JavaScript: the page again with what was typed, the windows marked for its pin code
  // and day (the loader reads them).
  if (intent === 'windows') {
    return data({ result: { initialValue: typedValues(formData) }, freeWindows: null })
  }
  const submission = parseWithZod(formData, { schema: LabBookingSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), freeWindows: null }, { status: 400 })
  }
  const form = submission.value
  // Sent again after a lost answer: the order is stored already; show it.
  const stored = await findByRequestKey(form.requestKey)
  if (stored) return redirect(`${orderPath(stored.token, locale)}?booked=1`, 303)
  if (await bookingLimitReached(form.phone)) {
    const t = getT(locale, 'lab')
    return data(
      { result: submission.reply({ formErrors: [t('book.error.limited')] }), freeWindows: null },
      { status: 429 },
    )
  }
  const items = form.item.map(parseItemKey)
  const user = await getOptionalUser(request)
  const advisedBy = await advisingDoctor(
    readCart(request).prescriptionId,
    items.filter((item) => item !== null),
  )
  try {
    const created = await createLabOrder({
      requestKey: form.requestKey,
      accountUserId: user?.role === 'patient' ? user.id : null,
      // An item no longer in the catalogue is refused by name (unknownTest), never dropped.
      items: items.map((item) => item ?? { kind: 'test', slug: '' }),
      patientName: form.patientName,
      sex: form.sex,
      ageYears: form.age,
      phone: form.phone,
      email: form.email ?? null,
      locale,
      mode: form.mode,
      address: form.address ?? '',
      pinCode: form.mode === 'home' ? (form.pinCode ?? null) : null,
      day: form.day,
      window: form.mode === 'home' ? (form.window ?? null) : null,
      prescriptionId: advisedBy?.prescriptionId ?? null,
      referredBy: advisedBy?.doctorName ?? null,
    })
    // Stored (and the SMS queued) before this answer; the cart is done with.
    return redirect(`${orderPath(created.token, locale)}?booked=1`, {
      status: 303,
      headers: { 'Set-Cookie': cartCookie({ items: [], prescriptionId: null }) },
    })
  } catch (error) {
    if (error instanceof DomainError) await bookingRefused(form.phone)
    // A window that filled up meanwhile: it is cleared (Book cannot send it again by mistake), and
    // the day's free windows are offered as buttons.
    const full = error instanceof CollectionWindowFullError ? error : null
    return replyWithDomainError(submission, error, {
      locale,
      hideFields: full ? ['window'] : undefined,
      extra: {
        freeWindows: full
          ? full.free.map((code) => ({
              value: freeWindowValue(full.day, code),
              label: windowLabel(code, locale),
            }))
          : null,
      },
    })
  }
}

/** The form's fields as typed, without any check (the tests in the cart stay a list). */
function typedValues(formData: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {}
  for (const name of new Set(formData.keys())) {
    const typed = formData
      .getAll(name)
      .filter((value) => typeof value === 'string')
      .map((value) => value.slice(0, 600))
    values[name] = name === 'item' ? typed : (typed[0] ?? '')
  }
  return values
}

export default function BookLabTests({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('lab')
  const locale = useLocale()
  const { items } = loaderData
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('book.title')}</h1>
      <section aria-labelledby="cart-heading" className="mt-6">
        <h2 id="cart-heading" className="text-xl font-bold text-slate-900">
          {t('cart.title')}
        </h2>
        {loaderData.advisedBy && items.length > 0 ? (
          <p className="mt-2 text-slate-700">
            <Message
              ns="lab"
              k="cart.advisedBy"
              values={{ doctor: loaderData.advisedBy }}
              components={[<span key="doctor" translate="no" />]}
            />
          </p>
        ) : null}
        {items.length === 0 ? (
          <p className="mt-2 text-slate-700">
            {t('cart.empty')}{' '}
            <Link to="/lab-tests" className="font-semibold">
              {t('cart.browse')}
            </Link>
          </p>
        ) : (
          <>
            <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
              {items.map((item) => (
                <li key={item.key} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
                  <span className="min-w-0 flex-1">
                    <Link
                      to={
                        item.kind === 'test'
                          ? `/lab-tests/${item.slug}`
                          : `/lab-tests/packages/${item.slug}`
                      }
                      className="font-semibold"
                    >
                      {locale === 'hi' ? item.nameHi : item.name}
                    </Link>
                    {item.kind === 'package' ? (
                      <span className="ml-2 text-sm text-slate-600">{t('cart.package')}</span>
                    ) : null}
                  </span>
                  <span className="font-semibold tabular-nums">
                    {formatRupees(item.priceInr, locale)}
                  </span>
                  <Form method="post">
                    <input type="hidden" name="item" value={item.key} />
                    <button
                      type="submit"
                      name="intent"
                      value="remove"
                      className="btn-link min-h-11 text-sm"
                      aria-label={t('cart.removeNamed', {
                        name: locale === 'hi' ? item.nameHi : item.name,
                      })}
                    >
                      {t('cart.remove')}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
            <p className="mt-3 flex flex-wrap items-baseline justify-between gap-2">
              <Link to="/lab-tests" className="font-semibold">
                {t('cart.addMore')}
              </Link>
              <span className="text-lg font-bold">
                {t('cart.total', { total: formatRupees(loaderData.totalInr, locale) })}
              </span>
            </p>
            {loaderData.fastingHours !== null ? (
              <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-slate-800">
                {t('book.fasting', { hours: loaderData.fastingHours })}
              </p>
            ) : null}
          </>
        )}
      </section>
      {items.length > 0 ? (
        <BookingForm
          key={loaderData.requestKey}
          loaderData={loaderData}
          result={actionData?.result}
          freeWindows={actionData?.freeWindows ?? null}
        />
      ) : null}
    </div>
  )
}

function BookingForm({
  loaderData,
  result,
  freeWindows,
}: {
  loaderData: Route.ComponentProps['loaderData']
  result: NonNullable<Route.ComponentProps['actionData']>['result'] | undefined
  freeWindows: Array<{ value: string; label: string }> | null
}) {
  const t = useT('lab')
  const locale = useLocale()
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const sending =
    navigation.state === 'submitting' &&
    (navigation.formData?.get('intent') === 'book' ||
      navigation.formData?.has(FREE_WINDOW_FIELD) === true)
  const [form, fields] = useForm<LabBookingFields>({
    id: 'lab-booking',
    lastResult: navigation.state === 'idle' ? result : null,
    // The server checks everything: no validation library on this page. The address and pin
    // code are needed only for a home collection (the server says so when they are missing).
    constraint: {
      patientName: { required: true },
      sex: { required: true },
      age: { required: true },
      phone: { required: true },
      mode: { required: true },
      day: { required: true },
    },
    defaultValue: {
      requestKey: loaderData.requestKey,
      patientName: loaderData.patient?.name ?? '',
      phone: loaderData.patient?.phone ?? '',
      email: loaderData.patient?.email ?? '',
      mode: loaderData.homeAllowed ? 'home' : 'lab',
      day: loaderData.days[1],
    },
  })
  const fasting = loaderData.fastingHours !== null
  // Which windows cannot be chosen for the pin code and day as they stand (as typed, or as the
  // server last saw them without JavaScript): full ones in that area, today's that start too soon.
  const area = areaForPin((fields.pinCode.value ?? '').trim())
  const day = fields.day.value ?? ''
  const full = new Set(loaderData.fullWindows)
  const tooSoon = new Set(loaderData.tooSoon)
  const windowState = (code: (typeof COLLECTION_WINDOWS)[number]['code']) =>
    area && full.has(windowKey(area.slug, day, code))
      ? ('full' as const)
      : tooSoon.has(`${day} ${code}`)
        ? ('tooSoon' as const)
        : null
  // A window that filled up meanwhile (409): the free ones take the focus wherever the page was.
  const offered = navigation.state === 'idle' && freeWindows?.length ? freeWindows : null
  const offeredRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (offered) offeredRef.current?.focus()
  }, [offered])
  return (
    <Form method="post" {...getFormProps(form)} className="group mt-8 space-y-6">
      {/* Enter in a field submits with the first submit button: make that "Book", not a window. */}
      <button
        type="submit"
        name="intent"
        value="book"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
      >
        {t('book.send')}
      </button>
      <FormErrors
        id={form.errorId}
        errors={[...(form.errors ?? []), ...(fields.requestKey.errors ?? [])]}
      />
      <input {...getInputProps(fields.requestKey, { type: 'hidden' })} />
      {loaderData.items.map((item) => (
        <input key={item.key} type="hidden" name="item" value={item.key} />
      ))}

      <fieldset className="space-y-3">
        <legend className="text-xl font-bold text-slate-900">{t('book.patient')}</legend>
        <InputField field={fields.patientName} label={t('book.patientName')} autoComplete="name" />
        <fieldset aria-describedby={fields.sex.errorId}>
          <legend className="field-label">{t('book.sex')}</legend>
          <div className="mt-1 flex gap-4">
            {(['female', 'male'] as const).map((sex) => {
              const { key, ...props } = getInputProps(fields.sex, { type: 'radio', value: sex })
              return (
                <label key={sex} className="flex min-h-11 items-center gap-2">
                  <input key={key} {...props} className="size-5" />
                  {t(`book.sex.${sex}`)}
                </label>
              )
            })}
          </div>
          <FieldErrors id={fields.sex.errorId} errors={fields.sex.errors} />
        </fieldset>
        <div className="max-w-40">
          <label htmlFor={fields.age.id} className="field-label">
            {t('book.age')}
          </label>
          <input
            {...getInputProps(fields.age, { type: 'number' })}
            key={fields.age.key}
            min={0}
            max={120}
            inputMode="numeric"
            className="field-input"
          />
          <FieldErrors id={fields.age.errorId} errors={fields.age.errors} />
        </div>
        <p className="text-sm text-slate-600">{t('book.sexAgeWhy')}</p>
        <InputField
          field={fields.phone}
          label={t('book.phone')}
          hint={t('book.phoneHint')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <InputField
          field={fields.email}
          label={t('book.email')}
          hint={t('book.emailHint')}
          type="email"
          autoComplete="email"
        />
      </fieldset>

      <fieldset aria-describedby={fields.mode.errorId} className="space-y-2">
        <legend className="text-xl font-bold text-slate-900">{t('book.mode')}</legend>
        {(['home', 'lab'] as const).map((mode) => {
          const { key, ...props } = getInputProps(fields.mode, { type: 'radio', value: mode })
          const disabled = mode === 'home' && !loaderData.homeAllowed
          return (
            <label
              key={mode}
              className="flex min-h-12 cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white p-3 has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700"
            >
              <input key={key} {...props} disabled={disabled} className="mt-1 size-5 shrink-0" />
              <span>
                <span className="font-semibold">{t(`book.mode.${mode}`)}</span>
                <span className="block text-sm text-slate-700">
                  {disabled ? t('book.mode.homeNotForThese') : t(`book.mode.${mode}Help`)}
                </span>
              </span>
            </label>
          )
        })}
        <FieldErrors id={fields.mode.errorId} errors={fields.mode.errors} />
      </fieldset>

      <div className="max-w-xs">
        <label htmlFor={fields.day.id} className="field-label">
          {t('book.day')}
        </label>
        <select {...getSelectProps(fields.day)} key={fields.day.key} className="field-input">
          {loaderData.days.map((day, index) => (
            <option key={day} value={day}>
              {index === 0
                ? t('book.today', { day: formatClinicDay(day, locale) })
                : formatClinicDay(day, locale)}
            </option>
          ))}
        </select>
        <FieldErrors id={fields.day.errorId} errors={fields.day.errors} />
      </div>

      {/* Only for a home collection; hidden by the browser (no script) when a visit is chosen. */}
      <fieldset className="space-y-3 group-has-[input[name=mode][value=lab]:checked]:hidden">
        <legend className="text-xl font-bold text-slate-900">{t('book.home')}</legend>
        {/* The pin code first: it says which area's collectors come, and so which times are free. */}
        <ServedAreaAddress
          address={fields.address}
          pinCode={fields.pinCode}
          labels={{
            address: t('book.address'),
            pinCode: t('book.pinCode'),
            areas: t('book.areas'),
          }}
        />
        <fieldset aria-describedby={[fields.window.errorId, 'window-hint'].join(' ')}>
          <legend className="field-label">{t('book.window')}</legend>
          <p id="window-hint" className="text-sm text-slate-600">
            {fasting ? t('book.windowFasting') : t('book.windowHint')}{' '}
            {area ? null : t('book.windowPinFirst')}
          </p>
          <FieldErrors id={fields.window.errorId} errors={fields.window.errors} />
          {offered ? (
            <div
              ref={offeredRef}
              tabIndex={-1}
              // Without JavaScript the page arrives with the free windows focused, too.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              data-testid="free-windows"
              className="mt-2 rounded-md border border-amber-700 bg-amber-50 p-4 outline-none focus-visible:ring-4 focus-visible:ring-amber-600"
            >
              <p className="font-semibold text-slate-900">{t('book.freeWindows.title')}</p>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {offered.map((window) => (
                  <li key={window.value}>
                    <button
                      type="submit"
                      name={FREE_WINDOW_FIELD}
                      value={window.value}
                      // The form's other fields are as typed: the browser need not check them again.
                      formNoValidate
                      className="btn-secondary w-full px-3"
                    >
                      <span className="sr-only">{t('book.freeWindows.bookHidden')} </span>
                      {window.label}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="mt-2 grid grid-cols-2 gap-2">
            {COLLECTION_WINDOWS.map((window) => {
              const { key, ...props } = getInputProps(fields.window, {
                type: 'radio',
                value: window.code,
              })
              const state = windowState(window.code)
              return (
                <label
                  key={window.code}
                  className={`flex min-h-12 items-center gap-2 rounded-md border px-3 py-2 ${
                    state
                      ? 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-700'
                      : 'cursor-pointer border-slate-300 bg-white has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700'
                  }`}
                >
                  <input
                    key={key}
                    {...props}
                    disabled={state !== null}
                    className="size-5 shrink-0"
                  />
                  <span>
                    {windowLabel(window.code, locale)}
                    {state ? (
                      <span className="block text-sm font-semibold">
                        {state === 'full' ? t('book.windowFull') : t('book.windowTooSoon')}
                      </span>
                    ) : fasting && !window.fastingFriendly ? (
                      <span className="block text-sm text-slate-600">
                        {t('book.windowNotFasting')}
                      </span>
                    ) : null}
                  </span>
                </label>
              )
            })}
          </div>
          {hydrated ? null : (
            // Without JavaScript the page cannot follow the pin code and day as they are typed.
            <button
              type="submit"
              name="intent"
              value="windows"
              formNoValidate
              className="btn-secondary mt-3 min-h-11"
            >
              {t('book.showWindows')}
            </button>
          )}
        </fieldset>
      </fieldset>

      <p className="rounded-md bg-brand-50 p-3 text-slate-800">
        {t('book.pay', { total: formatRupees(loaderData.totalInr, locale) })}
      </p>
      <button
        type="submit"
        name="intent"
        value="book"
        disabled={sending}
        className="btn-primary min-h-12 w-full text-lg"
      >
        {sending ? t('book.sending') : t('book.send')}
      </button>
    </Form>
  )
}
