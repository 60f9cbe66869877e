import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { FieldErrors, FileField } from '#app/components/forms.tsx'
import { Name } from '#app/components/ui/name.tsx'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'
import { ACCEPTED_FILES, FileLink } from './room-file-link.tsx'
import { RoomKey } from './room-key.tsx'
import type { ChatMessageShown, RoomPageView, RoomStateView } from './room-view.ts'

/** The conversation, sent without leaving the page (or as a page without JavaScript). */
export function ChatSection({
  data,
  messages,
  state,
  messageMaxLength,
  lastResult,
}: {
  data: RoomPageView
  messages: ChatMessageShown[]
  state: RoomStateView
  /** The longest message the server takes. */
  messageMaxLength: number
  /** The page's own answer: without JavaScript the chat form is posted as a page. */
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const t = useT('consultation')
  const fetcher = useFetcher<{ result: SubmissionResult<string[]> }>()
  const [form, fields] = useForm<{ body: string; file: string }>({
    id: 'chat-message',
    lastResult: fetcher.state === 'idle' ? (fetcher.data?.result ?? lastResult) : null,
    shouldValidate: 'onSubmit',
  })
  const formRef = useRef<HTMLFormElement>(null)
  // A sent message is cleared from the box once the server took it.
  const sending = fetcher.state !== 'idle'
  const wasSending = useRef(false)
  useEffect(() => {
    if (wasSending.current && !sending && !fetcher.data) formRef.current?.reset()
    wasSending.current = sending
  }, [sending, fetcher.data])
  const roleName = (m: ChatMessageShown) =>
    m.mine ? t('chat.you') : m.senderRole === 'staff' ? t('chat.staff') : ''
  return (
    <section id="chat" aria-labelledby="chat-title" className="card mt-6 p-4 sm:p-6">
      <h2 id="chat-title" className="text-xl font-bold text-slate-900">
        {t('chat.title')}
      </h2>
      {messages.length === 0 ? <p className="mt-2 text-slate-700">{t('chat.none')}</p> : null}
      {/* Always in the page, so the first message that arrives is announced too. */}
      <ol className="mt-3 space-y-3" aria-live="polite" data-testid="chat-messages">
        {messages.map((m) => (
          <li
            key={m.id}
            className={`rounded-lg p-3 ${m.mine ? 'ml-6 bg-brand-50' : 'mr-6 bg-slate-100'}`}
          >
            <p className="text-sm text-slate-700">
              <span className="font-semibold text-slate-900">
                {roleName(m) || <Name>{m.senderName}</Name>}
              </span>{' '}
              · {m.time}
            </p>
            {m.body ? <p className="mt-1 whitespace-pre-wrap text-slate-900">{m.body}</p> : null}
            {m.file ? (
              <p className="mt-1">
                <FileLink
                  url={m.file.url}
                  name={m.file.name}
                  pdf={m.file.pdf}
                  byteSize={m.file.byteSize}
                />
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {state.phase === 'open' ? (
        <fetcher.Form
          method="post"
          encType="multipart/form-data"
          action={data.roomUrl}
          {...getFormProps(form)}
          ref={formRef}
          className="mt-4"
        >
          <RoomKey value={data.key} />
          <input type="hidden" name="intent" value="message" />
          <label htmlFor={fields.body.id} className="field-label">
            {t('chat.messageLabel')}
          </label>
          <textarea
            {...getTextareaProps(fields.body)}
            key={fields.body.key}
            rows={2}
            maxLength={messageMaxLength}
            className="field-input"
          />
          <FieldErrors id={fields.body.errorId} errors={fields.body.errors} />
          <FileField
            field={fields.file}
            label={t('chat.attachLabel')}
            hint={t('chat.attachHint')}
            accept={ACCEPTED_FILES}
            className="mt-3"
          />
          <button type="submit" className="btn-primary mt-3" disabled={sending}>
            {t('chat.send')}
          </button>
          <noscript>
            <p className="mt-2 text-sm text-slate-700">
              <Link to={data.roomUrl}>{t('chat.refresh')}</Link>
            </p>
          </noscript>
        </fetcher.Form>
      ) : (
        <p className="mt-3 text-slate-700">
          {state.phase === 'early' ? t('chat.opensLater') : t('chat.closed')}
        </p>
      )}
    </section>
  )
}
