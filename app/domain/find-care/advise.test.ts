import { describe, expect, it } from 'vitest'
import { DANGER_QUESTIONS, HOME_CARE } from '#app/content/care-advice.ts'
import { SYMPTOMS } from '#app/content/symptoms.ts'
import { adviseCare, readDangerAnswers } from './advise.ts'
import { HOME_TOPICS, QUESTION_COMPLAINTS } from './triage/triage.ts'

/**
 * The guide's answer around the reading: the danger-sign questions (WHO IMCI's general danger
 * signs for a child, adult red flags per complaint from NHS 999, AHA and MoHFW), the three
 * dispositions, and what the network lacks.
 */
const allNo = (complaint: keyof typeof DANGER_QUESTIONS) =>
  new Map(DANGER_QUESTIONS[complaint].map((q) => [q.id, 'no' as const]))

describe('the danger-sign questions', () => {
  it('has questions for every main complaint, each leading to a red flag with first-aid advice', () => {
    const redFlags = new Set(SYMPTOMS.filter((s) => s.redFlag).map((s) => s.slug))
    for (const complaint of QUESTION_COMPLAINTS) {
      const list = DANGER_QUESTIONS[complaint]
      expect(list.length, complaint).toBeGreaterThanOrEqual(3)
      for (const question of list) expect(redFlags, question.id).toContain(question.redFlag)
    }
    expect(Object.keys(HOME_CARE).sort()).toEqual([...HOME_TOPICS].sort())
  })

  it('asks WHO IMCI’s general danger signs about a child', () => {
    const answer = adviseCare('my 3 year old has loose motions since morning', [])
    expect(answer.disposition).toBe('doctor')
    expect(answer.questions?.complaint).toBe('child')
    expect(answer.questions?.list.map((q) => q.redFlag)).toContain('child-danger-signs')
    expect(answer.departments[0]?.slug).toBe('pediatric')
  })

  it('makes any “yes” an emergency and says which sign led to it', () => {
    const [first, second] = DANGER_QUESTIONS.child
    const answers = new Map([
      [first!.id, 'no' as const],
      [second!.id, 'yes' as const],
    ])
    const answer = adviseCare('my 3 year old has loose motions since morning', [], answers)
    expect(answer.disposition).toBe('emergency')
    expect(answer.answeredYes.map((q) => q.id)).toEqual([second!.id])
    expect(answer.redFlags).toContain(second!.redFlag)
    expect(answer.questions).toBeNull()
  })

  it('takes a “yes” to a question of another complaint as seriously', () => {
    const chest = DANGER_QUESTIONS.chest[0]!
    const answer = adviseCare('sore throat', [], new Map([[chest.id, 'yes' as const]]))
    expect(answer.disposition).toBe('emergency')
  })

  it('never takes a missing answer as “no”', () => {
    const list = DANGER_QUESTIONS.fever
    const answers = new Map(list.slice(1).map((q) => [q.id, 'no' as const]))
    const answer = adviseCare('fever since yesterday', [], answers)
    expect(answer.disposition).not.toBe('emergency')
    expect(answer.questions?.unanswered).toEqual([list[0]!.id])
    expect(answer.clearedByQuestions).toBeNull()
  })

  it('withholds care at home until every question is answered “no”, then gives it', () => {
    const before = adviseCare('mild fever since yesterday', [])
    expect(before.disposition).toBe('home')
    expect(before.questions?.complaint).toBe('fever')
    const after = adviseCare('mild fever since yesterday', [], allNo('fever'))
    expect(after.disposition).toBe('home')
    expect(after.questions).toBeNull()
    expect(after.clearedByQuestions).toBe('fever')
    expect(after.homeTopics).toContain('fever')
  })

  it('reads only known questions and yes or no from the address, a “yes” always kept', () => {
    const id = DANGER_QUESTIONS.headache[0]!.id
    const params = new URLSearchParams([
      [`a.${id}`, 'yes'],
      [`a.${id}`, 'no'],
      ['a.not-a-question', 'yes'],
      [`a.${DANGER_QUESTIONS.headache[1]!.id}`, 'maybe'],
    ])
    expect([...readDangerAnswers(params)]).toEqual([[id, 'yes']])
  })
})

describe('the dispositions', () => {
  it('puts a red flag first whatever else is said, with no questions', () => {
    const answer = adviseCare('cold and cough for two days, and today she had a fit', [])
    expect(answer.disposition).toBe('emergency')
    expect(answer.chosen[0]).toBe(answer.redFlags[0])
    expect(answer.questions).toBeNull()
  })

  it('sends what we cannot place nowhere, and says when it comes near a danger word', () => {
    expect(adviseCare('xqzvwk', [])).toMatchObject({ disposition: 'unknown', departments: [] })
    expect(adviseCare('no chest pain', []).nearDanger).toBe(true)
  })

  it('names the clinics the network lacks, General Medicine first', () => {
    const answer = adviseCare('toothache since two days', [])
    expect(answer.lacking).toEqual(['teeth'])
    expect(answer.disposition).toBe('doctor')
    expect(answer.departments[0]?.slug).toBe('general-medicine')
  })
})
