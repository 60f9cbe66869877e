import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/prescription'
import { FieldErrors, FormErrors, InputField, TextareaField } from '#app/components/forms.tsx'
import { PrescriptionDocument } from '#app/components/prescription-view.tsx'
import { SITE } from '#app/content/site.ts'
import { auditStaffRead, requireRoomAccess } from '#app/domain/consultations/room-access.server.ts'
import { roomPath } from '#app/domain/rooms/room-paths.ts'
import { prescriptionView } from '#app/domain/prescriptions/prescription-page.server.ts'
import {
  prescriptionPath,
  prescriptionPdfPath,
} from '#app/domain/prescriptions/prescription-paths.ts'
import {
  CancelPrescriptionSchema,
  formValuesOf,
  IssuePrescriptionSchema,
  ReissuePrescriptionSchema,
} from '#app/domain/prescriptions/prescription-schema.ts'
import { knownPatientDetails } from '#app/domain/prescriptions/prescription-patient.ts'
import { SEXES } from '#app/db/schema/family-values.ts'
import {
  FOOD_TIMINGS,
  FREQUENCIES,
  MAX_MEDICINES,
  MEDICINE_FORMS,
  MEDICINE_ROWS_STEP,
} from '#app/domain/prescriptions/prescription-values.ts'
import {
  cancelPrescription,
  issuePrescription,
  listPrescriptions,
} from '#app/domain/prescriptions/prescriptions.server.ts'
import { matchAdvisedTests } from '#app/domain/lab/advised.ts'
import { itemName } from '#app/domain/lab/cart.ts'
import { cartCookie } from '#app/domain/lab/cart.server.ts'
import { medicineCartCookie } from '#app/domain/pharmacy/cart.server.ts'
import { matchPrescribedMedicines } from '#app/domain/pharmacy/prescribed.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { clinicToday } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { readForm } from '#app/utils/read-form.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['prescription'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/**
 * The consultation's prescription. The appointment's doctor writes and issues it here (and
 * cancels it, with or without issuing a new one); the patient and the staff read and print it,
 * or download the PDF.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const access = await requireRoomAccess(request, params.id)
  await auditStaffRead(access, context.clientIp, { prescription: 'page' })
  const locale = requestLocale(request)
  const t = getT(locale, 'prescription')
  const records = await listPrescriptions(access.appointment.id)
  const current = records.find((r) => !r.cancelledAt) ?? null
  const isDoctor = access.participant.role === 'doctor'
  const asked = new URL(request.url).searchParams
  const reissuing = isDoctor && current !== null && asked.has('reissue')
  // Cancelling without a new one: the doctor's reason first (a page of its own, without scripts).
  const cancelling = isDoctor && current !== null && !reissuing && asked.has('cancel')
  return data({
    meta: { title: t('meta.title', { site: SITE.name }), description: t('meta.description') },
    appointmentId: access.appointment.id,
    key: access.key,
    roomPath: roomPath(access.appointment.id, access.key),
    isDoctor,
    writing: isDoctor && (current === null || reissuing),
    reissuing,
    cancelling,
    startValues: reissuing && current ? formValuesOf(current.content) : null,
    // The patient's age and sex: as on the prescription being replaced, else what is known (a
    // family member's, the account's); the doctor asks for what is missing.
    patientStart: patientStart(
      reissuing && current ? current : undefined,
      knownPatientDetails(access.appointment),
    ),
    current: current ? await prescriptionView(current, locale) : null,
    // Tests advised that our laboratory does: one button books them.
    advisedTests:
      current && !isDoctor
        ? matchAdvisedTests(current.content.tests).items.map((item) => itemName(item, locale))
        : [],
    // Our pharmacy sends the medicines: one button fills the medicine cart and names the
    // prescription, against which the pharmacist may sell prescription-only medicines.
    canOrderMedicines: current !== null && !isDoctor && current.content.medicines.length > 0,
    cancelled: await Promise.all(
      records.filter((r) => r.cancelledAt).map((r) => prescriptionView(r, locale)),
    ),
    today: clinicToday(),
  })
}

function patientStart(
  replacing: { patientAge: string | null; patientSex: string | null } | undefined,
  known: { age: number | null; sex: string | null },
) {
  const age = replacing?.patientAge ?? (known.age === null ? null : String(known.age))
  const sex = replacing?.patientSex ?? known.sex
  return { patientAge: age ?? '', patientSex: sex ?? '' }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const access = await requireRoomAccess(request, params.id)
  const formData = await readForm(request)
  // The patient books the advised tests at our laboratory: the cart is filled, the order will
  // name the prescription and its doctor.
  if (formData.get('intent') === 'book-tests') {
    const current = (await listPrescriptions(access.appointment.id)).find((r) => !r.cancelledAt)
    const { items } = matchAdvisedTests(current?.content.tests ?? [])
    if (!current || items.length === 0) throw data(null, { status: 404 })
    return redirect(localizedPath(request, '/lab-tests/book'), {
      status: 303,
      headers: { 'Set-Cookie': cartCookie({ items, prescriptionId: current.id }) },
    })
  }
  if (formData.get('intent') === 'order-medicines') {
    const current = (await listPrescriptions(access.appointment.id)).find((r) => !r.cancelledAt)
    if (!current) throw data(null, { status: 404 })
    const { lines } = matchPrescribedMedicines(current.content.medicines)
    return redirect(localizedPath(request, '/medicines/order'), {
      status: 303,
      headers: {
        'Set-Cookie': medicineCartCookie({ lines, prescriptionId: current.id }),
      },
    })
  }
  // Only the appointment's doctor writes (or cancels); for anyone else the form does not exist.
  if (access.participant.role !== 'doctor' || !access.participant.userId)
    throw data(null, { status: 404 })
  const t = getT(requestLocale(request), 'prescription')
  const issuedPage = localizedPath(request, prescriptionPath(access.appointment.id, null))
  if (formData.get('intent') === 'cancel') {
    const submission = parseWithZod(formData, { schema: CancelPrescriptionSchema })
    if (submission.status !== 'success')
      return data({ result: submission.reply(), alternatives: null }, { status: 400 })
    let cancelled
    try {
      cancelled = await cancelPrescription(
        access.appointment.id,
        submission.value,
        { doctorId: access.appointment.doctorId },
        { userId: access.participant.userId, ipAddress: context.clientIp },
      )
    } catch (error) {
      return replyWithDomainError(submission, error)
    }
    return redirectWithToast(issuedPage, {
      type: 'success',
      title: t('toast.cancelled'),
      description: t('toast.cancelledDescription', { number: cancelled.number }),
    })
  }
  const reissue = formData.has('prescriptionId')
  const submission = parseWithZod(formData, {
    schema: reissue ? ReissuePrescriptionSchema : IssuePrescriptionSchema,
  })
  // "Add more rows" (an intent) comes back with the form as typed and more rows.
  if (submission.status !== 'success')
    return data(
      { result: submission.reply(), alternatives: null },
      { status: submission.status === 'error' ? 400 : 200 },
    )
  const { prescriptionId, reason, patientAge, patientSex, ...content } = {
    prescriptionId: undefined,
    reason: undefined,
    ...submission.value,
  }
  const patient = { age: patientAge, sex: patientSex }
  let issued
  try {
    issued = await issuePrescription(
      access.appointment.id,
      content,
      { doctorId: access.appointment.doctorId },
      { userId: access.participant.userId, ipAddress: context.clientIp },
      prescriptionId && reason ? { replaces: { prescriptionId, reason }, patient } : { patient },
    )
  } catch (error) {
    return replyWithDomainError(submission, error)
  }
  return redirectWithToast(issuedPage, {
    type: 'success',
    title: issued.replacedNumber ? t('toast.reissued') : t('toast.issued'),
    description: issued.replacedNumber
      ? t('toast.reissuedDescription', { old: issued.replacedNumber, number: issued.number })
      : t('toast.issuedDescription', { number: issued.number }),
  })
}

export default function PrescriptionPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('prescription')
  const { current, cancelled, key, appointmentId } = loaderData
  return (
    <div className="container-page max-w-4xl py-8">
      <p className="no-print">
        <Link to={loaderData.roomPath}>← {t('back')}</Link>
      </p>
      <h1 className="no-print mt-4 text-2xl font-bold">{t('title')}</h1>
      {loaderData.writing ? (
        <PrescriptionForm
          result={actionData?.result}
          startValues={loaderData.startValues}
          patientStart={loaderData.patientStart}
          replacing={loaderData.reissuing && current ? current : null}
          today={loaderData.today}
        />
      ) : null}
      {current && !loaderData.reissuing ? (
        <section className="mt-4" aria-label={t('current')}>
          <PrintActions pdf={prescriptionPdfPath(appointmentId, key)} />
          <div className="mt-3">
            <PrescriptionDocument prescription={current} />
          </div>
          {loaderData.advisedTests.length ? (
            <div className="no-print mt-6 rounded-md border border-brand-700 bg-brand-50 p-4">
              <h2 className="text-lg font-bold">{t('bookTests.title')}</h2>
              <p className="mt-1">{loaderData.advisedTests.join(', ')}</p>
              <Form method="post" className="mt-3">
                <button type="submit" name="intent" value="book-tests" className="btn-primary">
                  {t('bookTests.button')}
                </button>
              </Form>
            </div>
          ) : null}
          {loaderData.canOrderMedicines ? (
            <div className="no-print mt-6 rounded-md border border-brand-700 bg-brand-50 p-4">
              <h2 className="text-lg font-bold">{t('orderMedicines.title')}</h2>
              <p className="mt-1">{t('orderMedicines.body')}</p>
              <Form method="post" className="mt-3">
                <button type="submit" name="intent" value="order-medicines" className="btn-primary">
                  {t('orderMedicines.button')}
                </button>
              </Form>
            </div>
          ) : null}
          {loaderData.isDoctor && loaderData.cancelling ? (
            <CancelForm result={actionData?.result} prescription={current} />
          ) : loaderData.isDoctor ? (
            <div className="no-print mt-6 rounded-md border border-slate-300 p-4">
              <p>{t('form.cancelAndReissueIntro')}</p>
              <p className="mt-2">
                <Link to="?reissue=1" className="btn-secondary">
                  {t('form.cancelAndReissue')}
                </Link>
              </p>
              <p className="mt-4">{t('form.cancelOnlyIntro')}</p>
              <p className="mt-2">
                <Link to="?cancel=1" className="btn-secondary">
                  {t('form.cancelOnly')}
                </Link>
              </p>
            </div>
          ) : null}
        </section>
      ) : null}
      {!current && !loaderData.writing ? <p className="mt-4">{t('none')}</p> : null}
      {cancelled.length ? (
        <section className="no-print mt-8" aria-labelledby="rx-cancelled">
          <h2 id="rx-cancelled" className="text-xl font-bold">
            {t('cancelled.title')}
          </h2>
          <ul className="mt-2 space-y-2">
            {cancelled.map((p) => (
              <li key={p.id}>
                <span className="font-semibold">{p.number}</span> ({t('cancelled.badge')}) —{' '}
                {t('issuedOn', { date: p.issuedOn })};{' '}
                {t('cancelled.line', { date: p.cancelledOn ?? '', reason: p.cancelReason ?? '' })}{' '}
                <Link
                  to={prescriptionPdfPath(appointmentId, key, p.id)}
                  reloadDocument
                  className="underline"
                >
                  {t('downloadPdf')} <span className="sr-only">{p.number}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

/** The cancellation reason's rules as the browser shows them (required, its length). */
const CANCEL_REASON_CONSTRAINT = getZodConstraint(CancelPrescriptionSchema).reason

/** Cancelling the issued prescription without a new one: the reason, then the button. */
function CancelForm({
  result,
  prescription,
}: {
  result: FormResult | undefined
  prescription: { id: string; number: string }
}) {
  const t = useT('prescription')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'prescription-cancel',
    lastResult: navigation.state === 'idle' ? result : null,
    constraint: getZodConstraint(CancelPrescriptionSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CancelPrescriptionSchema }),
  })
  return (
    <section
      aria-labelledby="rx-cancel-title"
      className="no-print mt-6 rounded-md border border-red-700 p-4"
    >
      <h2 id="rx-cancel-title" className="text-xl font-bold">
        {t('cancelForm.title', { number: prescription.number })}
      </h2>
      <p className="mt-1">{t('cancelForm.intro')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="prescriptionId" value={prescription.id} />
        <InputField
          field={fields.reason}
          label={t('form.cancelReason')}
          hint={t('form.cancelReasonHint')}
        />
        <button type="submit" className="btn-primary" disabled={navigation.state === 'submitting'}>
          {t('cancelForm.submit', { number: prescription.number })}
        </button>
        <p className="mt-3">
          <Link to=".">{t('form.backToIssued')}</Link>
        </p>
      </Form>
    </section>
  )
}

function PrintActions({ pdf }: { pdf: string }) {
  const t = useT('prescription')
  const hydrated = useHydrated()
  return (
    <p className="no-print flex flex-wrap gap-3">
      <Link to={pdf} reloadDocument className="btn-primary">
        {t('downloadPdf')}
      </Link>
      {/* Printing needs the browser's script; without it, the browser's own menu prints the page. */}
      {hydrated ? (
        <button type="button" className="btn-secondary" onClick={() => window.print()}>
          {t('print')}
        </button>
      ) : null}
    </p>
  )
}

type FormResult = Route.ComponentProps['actionData'] extends infer A
  ? A extends { result: infer R }
    ? R
    : undefined
  : undefined

type FormValues = Partial<ReturnType<typeof formValuesOf>> & {
  reason?: string
  patientAge?: string
  patientSex?: string
}

const blankRow: ReturnType<typeof formValuesOf>['medicines'][number] = {
  name: '',
  strength: '',
  form: 'tablet',
  dose: '',
  frequency: 'twice_daily',
  frequencyOther: '',
  days: '',
  food: 'after_food',
  instructions: '',
}

function PrescriptionForm({
  result,
  startValues,
  patientStart,
  replacing,
  today,
}: {
  result: FormResult | undefined
  startValues: Route.ComponentProps['loaderData']['startValues']
  patientStart: Route.ComponentProps['loaderData']['patientStart']
  replacing: { id: string; number: string } | null
  today: string
}) {
  const t = useT('prescription')
  const navigation = useNavigation()
  const schema = replacing ? ReissuePrescriptionSchema : IssuePrescriptionSchema
  const startRows = startValues?.medicines ?? []
  const [form, fields] = useForm<FormValues>({
    id: replacing ? 'prescription-reissue' : 'prescription-issue',
    lastResult: navigation.state === 'idle' ? result : null,
    defaultValue: {
      ...startValues,
      ...patientStart,
      medicines: [
        ...startRows,
        ...Array.from({ length: MEDICINE_ROWS_STEP }, () => blankRow),
      ].slice(0, Math.max(MEDICINE_ROWS_STEP, Math.min(MAX_MEDICINES, startRows.length + 2))),
    },
    // The diagnosis is required; a medicine row's fields only once the row is used (blank rows
    // are ignored), which the schema checks, not the browser. Reissuing cancels the old one: its
    // reason is required (an audited cancellation the patient and the pharmacy are shown), so the
    // field is marked as the schema checks it, never "(optional)".
    constraint: {
      diagnosis: { required: true },
      patientAge: { required: true, pattern: '\\d{1,3}' },
      patientSex: { required: true },
      ...(replacing ? { reason: CANCEL_REASON_CONSTRAINT } : {}),
    },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onBlur',
    // The form holds strings; the schema's output is the parsed prescription.
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
  })
  const rows = fields.medicines.getFieldList()
  return (
    <section aria-labelledby="rx-form-title" className="mt-4">
      <h2 id="rx-form-title" className="text-xl font-bold">
        {replacing ? t('form.reissueTitle') : t('form.title')}
      </h2>
      <p className="mt-1 text-slate-700">
        {replacing ? t('form.reissueIntro', { number: replacing.number }) : t('form.intro')}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        {replacing ? (
          <>
            <input type="hidden" name="prescriptionId" value={replacing.id} />
            <InputField
              field={fields.reason}
              label={t('form.cancelReason')}
              hint={t('form.cancelReasonHint')}
            />
          </>
        ) : null}
        <fieldset>
          <legend className="text-lg font-semibold">{t('patientForm.legend')}</legend>
          <p className="text-sm text-slate-700">{t('patientForm.hint')}</p>
          <div className="mt-2 grid gap-x-3 sm:grid-cols-3">
            <InputField
              field={fields.patientAge}
              label={t('patientForm.age')}
              inputMode="numeric"
            />
            <Choice
              field={fields.patientSex}
              label={t('patientForm.sex')}
              values={SEXES}
              words={(v) => t(`patientForm.${v}`)}
              placeholder={t('patientForm.choose')}
            />
          </div>
        </fieldset>
        <InputField field={fields.diagnosis} label={t('diagnosis')} />
        <p>
          <label className="inline-flex items-center gap-2">
            <input
              {...getInputProps(fields.provisional, { type: 'checkbox' })}
              key={fields.provisional.key}
            />
            {t('form.provisional')}
          </label>
        </p>
        <fieldset>
          <legend className="text-lg font-semibold">{t('medicines')}</legend>
          <p className="text-sm text-slate-700">{t('form.blankRowsNote')}</p>
          <FieldErrors id={fields.medicines.errorId} errors={fields.medicines.errors} />
          <ol className="mt-2 space-y-3">
            {rows.map((row, index) => {
              const m = row.getFieldset()
              return (
                <li key={row.key}>
                  <fieldset className="rounded-md border border-slate-300 p-3">
                    <legend className="px-1 font-semibold">
                      {t('medicine.row', { n: index + 1 })}
                    </legend>
                    <div className="grid gap-x-3 sm:grid-cols-3">
                      <InputField field={m.name} label={t('medicine.name')} />
                      <InputField field={m.strength} label={t('medicine.strength')} />
                      <Choice
                        field={m.form}
                        label={t('medicine.form')}
                        values={MEDICINE_FORMS}
                        words={(v) => t(`form.${v}`)}
                      />
                      <InputField field={m.dose} label={t('medicine.dose')} />
                      <Choice
                        field={m.frequency}
                        label={t('medicine.frequency')}
                        values={FREQUENCIES}
                        words={(v) => t(`frequency.${v}`)}
                      />
                      <InputField field={m.frequencyOther} label={t('medicine.frequencyOther')} />
                      <InputField field={m.days} label={t('medicine.days')} inputMode="numeric" />
                      <Choice
                        field={m.food}
                        label={t('medicine.food')}
                        values={FOOD_TIMINGS}
                        words={(v) => t(`food.${v}`)}
                      />
                      <InputField field={m.instructions} label={t('medicine.instructions')} />
                    </div>
                  </fieldset>
                </li>
              )
            })}
          </ol>
          {rows.length < MAX_MEDICINES ? (
            <button
              className="btn-secondary mt-3"
              {...form.insert.getButtonProps({
                name: fields.medicines.name,
                defaultValue: blankRow,
              })}
            >
              {t('form.addRows')}
            </button>
          ) : null}
        </fieldset>
        <TextareaField field={fields.tests} label={t('tests')} hint={t('testsHint')} rows={3} />
        <TextareaField field={fields.advice} label={t('advice')} rows={4} />
        <InputField
          field={fields.followUp}
          label={t('followUp')}
          hint={t('form.followUpHint')}
          type="date"
          min={today}
        />
        <button type="submit" className="btn-primary">
          {replacing ? t('form.submitReissue', { number: replacing.number }) : t('form.submit')}
        </button>
        {replacing ? (
          <p>
            <Link to=".">{t('form.backToIssued')}</Link>
          </p>
        ) : null}
      </Form>
    </section>
  )
}

function Choice<V extends string>({
  field,
  label,
  values,
  words,
  placeholder,
}: {
  field: Parameters<typeof getSelectProps>[0]
  label: string
  values: readonly V[]
  words: (value: V) => string
  /** A first, empty choice: nothing is chosen until the person chooses. */
  placeholder?: string
}) {
  const { key, ...props } = getSelectProps(field)
  return (
    <div>
      <label htmlFor={field.id} className="field-label">
        {label}
      </label>
      <select key={key} {...props} className="field-input">
        {placeholder ? <option value="">{placeholder}</option> : null}
        {values.map((value) => (
          <option key={value} value={value}>
            {words(value)}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  )
}
