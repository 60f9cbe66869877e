import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, useNavigation } from 'react-router'
import type { Route } from './+types/ambulance-fleet'
import { FormErrors, InputField, SelectField } from '#app/components/forms.tsx'
import { Name } from '#app/components/ui/name.tsx'
import { SITE } from '#app/content/site.ts'
import { VEHICLE_KINDS } from '#app/db/schema/ambulance-values.ts'
import {
  AddVehicleSchema,
  EditVehicleSchema,
  FleetActionSchema,
} from '#app/domain/ambulance/fleet-schemas.ts'
import {
  addVehicle,
  type FleetVehicle,
  listVehicles,
  updateVehicle,
} from '#app/domain/ambulance/fleet.server.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'
import { readForm } from '#app/utils/read-form.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['ambulance', 'staff'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ['admin'])
  const t = getT(requestLocale(request), 'ambulance')
  return data({
    meta: {
      title: t('fleet.metaTitle', { site: SITE.name }),
      description: t('fleet.metaDescription'),
    },
    vehicles: await listVehicles(),
  })
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, ['admin'])
  const actor = { userId: admin.id, ipAddress: context.clientIp }
  const submission = parseWithZod(await readForm(request), { schema: FleetActionSchema })
  // Which form answered (the new vehicle's, or which vehicle's), so its own fields show the errors.
  const intent = typeof submission.payload.intent === 'string' ? submission.payload.intent : null
  const vehicleId =
    typeof submission.payload.vehicleId === 'string' ? submission.payload.vehicleId : null
  if (submission.status !== 'success')
    return data({ intent, vehicleId, result: submission.reply() }, { status: 400 })
  const t = getT(requestLocale(request), 'ambulance')
  const fleetPage = localizedPath(request, '/staff/ambulance/fleet')
  const input = submission.value
  try {
    if (input.intent === 'add') {
      const { intent: _add, ...vehicle } = input
      await addVehicle(vehicle, actor)
      return redirectWithToast(fleetPage, { type: 'success', title: t('fleet.added') })
    }
    const { intent: _edit, vehicleId: id, ...changes } = input
    await updateVehicle(id, changes, actor)
    return redirectWithToast(fleetPage, { type: 'success', title: t('fleet.saved') })
  } catch (error) {
    return replyWithDomainError(submission, error, { extra: { intent, vehicleId } })
  }
}

const STATUS_LABEL = {
  available: 'fleet.status.available',
  on_job: 'fleet.status.on_job',
  off_duty: 'fleet.status.off_duty',
} as const

const STATUS_CLASS: Record<FleetVehicle['status'], string> = {
  available: 'border-green-700 bg-green-50 text-green-900',
  on_job: 'border-amber-700 bg-amber-50 text-amber-900',
  off_duty: 'border-slate-500 bg-slate-100 text-slate-800',
}

export default function AmbulanceFleet({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('ambulance')
  const { vehicles } = loaderData
  const count = (status: FleetVehicle['status']) =>
    vehicles.filter((v) => v.status === status).length
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{t('fleet.title')}</h1>
      <p className="mt-2 text-slate-700">{t('fleet.intro')}</p>
      <p className="mt-2 font-semibold text-slate-900" data-testid="fleet-summary">
        {t('fleet.summary', {
          available: count('available'),
          onJob: count('on_job'),
          offDuty: count('off_duty'),
        })}
      </p>
      <section aria-labelledby="vehicles-title" className="mt-6">
        <h2 id="vehicles-title" className="text-xl font-bold text-slate-900">
          {t('fleet.vehiclesTitle', { count: vehicles.length })}
        </h2>
        {vehicles.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('fleet.none')}</p>
        ) : (
          <ul className="mt-3 grid gap-4 xl:grid-cols-2">
            {vehicles.map((vehicle) => (
              <VehicleCard
                key={vehicle.id}
                vehicle={vehicle}
                actionData={actionData?.vehicleId === vehicle.id ? actionData : null}
              />
            ))}
          </ul>
        )}
      </section>
      <AddVehicleForm actionData={actionData?.intent === 'add' ? actionData : null} />
    </>
  )
}

type ActionData = Route.ComponentProps['actionData'] | null

function useKindOptions() {
  const t = useT('ambulance')
  return VEHICLE_KINDS.map((kind) => ({ value: kind, label: t(`fleet.kind.${kind}`) }))
}

function useDutyOptions() {
  const t = useT('ambulance')
  return [
    { value: 'available', label: t('fleet.duty.available') },
    { value: 'off_duty', label: t('fleet.duty.off_duty') },
  ]
}

function VehicleCard({ vehicle, actionData }: { vehicle: FleetVehicle; actionData: ActionData }) {
  const t = useT('ambulance')
  const navigation = useNavigation()
  const kinds = useKindOptions()
  const duties = useDutyOptions()
  const [form, fields] = useForm({
    id: `vehicle-${vehicle.id}`,
    lastResult: navigation.state === 'idle' && actionData ? actionData.result : null,
    defaultValue: {
      intent: 'edit',
      vehicleId: vehicle.id,
      kind: vehicle.kind,
      base: vehicle.base,
      driverName: vehicle.driverName,
      driverPhone: formatIndianPhone(vehicle.driverPhone),
      duty: vehicle.duty,
    },
    constraint: getZodConstraint(EditVehicleSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EditVehicleSchema }),
  })
  const titleId = `vehicle-title-${vehicle.id}`
  return (
    <li className="card" aria-labelledby={titleId} data-testid="vehicle">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold whitespace-nowrap text-slate-900">
          {vehicle.registrationNumber}
        </h3>
        <p
          className={`rounded-full border px-3 text-sm font-semibold ${STATUS_CLASS[vehicle.status]}`}
        >
          {vehicle.job ? (
            <>
              {t('fleet.status.on_job')}: <Link to="/staff/ambulance">{vehicle.job.number}</Link>
            </>
          ) : (
            t(STATUS_LABEL[vehicle.status])
          )}
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-700">{t('fleet.field.kind')}</dt>
        <dd>{t(`fleet.kind.${vehicle.kind}`)}</dd>
        <dt className="text-slate-700">{t('fleet.field.base')}</dt>
        <dd>{vehicle.base}</dd>
        <dt className="text-slate-700">{t('fleet.field.driverName')}</dt>
        <dd>
          <Name>{vehicle.driverName}</Name>
        </dd>
        <dt className="text-slate-700">{t('fleet.field.driverPhone')}</dt>
        <dd className="whitespace-nowrap">
          <a href={`tel:${vehicle.driverPhone}`}>{formatIndianPhone(vehicle.driverPhone)}</a>
        </dd>
      </dl>
      <details className="mt-3" open={actionData ? true : undefined}>
        <summary className="cursor-pointer font-semibold text-brand-800">
          {t('fleet.change')}
          <span className="sr-only"> {vehicle.registrationNumber}</span>
        </summary>
        <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-x-3 sm:grid-cols-2">
          <FormErrors id={form.errorId} errors={form.errors} className="sm:col-span-2" />
          <input type="hidden" name="intent" value="edit" />
          <input type="hidden" name="vehicleId" value={vehicle.id} />
          <InputField field={fields.driverName} label={t('fleet.field.driverName')} />
          <InputField
            field={fields.driverPhone}
            label={t('fleet.field.driverPhone')}
            type="tel"
            inputMode="tel"
          />
          <InputField field={fields.base} label={t('fleet.field.base')} />
          <SelectField
            field={fields.kind}
            label={t('fleet.field.kind')}
            placeholder={t('fleet.field.kindPlaceholder')}
            options={kinds}
          />
          <SelectField
            field={fields.duty}
            label={t('fleet.field.duty')}
            placeholder={t('fleet.field.dutyPlaceholder')}
            options={duties}
          />
          <p className="flex items-end pb-6">
            <button type="submit" className="btn-primary">
              {t('fleet.save')}
              <span className="sr-only"> {vehicle.registrationNumber}</span>
            </button>
          </p>
        </Form>
      </details>
    </li>
  )
}

function AddVehicleForm({ actionData }: { actionData: ActionData }) {
  const t = useT('ambulance')
  const navigation = useNavigation()
  const kinds = useKindOptions()
  const duties = useDutyOptions()
  const [form, fields] = useForm({
    id: 'add-vehicle',
    lastResult: navigation.state === 'idle' && actionData ? actionData.result : null,
    defaultValue: { intent: 'add', duty: 'available' },
    constraint: getZodConstraint(AddVehicleSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddVehicleSchema }),
  })
  return (
    <section aria-labelledby="add-vehicle-title" className="card mt-8">
      <h2 id="add-vehicle-title" className="text-xl font-bold text-slate-900">
        {t('fleet.addTitle')}
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-x-4 sm:grid-cols-2">
        <FormErrors id={form.errorId} errors={form.errors} className="sm:col-span-2" />
        <input type="hidden" name="intent" value="add" />
        <InputField
          field={fields.registrationNumber}
          label={t('fleet.field.registrationNumber')}
          hint={t('fleet.field.registrationHint')}
        />
        <SelectField
          field={fields.kind}
          label={t('fleet.field.kind')}
          placeholder={t('fleet.field.kindPlaceholder')}
          options={kinds}
        />
        <InputField
          field={fields.base}
          label={t('fleet.field.base')}
          hint={t('fleet.field.baseHint')}
        />
        <SelectField
          field={fields.duty}
          label={t('fleet.field.duty')}
          placeholder={t('fleet.field.dutyPlaceholder')}
          options={duties}
        />
        <InputField field={fields.driverName} label={t('fleet.field.driverName')} />
        <InputField
          field={fields.driverPhone}
          label={t('fleet.field.driverPhone')}
          type="tel"
          inputMode="tel"
        />
        <p className="sm:col-span-2">
          <button type="submit" className="btn-primary">
            {t('fleet.add')}
          </button>
        </p>
      </Form>
    </section>
  )
}
