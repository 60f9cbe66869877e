import { CONTACT, SITE } from './site.ts'

/** The privacy notice patients accept when they register. */
export const PRIVACY_NOTICE = {
  updated: '2026-11-22',
  sections: [
    {
      title: 'Who we are',
      text: `${SITE.name} runs clinics and laboratories in Barabanki district. We are responsible for the personal data you give us through this site. You can reach us at ${CONTACT.email} or ${CONTACT.receptionPhone}.`,
    },
    {
      title: 'What we collect',
      text: 'Your name, phone number and e-mail address; the appointments, messages and requests you send us; and, for security, the times and network addresses of sign-ins. We do not sell your data or show advertising.',
    },
    {
      title: 'Why we use it',
      text: 'To book and remind you of appointments, answer your messages, provide the services you ask for, and keep your account secure. Health information is seen only by the people caring for you and by the front-desk staff who arrange your care; every staff access to your details is recorded.',
    },
    {
      title: 'How long we keep it',
      text: 'As long as you have an account, and afterwards only what the law requires us to keep for medical and financial records, without your contact details.',
    },
    {
      title: 'Your rights',
      text: 'You can see and correct your details, download everything we hold about you, and delete your account at any time from your account page. You can also ask the clinic in person.',
    },
  ],
} as const
