import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { useNavigation } from 'react-router'
import { FieldErrors, FormErrors } from '#app/components/forms.tsx'
import { accountContactPhone } from '#app/domain/accounts/contact-phone.ts'
import type { NoticesSchema } from '#app/domain/accounts/notice-schemas.ts'
import type { NoticePreferences } from '#app/domain/appointments/appointment-notices.ts'
import type { z } from '#app/utils/zod.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'
import { formatIndianPhone } from '#app/utils/phone.ts'

type MobileChannel = NoticePreferences['mobileChannel']

/**
 * How notices reach the person: their mobile by SMS, WhatsApp or not at all, and e-mail on or off
 * (only offered with an address). A plain form: radio buttons and a box work without JavaScript.
 */
export function NoticesForm({
  profile,
  channels,
  result,
}: {
  profile: {
    email: string | null
    phone: string | null
    phoneNumber: string | null
    phoneNumberVerified: boolean
    mobileChannel: MobileChannel
    emailNotices: boolean
  }
  /** The ways a mobile can be told, in the order offered. */
  channels: readonly MobileChannel[]
  result: SubmissionResult<string[]> | undefined
}) {
  const t = useT('account')
  const navigation = useNavigation()
  const [form, fields] = useForm<z.input<typeof NoticesSchema>>({
    id: 'notices-form',
    lastResult: navigation.state === 'idle' ? result : null,
  })
  const phone = accountContactPhone(profile)
  const hintId = `${fields.mobileChannel.id}-hint`
  return (
    <section aria-labelledby="notices-title" className="card">
      <h2 id="notices-title" className="text-xl font-bold text-slate-900">
        {t('notices.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('notices.intro')}</p>
      {/* Remounted when the saved choice changes, so the boxes show what is stored. */}
      <Form
        method="post"
        {...getFormProps(form)}
        key={`${profile.mobileChannel}-${profile.emailNotices}`}
        className="mt-4"
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="notices" />
        <fieldset
          aria-describedby={hintId}
          aria-invalid={fields.mobileChannel.errors ? true : undefined}
        >
          <legend className="field-label">{t('notices.mobile.legend')}</legend>
          <p id={hintId} className="mt-0.5 text-sm text-slate-600">
            {phone
              ? t('notices.mobile.number', { phone: formatIndianPhone(phone) })
              : t('notices.mobile.noNumber')}
          </p>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {channels.map((channel) => (
              <label key={channel} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={fields.mobileChannel.name}
                  value={channel}
                  defaultChecked={profile.mobileChannel === channel}
                  className="size-5"
                />
                {t(`notices.mobile.${channel}`)}
              </label>
            ))}
          </div>
          <FieldErrors id={fields.mobileChannel.errorId} errors={fields.mobileChannel.errors} />
        </fieldset>
        {profile.email ? (
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              name={fields.emailNotices.name}
              defaultChecked={profile.emailNotices}
              className="size-5"
            />
            {t('notices.email.label', { email: profile.email })}
          </label>
        ) : null}
        <p className="mt-3 text-sm text-slate-600">{t('notices.essential')}</p>
        <button type="submit" className="btn-primary mt-4">
          {t('notices.save')}
        </button>
      </Form>
    </section>
  )
}
