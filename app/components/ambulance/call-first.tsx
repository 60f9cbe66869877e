import { Phone } from 'lucide-react'
import { CONTACT } from '#app/content/site.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'

/**
 * The two numbers to call, at the top of every ambulance screen: the web request is always in
 * addition to calling, never instead of it.
 */
export function CallFirst() {
  const t = useT('ambulance')
  return (
    <section
      aria-labelledby="call-first-title"
      className="rounded-lg border-2 border-alert-700 bg-red-50 p-3 sm:p-4"
    >
      <h2 id="call-first-title" className="font-bold text-alert-700">
        {t('callFirst.title')}
      </h2>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        <li>
          <a href={CONTACT.emergencyPhoneHref} className="btn-emergency w-full">
            <Phone aria-hidden="true" className="size-5" />
            {t('callFirst.emergency', { phone: CONTACT.emergencyPhone })}
          </a>
        </li>
        <li>
          <a href={`tel:${CONTACT.nationalAmbulance}`} className="btn-emergency w-full">
            <Phone aria-hidden="true" className="size-5" />
            {t('callFirst.national', { number: CONTACT.nationalAmbulance })}
          </a>
        </li>
      </ul>
    </section>
  )
}
