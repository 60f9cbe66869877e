import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/order'
import { ServedAreaAddress } from '#app/components/served-area-address.tsx'
import { FieldErrors, FormErrors, InputField } from '#app/components/forms.tsx'
import { addressLine, CONTACT, SITE } from '#app/content/site.ts'
import { MAX_PRESCRIPTION_PAGES } from '#app/db/schema/pharmacy-values.ts'
import { medicineCartCookie, readMedicineCart } from '#app/domain/pharmacy/cart.server.ts'
import { trackingPath } from '#app/domain/pharmacy/links.server.ts'
import {
  cartLineKey,
  linesTotal,
  medicineName,
  needsPrescription,
  priceCart,
} from '#app/domain/pharmacy/medicines.ts'
import { type MedicineOrderFields, MedicineOrderSchema } from '#app/domain/pharmacy/order-schema.ts'
import {
  attachablePages,
  createMedicineOrder,
  findByRequestKey,
  MAX_UNUSED_PAGES,
  orderLimitReached,
  orderPrescription,
  orderRefused,
  PRESCRIPTION_PURPOSE,
  unusedPageCount,
} from '#app/domain/pharmacy/orders.server.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { getOptionalUser, requireUser } from '#app/routes/guards.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import {
  ANY_ALLOWED_TYPE,
  MAX_FILE_BYTES,
  MAX_UPLOAD_REQUEST_BYTES,
} from '#app/utils/files/file-kinds.ts'
import { storeUpload } from '#app/utils/files/files.server.ts'
import { readUploads } from '#app/utils/files/read-uploads.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { formatRupees, useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale, translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { readForm } from '#app/utils/read-form.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['pharmacy'] }

// Orders need an account and are limited per account and day
// (app/domain/pharmacy/orders.server.ts). The order form takes photos and PDFs of a prescription.
export const policy: RoutePolicy = { ...personal, uploadLimit: MAX_UPLOAD_REQUEST_BYTES }

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

const ACCEPTED_FILES = ANY_ALLOWED_TYPE.join(',')

/** A page of the prescription kept from an earlier try of this form. */
type KeptPage = { id: string; name: string }

/**
 * Ordering medicines: the cart (from the catalogue, or from one of our e-prescriptions), photos or
 * a PDF of a paper prescription, delivery or pickup, and how the patient will pay. Signed-in
 * patients only: the prescription and the order are health records kept in their account.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request)
  const t = getT(locale, 'pharmacy')
  const user = await getOptionalUser(request)
  const cart = readMedicineCart(request)
  const priced = priceCart(cart.lines)
  const prescription = user ? await orderPrescription(cart.prescriptionId, user.id) : null
  return {
    meta: {
      title: t('meta.order.title', { site: SITE.name }),
      description: t('meta.order.description'),
    },
    signedIn: user !== null,
    // One key per rendered form: sending it twice stores one order.
    requestKey: crypto.randomUUID(),
    lines: priced.map((line) => ({
      key: cartLineKey(line),
      slug: line.slug,
      name: medicineName(line.medicine, locale),
      pack: locale === 'hi' ? line.medicine.packHi : line.medicine.pack,
      quantity: line.quantity,
      unitPriceInr: line.unitPriceInr,
      amountInr: line.amountInr,
      prescriptionOnly: needsPrescription(line.medicine),
    })),
    totalInr: linesTotal(priced),
    prescription: prescription
      ? { number: prescription.number, doctorName: prescription.doctorName }
      : null,
    pickupAddress: addressLine(locale),
    patient: user
      ? { name: user.name, phone: user.contactPhone ?? '', email: user.email ?? '' }
      : { name: '', phone: '', email: '' },
  }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const locale = requestLocale(request)
  const formData = await readForm(request)
  // Pages kept from an earlier try, then the new ones: each checked by its content, photos drawn
  // again without their location, and kept (for this account) even if another field is wrong.
  const kept = await attachablePages(
    user.id,
    formData
      .getAll('keptPage')
      .filter((id): id is string => typeof id === 'string' && isUuid(id))
      .slice(0, MAX_PRESCRIPTION_PAGES),
  )
  const pages: KeptPage[] = kept.map(({ id, name }) => ({ id, name }))
  const room = Math.max(0, MAX_PRESCRIPTION_PAGES - pages.length)
  const sent = [...readUploads(formData, 'camera'), ...readUploads(formData, 'pages')]
  let pageError: string | null = null
  if (sent.length > room) {
    pageError = getT(locale, 'pharmacy')('order.error.tooManyPages', {
      max: MAX_PRESCRIPTION_PAGES,
    })
  } else if (sent.length && (await unusedPageCount(user.id)) + sent.length > MAX_UNUSED_PAGES) {
    // Pages are kept from the moment they arrive; a form tried again and again keeps no more.
    pageError = getT(locale, 'pharmacy')('order.error.tooManyUnused', {
      phone: CONTACT.receptionPhone,
    })
  }
  for (const file of pageError ? [] : sent) {
    try {
      const stored = await storeUpload(file, {
        purpose: PRESCRIPTION_PURPOSE,
        ownerUserId: user.id,
        accept: ANY_ALLOWED_TYPE,
        field: 'pages',
      })
      pages.push({ id: stored.id, name: stored.name })
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      pageError = error.values
        ? translateRefOnServer(locale, error.message, error.values)
        : error.message
      break
    }
  }
  const submission = parseWithZod(formData, { schema: MedicineOrderSchema })
  if (submission.status !== 'success' || pageError) {
    return data(
      {
        result: submission.reply(pageError ? { fieldErrors: { pages: [pageError] } } : {}),
        pages,
      },
      { status: 400 },
    )
  }
  const form = submission.value
  // Sent again after a lost answer: the order is stored already; show it.
  const stored = await findByRequestKey(form.requestKey, user.id)
  if (stored) return redirect(`${trackingPath(stored.token, locale)}?sent=1`, 303)
  if (await orderLimitReached(user.id)) {
    const t = getT(locale, 'pharmacy')
    return data(
      {
        result: submission.reply({
          formErrors: [t('order.error.limited', { phone: CONTACT.receptionPhone })],
        }),
        pages,
      },
      { status: 429 },
    )
  }
  try {
    const created = await createMedicineOrder({
      requestKey: form.requestKey,
      accountUserId: user.id,
      lines: form.line,
      prescriptionId: readMedicineCart(request).prescriptionId,
      pageFileIds: pages.map((page) => page.id),
      patientName: form.patientName,
      phone: form.phone,
      email: form.email ?? null,
      locale,
      mode: form.mode,
      address: form.address ?? '',
      pinCode: form.mode === 'delivery' ? (form.pinCode ?? null) : null,
      paymentMethod: form.paymentMethod,
      note: form.note ?? '',
    })
    // Stored (and the SMS queued) before this answer; the cart is done with.
    return redirect(`${trackingPath(created.token, locale)}?sent=1`, {
      status: 303,
      headers: { 'Set-Cookie': medicineCartCookie({ lines: [], prescriptionId: null }) },
    })
  } catch (error) {
    if (error instanceof DomainError) await orderRefused(user.id)
    return replyWithDomainError(submission, error, { locale, extra: { pages } })
  }
}

export default function OrderMedicines({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('pharmacy')
  const locale = useLocale()
  const { lines } = loaderData
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('order.title')}</h1>
      <p className="mt-2 text-slate-700">{t('order.intro')}</p>
      <section aria-labelledby="order-lines" className="mt-6">
        <h2 id="order-lines" className="text-xl font-bold text-slate-900">
          {t('order.cart.title')}
        </h2>
        {loaderData.prescription ? (
          <p className="mt-2 rounded-md border border-brand-700 bg-brand-50 p-3 text-slate-800">
            {t('order.ePrescription', {
              number: loaderData.prescription.number,
              doctor: loaderData.prescription.doctorName,
            })}
          </p>
        ) : null}
        {lines.length === 0 ? (
          <p className="mt-2 text-slate-700">
            {t('order.cart.empty')}{' '}
            <Link to="/medicines" className="font-semibold">
              {t('order.cart.browse')}
            </Link>
          </p>
        ) : (
          <>
            <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
              {lines.map((line) => (
                <li key={line.key} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
                  <span className="min-w-0 flex-1">
                    <Link to={`/medicines/${line.slug}`} className="font-semibold">
                      {line.name}
                    </Link>
                    <span className="block text-sm text-slate-600">
                      {line.pack}
                      {line.prescriptionOnly ? (
                        <span className="ml-2 rounded bg-amber-100 px-1.5 font-semibold text-amber-900">
                          {t('order.cart.rx')}
                        </span>
                      ) : null}
                    </span>
                  </span>
                  <span className="text-sm text-slate-700 tabular-nums">
                    {t('order.cart.line', {
                      packs: line.quantity,
                      price: formatRupees(line.unitPriceInr, locale),
                    })}
                  </span>
                  <span className="font-semibold tabular-nums">
                    {formatRupees(line.amountInr, locale)}
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-3 flex flex-wrap items-baseline justify-between gap-2">
              <Link to="/medicines/cart" className="font-semibold">
                {t('order.cart.edit')}
              </Link>
              <span className="text-lg font-bold">
                {t('order.cart.total', { total: formatRupees(loaderData.totalInr, locale) })}
              </span>
            </p>
          </>
        )}
      </section>
      {loaderData.signedIn ? (
        <OrderForm
          key={loaderData.requestKey}
          loaderData={loaderData}
          result={actionData?.result}
          pages={actionData?.pages ?? []}
        />
      ) : (
        <div className="mt-8 rounded-lg border border-slate-300 bg-white p-4">
          <p>{t('order.signIn')}</p>
          <p className="mt-3">
            <Link
              to={`/login?redirectTo=${encodeURIComponent(locale === 'hi' ? '/hi/medicines/order' : '/medicines/order')}`}
              className="btn-primary"
            >
              {t('order.signInButton')}
            </Link>
          </p>
        </div>
      )}
    </div>
  )
}

function OrderForm({
  loaderData,
  result,
  pages,
}: {
  loaderData: Route.ComponentProps['loaderData']
  result: NonNullable<Route.ComponentProps['actionData']>['result'] | undefined
  pages: readonly KeptPage[]
}) {
  const t = useT('pharmacy')
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting'
  const [form, fields] = useForm<MedicineOrderFields & { pages?: string }>({
    id: 'medicine-order',
    lastResult: navigation.state === 'idle' ? result : null,
    // The server checks everything: no validation library on this page. The address and pin
    // code are needed only for a delivery (the server says so when they are missing).
    constraint: {
      patientName: { required: true },
      phone: { required: true },
      mode: { required: true },
      paymentMethod: { required: true },
    },
    defaultValue: {
      requestKey: loaderData.requestKey,
      patientName: loaderData.patient.name,
      phone: loaderData.patient.phone,
      email: loaderData.patient.email,
      mode: 'delivery',
      paymentMethod: 'cash',
    },
  })
  const hintId = 'pages-hint'
  // The chosen files are kept on the server once sent: new, empty pickers after every answer.
  const pickers = pages.map((page) => page.id).join()
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="group mt-8 space-y-6"
    >
      <FormErrors
        id={form.errorId}
        errors={[...(form.errors ?? []), ...(fields.requestKey.errors ?? [])]}
      />
      <input {...getInputProps(fields.requestKey, { type: 'hidden' })} />
      {loaderData.lines.map((line) => (
        <input key={line.key} type="hidden" name="line" value={line.key} />
      ))}

      <fieldset className="space-y-3" aria-describedby={[hintId, fields.pages.errorId].join(' ')}>
        <legend className="text-xl font-bold text-slate-900">{t('order.pages.title')}</legend>
        <p id={hintId} className="text-slate-700">
          {t('order.pages.help')}
        </p>
        {pages.length ? (
          <div>
            <p className="font-semibold">{t('order.pages.kept')}</p>
            <p className="text-sm text-slate-600">{t('order.pages.keptHint')}</p>
            <ul className="mt-1 space-y-1">
              {pages.map((page) => (
                <li key={page.id}>
                  <label className="flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      name="keptPage"
                      value={page.id}
                      defaultChecked
                      className="size-5"
                    />
                    {t('order.pages.keep', { name: page.name })}
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-md border border-slate-300 bg-white p-3">
            <label htmlFor="order-camera" className="field-label">
              {t('order.pages.camera')}
            </label>
            {/* On a phone this opens the camera at once. */}
            <input
              key={pickers}
              id="order-camera"
              name="camera"
              type="file"
              accept="image/*"
              capture="environment"
              className="mt-1 block w-full text-base"
            />
          </div>
          <div className="rounded-md border border-slate-300 bg-white p-3">
            <label htmlFor="order-pages" className="field-label">
              {t('order.pages.choose')}
            </label>
            <input
              key={pickers}
              id="order-pages"
              name="pages"
              type="file"
              multiple
              accept={ACCEPTED_FILES}
              aria-invalid={fields.pages.errors ? true : undefined}
              className="mt-1 block w-full text-base"
            />
          </div>
        </div>
        <p className="text-sm text-slate-600">
          {t('order.pages.limits', {
            megabytes: MAX_FILE_BYTES / (1024 * 1024),
            max: MAX_PRESCRIPTION_PAGES,
          })}
        </p>
        <FieldErrors id={fields.pages.errorId} errors={fields.pages.errors} />
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-xl font-bold text-slate-900">{t('order.patient.title')}</legend>
        <InputField field={fields.patientName} label={t('order.patientName')} autoComplete="name" />
        <InputField
          field={fields.phone}
          label={t('order.phone')}
          hint={t('order.phoneHint')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <InputField
          field={fields.email}
          label={t('order.email')}
          hint={t('order.emailHint')}
          type="email"
          autoComplete="email"
        />
      </fieldset>

      <fieldset aria-describedby={fields.mode.errorId} className="space-y-2">
        <legend className="text-xl font-bold text-slate-900">{t('order.mode.title')}</legend>
        {(['delivery', 'pickup'] as const).map((mode) => {
          const { key, ...props } = getInputProps(fields.mode, { type: 'radio', value: mode })
          return (
            <label
              key={mode}
              className="flex min-h-12 cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white p-3 has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700"
            >
              <input key={key} {...props} className="mt-1 size-5 shrink-0" />
              <span>
                <span className="font-semibold">{t(`order.mode.${mode}`)}</span>
                <span className="block text-sm text-slate-700">
                  {mode === 'pickup'
                    ? t('order.mode.pickupHelp', { address: loaderData.pickupAddress })
                    : t('order.mode.deliveryHelp')}
                </span>
              </span>
            </label>
          )
        })}
        <FieldErrors id={fields.mode.errorId} errors={fields.mode.errors} />
      </fieldset>

      {/* Only for a delivery; hidden by the browser (no script) when pickup is chosen. */}
      <div className="space-y-3 group-has-[input[name=mode][value=pickup]:checked]:hidden">
        <ServedAreaAddress
          address={fields.address}
          pinCode={fields.pinCode}
          labels={{
            address: t('order.address'),
            pinCode: t('order.pinCode'),
            areas: t('order.areas'),
          }}
        />
      </div>

      <fieldset aria-describedby={fields.paymentMethod.errorId} className="space-y-2">
        <legend className="text-xl font-bold text-slate-900">{t('order.payment.title')}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {(['cash', 'upi'] as const).map((method) => {
            const { key, ...props } = getInputProps(fields.paymentMethod, {
              type: 'radio',
              value: method,
            })
            return (
              <label key={method} className="flex min-h-11 items-center gap-2">
                <input key={key} {...props} className="size-5 shrink-0" />
                {t(`order.payment.${method}`)}
              </label>
            )
          })}
        </div>
        <FieldErrors id={fields.paymentMethod.errorId} errors={fields.paymentMethod.errors} />
      </fieldset>

      <div>
        <label htmlFor={fields.note.id} className="field-label">
          {t('order.note')}
        </label>
        <p id="note-hint" className="text-sm text-slate-600">
          {t('order.noteHint')}
        </p>
        <textarea
          {...getTextareaProps(fields.note)}
          key={fields.note.key}
          rows={2}
          aria-describedby={['note-hint', fields.note.errorId].join(' ')}
          className="field-input"
        />
        <FieldErrors id={fields.note.errorId} errors={fields.note.errors} />
      </div>

      <p className="rounded-md bg-brand-50 p-3 text-slate-800">{t('order.afterSend')}</p>
      <button type="submit" disabled={sending} className="btn-primary min-h-12 w-full text-lg">
        {sending ? t('order.sending') : t('order.send')}
      </button>
    </Form>
  )
}
