import { getFormProps, getSelectProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useNavigation } from 'react-router'
import { FieldErrors, FormErrors } from '#app/components/forms.tsx'
import {
  DEFAULT_SHARE_LIFETIME,
  RecordShareFormSchema,
  type RecordKindValue,
  SHARE_LIFETIME_CHOICES,
} from '#app/domain/privacy/record-share-schema.ts'
import { Message, useT } from '#app/utils/i18n/i18n.tsx'
import { Form, Link } from '#app/utils/i18n/links.tsx'

export type RecordItemView = {
  key: string
  kind: RecordKindValue
  id: string
  date: string
  by: string | null
  number: string | null
  cancelled: boolean
  pdfHref: string | null
  fhirHref: string
  requestKey: string
  links: Array<{
    id: string
    url: string | null
    qr: string | null
    expires: string
    openCount: number
  }>
}

/**
 * One record in the patient's list: what it is, when and by whom; its PDF and FHIR downloads; a
 * form to share it by a link; and the links to it still open, each with its QR code and a revoke
 * button. Every form works without JavaScript.
 */
export function RecordItem({
  record,
  result,
}: {
  record: RecordItemView
  result: SubmissionResult | undefined
}) {
  const t = useT('records')
  const kind = t(`kind.${record.kind}`)
  const of = t('download.of', { kind, date: record.date })
  return (
    <li className="card p-4" data-testid="record" data-kind={record.kind}>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-lg font-bold text-slate-900">{kind}</span>
        {record.number ? (
          <span className="font-semibold" translate="no">
            {record.number}
          </span>
        ) : null}
        {record.cancelled ? (
          <span className="rounded-full bg-slate-100 px-3 py-0.5 text-sm font-semibold text-slate-800">
            {t('cancelled')}
          </span>
        ) : null}
      </p>
      <p className="text-slate-700">
        {record.date}
        {record.by ? (
          <>
            {' · '}
            {record.kind === 'lab-report' ? (
              <ByLine k="by.lab" name={record.by} />
            ) : (
              <ByLine k="by.doctor" name={record.by} />
            )}
          </>
        ) : null}
      </p>
      <p className="mt-3 flex flex-wrap gap-2">
        {record.pdfHref ? (
          <Link className="btn-secondary px-3" to={record.pdfHref} reloadDocument>
            {t('download.pdf')}
            <span className="sr-only"> {of}</span>
          </Link>
        ) : null}
        <Link className="btn-secondary px-3" to={record.fhirHref} reloadDocument>
          {t('download.fhir')}
          <span className="sr-only"> {of}</span>
        </Link>
      </p>
      <ShareForm record={record} result={result} />
      {record.links.length > 0 ? (
        <div className="mt-4">
          <h3 className="font-semibold text-slate-900">{t('share.active')}</h3>
          <ul className="mt-2 grid gap-3">
            {record.links.map((link) => (
              <OpenLink key={link.id} link={link} />
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  )
}

function ByLine({ k, name }: { k: 'by.lab' | 'by.doctor'; name: string }) {
  return (
    <Message
      ns="records"
      k={k}
      values={{ name }}
      components={[<span key="name" translate="no" />]}
    />
  )
}

function ShareForm({
  record,
  result,
}: {
  record: RecordItemView
  result: SubmissionResult | undefined
}) {
  const t = useT('records')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: `share-${record.kind}-${record.id}`,
    lastResult: navigation.state === 'idle' ? result : null,
    defaultValue: { lifetime: DEFAULT_SHARE_LIFETIME },
    constraint: getZodConstraint(RecordShareFormSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RecordShareFormSchema }),
  })
  const lifetime = fields.lifetime
  const { key, ...selectProps } = getSelectProps(lifetime)
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 border-t border-slate-200 pt-3">
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="kind" value={record.kind} />
      <input type="hidden" name="id" value={record.id} />
      <input type="hidden" name="requestKey" value={record.requestKey} />
      <fieldset>
        <legend className="font-semibold text-slate-900">{t('share.legend')}</legend>
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={lifetime.id} className="field-label">
              {t('share.lifetime')}
            </label>
            <select key={key} {...selectProps} className="field-input">
              {SHARE_LIFETIME_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`share.lifetime.${choice}`)}
                </option>
              ))}
            </select>
            <FieldErrors id={lifetime.errorId} errors={lifetime.errors} />
          </div>
          <button type="submit" name="intent" value="share" className="btn-primary">
            {t('share.submit')}
          </button>
        </div>
      </fieldset>
    </Form>
  )
}

function OpenLink({ link }: { link: RecordItemView['links'][number] }) {
  const t = useT('records')
  return (
    <li
      id={`share-${link.id}`}
      className="flex flex-col gap-3 rounded-md border border-slate-200 p-3 sm:flex-row sm:items-start sm:gap-4"
      data-testid="open-link"
    >
      {link.qr ? (
        <img src={link.qr} alt={t('share.qr')} width={132} height={132} className="shrink-0" />
      ) : null}
      <div className="min-w-0 flex-1">
        {link.url ? (
          <>
            <p className="text-sm font-semibold text-slate-900">{t('share.link')}</p>
            <p className="break-all">
              <a href={link.url} translate="no" data-testid="share-url">
                {link.url}
              </a>
            </p>
          </>
        ) : (
          <p className="text-slate-700">{t('share.lost')}</p>
        )}
        <p className="mt-1 text-sm text-slate-700">{t('share.expires', { time: link.expires })}</p>
        <p className="text-sm text-slate-700">{t('share.opened', { count: link.openCount })}</p>
        <Form method="post" className="mt-2">
          <input type="hidden" name="shareId" value={link.id} />
          <button type="submit" name="intent" value="revoke" className="btn-secondary px-3">
            {t('share.revoke')}
          </button>
        </Form>
      </div>
    </li>
  )
}
