import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'
import type { FindCarePage } from './guide-data.ts'

/**
 * The danger-sign questions of the main complaint, as a plain GET form with the words and ticks
 * kept: two big choices each, any "yes" an emergency. Works without JavaScript; the browser asks
 * for a missing answer itself, and the server names it again.
 */
export function DangerQuestions({ data }: { data: FindCarePage }) {
  const questions = data.questions!
  const t = useT('care')
  const missing = questions.list.filter((q) => q.missing).length
  return (
    <Form
      method="get"
      action="/find-care"
      className="card mt-5 max-w-2xl border-2 border-amber-500 p-4"
      aria-labelledby="questions-heading"
    >
      <h3 id="questions-heading" className="text-xl font-bold text-slate-900">
        {t('questions.heading')}
      </h3>
      <p className="mt-1 text-slate-800">{t('questions.intro')}</p>
      {missing > 0 ? (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {t('questions.missingSummary', { count: missing })}
        </p>
      ) : null}
      {data.text ? <input type="hidden" name="q" value={data.text} /> : null}
      {data.picked.map((slug) => (
        <input key={slug} type="hidden" name="s" value={slug} />
      ))}
      {data.pin ? <input type="hidden" name="pin" value={data.pin} /> : null}
      <input type="hidden" name="checked" value={questions.complaint} />
      <div className="mt-3 grid gap-4">
        {questions.list.map((question) => {
          const errorId = `question-${question.id}-error`
          return (
            <fieldset
              key={question.id}
              aria-describedby={question.missing ? errorId : undefined}
              className="min-w-0"
            >
              <legend className="font-semibold text-slate-900">{question.text}</legend>
              {question.missing ? (
                <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
                  {t('questions.missing')}
                </p>
              ) : null}
              <div className="mt-2 grid grid-cols-2 gap-3 sm:max-w-xs">
                {(['yes', 'no'] as const).map((answer) => (
                  <label
                    key={answer}
                    className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-slate-300 bg-white px-4 text-lg font-semibold text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name={`a.${question.id}`}
                      value={answer}
                      required
                      defaultChecked={question.answer === answer}
                      className="size-5"
                    />
                    {t(answer === 'yes' ? 'questions.yes' : 'questions.no')}
                  </label>
                ))}
              </div>
            </fieldset>
          )
        })}
      </div>
      <button type="submit" className="btn-primary mt-4">
        {t('questions.submit')}
      </button>
    </Form>
  )
}
