import { MessageCircle, Phone, Siren, X } from 'lucide-react'
import { useRef } from 'react'
import { CONTACT } from '#app/content/site.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { useLocalizePath } from '#app/utils/i18n/links.tsx'

export const EMERGENCY_DIALOG_ID = 'emergency-help'

/**
 * The 24/7 emergency pop-up. With JavaScript it is a modal <dialog> (focus stays inside, Escape
 * closes it); without, the trigger is a link to #emergency-help and CSS shows the dialog.
 */
export function EmergencyDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const triggerRef = useRef<HTMLAnchorElement>(null)
  const t = useT('common')
  const localize = useLocalizePath()

  function open(event: React.MouseEvent) {
    const dialog = dialogRef.current
    if (!dialog || typeof dialog.showModal !== 'function') return
    event.preventDefault()
    dialog.showModal()
  }

  function close(event: React.MouseEvent) {
    const dialog = dialogRef.current
    if (!dialog?.open) return
    event.preventDefault()
    dialog.close()
  }

  return (
    <>
      <a
        ref={triggerRef}
        href={`#${EMERGENCY_DIALOG_ID}`}
        onClick={open}
        aria-haspopup="dialog"
        className="inline-flex min-h-9 items-center gap-1.5 rounded-md bg-alert-700 px-3 py-1 text-sm font-bold text-white no-underline hover:bg-alert-600"
      >
        <Siren aria-hidden="true" className="size-4" />
        {t('emergency.trigger')}
      </a>
      <dialog
        ref={dialogRef}
        id={EMERGENCY_DIALOG_ID}
        aria-labelledby="emergency-title"
        className="emergency-dialog w-[min(28rem,calc(100%-2rem))] rounded-xl border-0 p-0 text-slate-900 shadow-2xl"
        onClose={() => triggerRef.current?.focus()}
      >
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id="emergency-title" className="text-xl font-bold text-alert-700">
              {t('emergency.title')}
            </h2>
            <a
              href="#close"
              onClick={close}
              className="-m-2 rounded p-2 text-slate-700 hover:bg-slate-100"
              aria-label={t('emergency.close')}
            >
              <X aria-hidden="true" className="size-5" />
            </a>
          </div>
          <p className="mt-2 text-slate-700">{t('emergency.text')}</p>
          <ul className="mt-5 space-y-3">
            <li>
              <a href={CONTACT.emergencyPhoneHref} className="btn-emergency w-full">
                <Phone aria-hidden="true" className="size-5" />
                {t('emergency.call', { phone: CONTACT.emergencyPhone })}
              </a>
            </li>
            <li>
              <a
                href={CONTACT.whatsappHref}
                className="btn-secondary w-full"
                rel="noopener noreferrer"
                target="_blank"
              >
                <MessageCircle aria-hidden="true" className="size-5" />
                {t('emergency.whatsapp')}
                <span className="sr-only">{t('emergency.newTab')}</span>
              </a>
            </li>
            <li>
              <a
                href={localize('/ambulance')}
                className="btn-secondary w-full"
                onClick={() => dialogRef.current?.close()}
              >
                {t('emergency.requestAmbulance')}
              </a>
            </li>
            <li>
              <a
                href={localize('/home#appointment')}
                className="btn-secondary w-full"
                onClick={() => dialogRef.current?.close()}
              >
                {t('emergency.appointment')}
              </a>
            </li>
          </ul>
          <p className="mt-4 text-sm text-slate-700">
            {t('emergency.nationalAmbulance')}
            <a href={`tel:${CONTACT.nationalAmbulance}`}>{CONTACT.nationalAmbulance}</a>
          </p>
        </div>
      </dialog>
    </>
  )
}
