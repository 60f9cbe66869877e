/**
 * The six clinics of the network. The database holds the same departments (seeded from this list)
 * so that doctors can belong to them; the menu order and copy come from here.
 */
export const DEPARTMENTS = [
  {
    slug: 'neurology',
    name: 'Neurology',
    summary:
      'Headaches and migraine, fits and seizures, stroke recovery, numbness, tremor and memory problems.',
  },
  {
    slug: 'cardiology',
    name: 'Cardiology',
    summary:
      'Blood pressure, chest discomfort, breathlessness on walking, palpitations and heart check-ups with ECG.',
  },
  {
    slug: 'pathology',
    name: 'Pathology',
    summary:
      'Blood, urine and tissue tests read by qualified pathologists, with reports explained in plain words.',
  },
  {
    slug: 'laboratory',
    name: 'Laboratory',
    summary:
      'Sugar, thyroid, kidney and liver panels, malaria and dengue tests, with home sample collection.',
  },
  {
    slug: 'pediatric',
    name: 'Pediatric',
    summary:
      'Care for newborns, children and teenagers: fever, vaccinations, growth, nutrition and cough.',
  },
  {
    slug: 'cardiac',
    name: 'Cardiac',
    summary:
      'Cardiac care after a heart attack or surgery: rehabilitation, echo, stress tests and follow-up.',
  },
] as const

export type DepartmentSlug = (typeof DEPARTMENTS)[number]['slug']
