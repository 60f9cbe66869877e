import { DANGER_QUESTIONS, HOME_CARE } from '#app/content/care-advice.ts'
import type { DepartmentSlug } from '#app/content/department-links.ts'
import type { FacilityService } from '#app/db/schema/network-values.ts'
import { type DepartmentAdvice, recommendCare } from './recommend.ts'
import {
  type HomeTopic,
  type LackingSpecialty,
  type QuestionComplaint,
  triage,
} from './triage/triage.ts'

/**
 * The symptom guide's answer: the triage's reading of the words and ticks (triage/triage.ts),
 * settled by the danger-sign questions where the words cannot settle it, then where to go. Pure:
 * the page adds the doctors' free times and the nearest places.
 *
 * In this order of importance:
 * - emergency now: any red flag in the words or ticks, or any "yes" to a danger-sign question;
 * - see a doctor, today or within a few days;
 * - care at home, only once every danger-sign question of the main complaint is answered "no";
 * - unknown: nothing we could place (the page never leaves it a dead end).
 */

export type DangerQuestion = { id: string; redFlag: string; source: string }

/** The answers to the danger-sign questions, by question id. */
export type DangerAnswers = ReadonlyMap<string, 'yes' | 'no'>

export type CareAnswer = {
  disposition: 'emergency' | 'doctor' | 'home' | 'unknown'
  doctorWhen: 'today' | 'soon' | null
  /** Red flags (slugs of app/content/symptoms.ts), those from "yes" answers included. */
  redFlags: string[]
  /** The danger-sign questions answered "yes", each with the red flag it led to. */
  answeredYes: DangerQuestion[]
  /** Everything the reading placed (words and ticks), red flags first. */
  chosen: string[]
  /** The questions still to ask for the main complaint (none once answered or for an emergency). */
  questions: { complaint: QuestionComplaint; list: DangerQuestion[]; unanswered: string[] } | null
  /** Every danger-sign question of the main complaint was answered "no". */
  clearedByQuestions: QuestionComplaint | null
  homeTopics: HomeTopic[]
  lacking: LackingSpecialty[]
  departments: DepartmentAdvice[]
  nearDanger: boolean
}

const GENERAL_MEDICINE: DepartmentSlug = 'general-medicine'
const PEDIATRIC: DepartmentSlug = 'pediatric'

/** The services of the facilities list that stand for each clinic the network lacks. */
export const LACKING_SERVICES: Record<LackingSpecialty, readonly FacilityService[]> = {
  ent: ['ent'],
  eyes: ['eye_care'],
  teeth: ['dental'],
  skin: ['skin'],
  bones: ['orthopaedics'],
  women: ['gynaecology'],
}

const QUESTIONS_OF: Record<QuestionComplaint, readonly DangerQuestion[]> = DANGER_QUESTIONS
const HOME_TOPIC_SOURCES: Record<HomeTopic, { source: string }> = HOME_CARE

const questionById = new Map(
  Object.values(QUESTIONS_OF).flatMap((list) => list.map((q) => [q.id, q] as const)),
)

export function isDangerQuestion(id: string): boolean {
  return questionById.has(id)
}

export function homeCareSource(topic: HomeTopic): string {
  return HOME_TOPIC_SOURCES[topic].source
}

/**
 * What to do about the words typed, the symptoms ticked and the danger-sign questions answered.
 * A "yes" to any question — of this complaint or another — is an emergency; a missing answer is
 * never taken as "no".
 */
export function adviseCare(
  text: string,
  picked: readonly string[],
  answers: DangerAnswers = new Map(),
): CareAnswer {
  const read = triage(text, picked)
  const answeredYes = [...answers]
    .filter(([id, answer]) => answer === 'yes' && questionById.has(id))
    .map(([id]) => questionById.get(id)!)
  const redFlags = [...new Set([...read.redFlags, ...answeredYes.map((q) => q.redFlag)])]
  const chosen = [...new Set([...redFlags, ...read.symptoms])]
  const advice = recommendCare(chosen)
  const base = {
    redFlags,
    answeredYes,
    chosen,
    lacking: read.lacking,
    nearDanger: read.nearDanger,
  }
  if (redFlags.length > 0) {
    return {
      ...base,
      disposition: 'emergency',
      doctorWhen: null,
      questions: null,
      clearedByQuestions: null,
      homeTopics: [],
      departments: advice.departments,
    }
  }
  const list = read.complaint ? QUESTIONS_OF[read.complaint] : []
  const unanswered = list.filter((q) => answers.get(q.id) !== 'no').map((q) => q.id)
  const cleared = read.complaint && list.length > 0 && unanswered.length === 0
  const questions =
    read.complaint && !cleared && read.disposition !== 'unknown'
      ? { complaint: read.complaint, list: [...list], unanswered }
      : null
  // Everything placed goes to its clinic; a child to the Pediatric clinic first; what the network
  // lacks, and anything placed nowhere, to General Medicine first.
  const first =
    read.complaint === 'child'
      ? PEDIATRIC
      : read.lacking.length > 0 || advice.departments.length === 0
        ? GENERAL_MEDICINE
        : null
  const departments = first
    ? [
        advice.departments.find((d) => d.slug === first) ?? { slug: first, reasons: [] },
        ...advice.departments.filter((d) => d.slug !== first),
      ]
    : advice.departments
  return {
    ...base,
    disposition: read.disposition,
    doctorWhen: read.doctorWhen,
    questions,
    clearedByQuestions: cleared ? read.complaint : null,
    homeTopics: read.homeTopics,
    departments: read.disposition === 'unknown' ? [] : departments,
  }
}

/** The answers a request carries: `a.<question id>=yes|no`, known questions only. */
export function readDangerAnswers(params: URLSearchParams): Map<string, 'yes' | 'no'> {
  const answers = new Map<string, 'yes' | 'no'>()
  for (const [name, value] of params) {
    if (!name.startsWith('a.')) continue
    const id = name.slice(2)
    if (!questionById.has(id) || (value !== 'yes' && value !== 'no')) continue
    // A "yes" sent twice or beside a "no" stays a "yes".
    if (answers.get(id) !== 'yes') answers.set(id, value)
  }
  return answers
}
