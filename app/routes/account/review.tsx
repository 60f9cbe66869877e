import { getFormProps, getTextareaProps, useForm, type FieldMetadata } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, useNavigation } from 'react-router'
import type { Route } from './+types/review'
import { DomainError } from '#app/utils/domain-errors.ts'
import { FieldErrors, FormErrors } from '#app/components/forms.tsx'
import { SITE } from '#app/content/site.ts'
import { REVIEW_QUESTIONS, REVIEW_TEXT_MAX } from '#app/db/schema/network-values.ts'
import { ReviewSchema } from '#app/domain/network/review-schemas.ts'
import { parseVisitKey, reviewDeadline } from '#app/domain/network/review-visits.ts'
import {
  eligibilityOf,
  findVisit,
  refusalOf,
  submitReview,
} from '#app/domain/network/reviews.server.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { requireUser } from '#app/routes/guards.server.ts'
import { formatClinicDate } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT, useTranslateRef } from '#app/utils/i18n/i18n.tsx'
import {
  getT,
  localizedPath,
  requestLocale,
  translateRefOnServer,
} from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { readForm } from '#app/utils/read-form.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['reviews'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/** The visit, if it is the account's; a stranger's visit is "not found", telling nothing. */
async function ownVisit(request: Request, raw: string) {
  const user = await requireUser(request)
  const key = parseVisitKey(raw)
  const visit = key ? await findVisit(key) : null
  if (!key || !visit || visit.ownerUserId !== user.id) throw data(null, { status: 404 })
  return { user, key, visit }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, visit } = await ownVisit(request, params.visit)
  const locale = requestLocale(request)
  const t = getT(locale, 'reviews')
  const eligible = eligibilityOf(visit, user.id, new Date())
  const subject =
    visit.subject.kind === 'facility' && locale === 'hi' && visit.subject.nameHi
      ? visit.subject.nameHi
      : visit.subject.name
  return data({
    meta: {
      title: t('form.meta.title', { subject, site: SITE.name }),
      description: t('form.meta.description'),
    },
    subject,
    kind: visit.subject.kind,
    when: formatClinicDate(visit.visitedAt, locale),
    deadline: formatClinicDate(reviewDeadline(visit.windowStartsAt), locale),
    refusal: eligible.ok ? null : translateRefOnServer(locale, refusalOf(eligible.reason)),
  })
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user, key } = await ownVisit(request, params.visit)
  const locale = requestLocale(request)
  const submission = parseWithZod(await readForm(request), { schema: ReviewSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  try {
    const saved = await submitReview(user.id, key, submission.value, locale)
    const t = getT(locale, 'reviews')
    return redirectWithToast(localizedPath(request, '/account/reviews'), {
      type: 'success',
      title: t(saved.textStatus === 'pending' ? 'form.thanksPending' : 'form.thanks'),
    })
  } catch (error) {
    // The visit is this account's: "already reviewed" means its own review is stored — a second
    // press of Send without JavaScript, or the form opened again. Show the review, not an error.
    if (error instanceof DomainError && error.kind === 'conflict')
      return redirectWithToast(localizedPath(request, '/account/reviews'), {
        type: 'info',
        title: getT(locale, 'reviews')('refused.already_reviewed'),
      })
    return replyWithDomainError(submission, error, { locale })
  }
}

const SCALE = [1, 2, 3, 4, 5] as const
type ScaleName = 'stars' | (typeof REVIEW_QUESTIONS)[number]

export default function WriteReview({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('reviews')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'review-form',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    constraint: getZodConstraint(ReviewSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReviewSchema }),
  })
  const { key: textKey, ...textProps } = getTextareaProps(fields.text)
  return (
    <div className="container-page max-w-3xl py-8">
      <p>
        <Link to="/account/reviews">← {t('form.back')}</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        {t('form.title')}: <span translate="no">{loaderData.subject}</span>
      </h1>
      <p className="mt-2 text-slate-700">
        {t(loaderData.kind === 'doctor' ? 'account.visitDoctor' : 'account.visitLab', {
          when: loaderData.when,
        })}
      </p>
      {loaderData.refusal ? (
        <p
          role="alert"
          className="mt-6 rounded-md border border-alert-700 bg-red-50 p-4 font-medium text-alert-700"
          data-testid="review-refused"
        >
          {loaderData.refusal}
        </p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="mt-6 space-y-6">
          <p className="text-sm text-slate-700">
            {t('form.intro', { deadline: loaderData.deadline })}{' '}
            <Link to="/reviews/rules">{t('account.rulesLink')}</Link>
          </p>
          <FormErrors id={form.errorId} errors={form.errors} />
          <ScaleField name="stars" field={fields.stars} legend={t('form.stars')} />
          {REVIEW_QUESTIONS.map((question) => (
            <ScaleField
              key={question}
              name={question}
              field={fields[question]}
              legend={t(`question.${question}.long`)}
            />
          ))}
          <div>
            <label htmlFor={fields.text.id} className="field-label">
              {t('form.text')}
              <span className="font-normal text-slate-600"> {t('form.optional')}</span>
            </label>
            <p id={`${fields.text.id}-hint`} className="mt-0.5 text-sm text-slate-600">
              {t('form.textHint', { max: REVIEW_TEXT_MAX })}
            </p>
            <textarea
              key={textKey}
              {...textProps}
              aria-describedby={`${fields.text.id}-hint ${fields.text.errorId}`}
              rows={5}
              className="field-input"
            />
            <FieldErrors id={fields.text.errorId} errors={fields.text.errors} />
          </div>
          <button type="submit" className="btn-primary">
            {t('form.submit')}
          </button>
        </Form>
      )}
    </div>
  )
}

/** One question as five radio buttons: a fieldset and a legend, no script needed, keyboard by arrows. */
function ScaleField({
  name,
  field,
  legend,
}: {
  name: ScaleName
  field: FieldMetadata<number | undefined>
  legend: string
}) {
  const t = useT('reviews')
  const words = useTranslateRef()
  const invalid = Boolean(field.errors?.length)
  return (
    <fieldset
      aria-describedby={invalid ? field.errorId : undefined}
      aria-invalid={invalid || undefined}
    >
      <legend className="field-label">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-5">
        {SCALE.map((n) => (
          <label
            key={n}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={field.name}
              value={n}
              defaultChecked={field.initialValue === String(n)}
              required
              className="size-5"
            />
            <span>
              <span className="font-semibold">{n}</span> {t(`scale.${name}.${n}`)}
            </span>
          </label>
        ))}
      </div>
      <div id={field.errorId} className="min-h-5">
        {invalid ? (
          <p className="field-error">{field.errors!.map((error) => words(error)).join(' ')}</p>
        ) : null}
      </div>
    </fieldset>
  )
}
