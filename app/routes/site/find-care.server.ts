import { type FindCarePage, TEXT_MAX_LENGTH } from '#app/components/find-care/guide-data.ts'
import { CARE_ADVICE_SOURCES, type CareAdviceSourceId } from '#app/content/care-advice.ts'
import { SYMPTOM_GROUPS, SYMPTOMS } from '#app/content/symptoms.ts'
import { listSoonestDoctorsByDepartment } from '#app/domain/directory/doctor-directory.server.ts'
import { testsAdvisedFor } from '#app/domain/lab/catalogue.ts'
import {
  adviseCare,
  homeCareSource,
  LACKING_SERVICES,
  readDangerAnswers,
} from '#app/domain/find-care/advise.ts'
import { nearestFacilities } from '#app/domain/network/facilities.server.ts'
import { parseOrigin } from '#app/domain/network/nearest.ts'
import { symptomGroupLabel, symptomText } from '#app/domain/find-care/symptom-text.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { requestLocale, translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'

/** How many clinics, and doctors per clinic, the result shows. */
const CLINICS_SHOWN = 3
const DOCTORS_PER_CLINIC = 2

/**
 * An English page also speaks to Hindi readers: the title line, the groups and the symptoms
 * carry their Hindi names beside the English ones (a Hindi page is all Hindi). The same for every
 * request, so made once.
 */
let hindiAsideMemo: ReturnType<typeof makeHindiAside> | undefined
const hindiAside = () => (hindiAsideMemo ??= makeHindiAside())

function makeHindiAside() {
  const hi = (ref: string) => translateRefOnServer('hi', ref)
  return {
    title: hi('care:guide.title'),
    intro: hi('care:guide.intro'),
    groups: Object.fromEntries(
      SYMPTOM_GROUPS.map((group) => [group, hi(symptomGroupLabel(group))]),
    ),
    symptoms: Object.fromEntries(SYMPTOMS.map((s) => [s.slug, hi(symptomText(s.slug, 'name'))])),
  }
}

/**
 * The symptom guide's page for the address asked: the words and ticks read into advice, the
 * clinics with their soonest doctors and nearest places, and the tests doctors often advise.
 */
export async function findCarePage(request: Request): Promise<FindCarePage> {
  const params = new URL(request.url).searchParams
  const known = new Set(SYMPTOMS.map((s) => s.slug))
  // Every known choice counts (there are only so many): a red flag must never be cut off.
  const picked = [...new Set(params.getAll('s'))].filter((slug) => known.has(slug))
  const text = Array.from(params.get('q') ?? '')
    .slice(0, TEXT_MAX_LENGTH)
    .join('')
  const answers = readDangerAnswers(params)
  // Red flags read from whole sentences, settled by the danger-sign questions (advise.ts).
  const care = adviseCare(text, picked, answers)
  const mentioned = care.chosen.filter((slug) => !picked.includes(slug))
  const shown = care.departments.slice(0, CLINICS_SHOWN)
  const locale = requestLocale(request)
  const origin = parseOrigin(params)
  const [doctors, nearest] = await Promise.all([
    listSoonestDoctorsByDepartment(
      shown.map((department) => department.slug),
      DOCTORS_PER_CLINIC,
    ),
    // Each clinic with the nearest place of the network offering it, then what the network lacks
    // with the nearest place in the facilities list that offers it: nearest to the visitor's pin
    // code or location when given, else to the main clinic.
    nearestFacilities(
      [
        ...shown.map((department) => ({ department: department.slug })),
        ...care.lacking.map((specialty) => ({ services: LACKING_SERVICES[specialty] })),
      ],
      origin,
      locale,
    ),
  ])
  const lacking = care.lacking.map((specialty, index) => ({
    specialty,
    nearest: nearest[shown.length + index] ?? null,
  }))
  const clinics = shown.map((department, index) => ({
    ...department,
    doctors: doctors.get(department.slug) ?? [],
    nearest: nearest[index] ?? null,
  }))
  // Tests are for appointments, not emergencies: none is offered for a red flag.
  const tests =
    care.disposition === 'emergency'
      ? []
      : testsAdvisedFor(care.chosen).map((test) => ({
          slug: test.slug,
          name: locale === 'hi' ? test.nameHi : test.name,
          priceInr: test.priceInr,
        }))
  const words = (ref: string) => translateRefOnServer(locale, ref)
  const questionText = (id: string) => words(`careAdvice:question.${id}`)
  // The questions were sent when the form's marker is there: a missing answer is then named.
  const checked = params.get('checked') === care.questions?.complaint
  // "Change" reopens the form with the same words and ticks.
  const again = new URLSearchParams({ change: '1' })
  if (text) again.set('q', text)
  for (const slug of picked) again.append('s', slug)
  return {
    origin: appUrl(),
    asked: picked.length > 0 || text.trim().length > 0,
    changing: params.has('change'),
    changeHref: `/find-care?${again.toString()}`,
    text,
    picked,
    mentioned,
    disposition: care.disposition,
    doctorWhen: care.doctorWhen,
    nearDanger: care.nearDanger,
    redFlags: care.redFlags,
    answeredYes: care.answeredYes.map((q) => ({ id: q.id, text: questionText(q.id) })),
    chosen: care.chosen,
    questions: care.questions
      ? {
          complaint: care.questions.complaint,
          list: care.questions.list.map((q) => ({
            id: q.id,
            text: questionText(q.id),
            answer: answers.get(q.id) ?? null,
            missing: checked && care.questions!.unanswered.includes(q.id),
          })),
        }
      : null,
    cleared: care.clearedByQuestions !== null,
    home: care.homeTopics.map((topic) => {
      const source = CARE_ADVICE_SOURCES[homeCareSource(topic) as CareAdviceSourceId]
      return {
        topic,
        title: words(`careAdvice:home.${topic}.title`),
        do: words(`careAdvice:home.${topic}.do`),
        howLong: words(`careAdvice:home.${topic}.howLong`),
        urgent: words(`careAdvice:home.${topic}.urgent`),
        source: {
          title: source.originalTitle,
          url: source.url,
          publisher: words(`careAdvice:publisher.${source.publisher}`),
        },
      }
    }),
    lacking,
    clinics,
    tests,
    pin: (params.get('pin') ?? '').slice(0, 10),
    pinInvalid: origin.kind === 'invalid' && origin.from === 'pin',
    hindi: locale === 'en' ? hindiAside() : null,
  }
}
