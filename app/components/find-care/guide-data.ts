import type { DoctorCard } from '#app/domain/directory/doctor-card.ts'
import type { CareAnswer } from '#app/domain/find-care/advise.ts'
import type { DepartmentAdvice } from '#app/domain/find-care/recommend.ts'
import type {
  HomeTopic,
  LackingSpecialty,
  QuestionComplaint,
} from '#app/domain/find-care/triage/triage.ts'
import type { NearestFacilityView } from '#app/domain/network/facilities-view.ts'

/** Long enough for a worried parent's whole message: the guide reads every word. */
export const TEXT_MAX_LENGTH = 500

/**
 * What the symptom guide shows, as its loader builds it (routes/site/find-care.server.ts): the
 * words and ticks sent, the advice, and the clinics, places and tests that go with it.
 */
export type FindCarePage = {
  origin: string
  asked: boolean
  changing: boolean
  changeHref: string
  text: string
  picked: string[]
  mentioned: string[]
  disposition: CareAnswer['disposition']
  doctorWhen: CareAnswer['doctorWhen']
  nearDanger: boolean
  redFlags: string[]
  answeredYes: Array<{ id: string; text: string }>
  chosen: string[]
  questions: {
    complaint: QuestionComplaint
    list: Array<{ id: string; text: string; answer: 'yes' | 'no' | null; missing: boolean }>
  } | null
  cleared: boolean
  home: Array<{
    topic: HomeTopic
    title: string
    do: string
    howLong: string
    urgent: string
    source: { title: string; url: string; publisher: string }
  }>
  lacking: Array<{ specialty: LackingSpecialty; nearest: NearestFacilityView | null }>
  clinics: Array<DepartmentAdvice & { doctors: DoctorCard[]; nearest: NearestFacilityView | null }>
  tests: Array<{ slug: string; name: string; priceInr: number }>
  pin: string
  pinInvalid: boolean
  hindi: HindiAside
}

/** On English pages, the Hindi names shown beside the English ones; none on Hindi pages. */
export type HindiAside = {
  title: string
  intro: string
  groups: Record<string, string>
  symptoms: Record<string, string>
} | null
