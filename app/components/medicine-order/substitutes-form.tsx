import { FieldErrors, FormErrors } from '#app/components/forms.tsx'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'
import type { OrderFormReply, OrderLineView } from './order-view.ts'

/** The patient agrees to the pharmacist's list: each substitute accepted or refused. */
export function SubstitutesForm({
  substitutes,
  actionData,
}: {
  substitutes: OrderLineView[]
  actionData: OrderFormReply
}) {
  const t = useT('pharmacy')
  return (
    <section
      aria-labelledby="agree-title"
      className="mt-8 rounded-lg border-2 border-brand-700 bg-white p-4"
    >
      <h2 id="agree-title" className="text-xl font-bold">
        {t('agree.title')}
      </h2>
      <p className="mt-1">{substitutes.length ? t('agree.intro') : t('agree.introList')}</p>
      <Form method="post" className="mt-4 space-y-4">
        {actionData?.intent === 'answer' && actionData.formError ? (
          <FormErrors errors={[actionData.formError]} />
        ) : null}
        {substitutes.map((line) => {
          const field = `response-${line.id}`
          const error = actionData?.intent === 'answer' ? actionData.fieldErrors[field] : null
          return (
            <fieldset
              key={line.id}
              aria-describedby={`${field}-error`}
              className="rounded-md border border-slate-300 p-3"
            >
              <legend className="px-1 font-semibold">
                {t('agree.question', {
                  name: [line.name, line.brand].filter(Boolean).join(' — '),
                  asked: line.substituteFor ?? '',
                })}
              </legend>
              <div className="mt-1 flex gap-6">
                {(['accepted', 'refused'] as const).map((answer) => (
                  <label key={answer} className="flex min-h-11 items-center gap-2">
                    <input type="radio" name={field} value={answer} required className="size-5" />
                    {t(answer === 'accepted' ? 'agree.accept' : 'agree.refuse')}
                  </label>
                ))}
              </div>
              <FieldErrors id={`${field}-error`} errors={error ? [error] : undefined} />
            </fieldset>
          )
        })}
        <button
          type="submit"
          name="intent"
          value="answer"
          className="btn-primary min-h-12 w-full sm:w-auto"
        >
          {t('agree.send')}
        </button>
      </Form>
    </section>
  )
}
