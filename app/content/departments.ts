import { DEPARTMENT_LINKS, type DepartmentSlug } from './department-links.ts'

/**
 * The seven clinics of the network: the six specialist clinics and the General Medicine OPD for
 * everyday illness. The database holds the same departments (seeded from this list)
 * so that doctors can belong to them; the menu order comes from here.
 *
 * The names, summaries and lists of what each clinic treats stay here in English (and the names
 * in Hindi) because the search index and the seed are built from them; pages show the words from
 * the site catalogue (`department.<slug>.name`, `.summary`, `.about`, `.treats.<n>`), in the
 * page's language.
 */
export const DEPARTMENTS = [
  {
    ...DEPARTMENT_LINKS[0],
    nameHi: 'न्यूरोलॉजी (तंत्रिका रोग)',
    summary:
      'Headaches and migraine, fits and seizures, stroke recovery, numbness, tremor and memory problems.',
    treats: [
      'Migraine and frequent headaches',
      'Epilepsy, fits and seizures',
      'Stroke recovery and prevention',
      'Numbness, tingling and nerve pain',
      'Sciatica and neck or back nerve pain',
      'Tremor and Parkinson’s disease',
      'Memory loss and dementia',
    ],
    aliases: [
      'neurologist',
      'brain doctor',
      'nerve specialist',
      'nas ka doctor',
      'dimag ka doctor',
      'नस का डॉक्टर',
      'दिमाग का डॉक्टर',
      'तंत्रिका रोग',
      'न्यूरो',
    ],
  },
  {
    ...DEPARTMENT_LINKS[1],
    nameHi: 'हृदय रोग (कार्डियोलॉजी)',
    summary:
      'Blood pressure, chest discomfort, breathlessness on walking, palpitations and heart check-ups with ECG.',
    treats: [
      'High and low blood pressure',
      'Chest discomfort and angina',
      'Palpitations and irregular heartbeat',
      'Breathlessness and swelling of the feet',
      'High cholesterol and heart risk check-ups',
      'ECG, read the same day',
      'Rheumatic heart and valve disease',
    ],
    aliases: [
      'cardiologist',
      'heart specialist',
      'heart doctor',
      'bp doctor',
      'dil ka doctor',
      'दिल का डॉक्टर',
      'बीपी का डॉक्टर',
      'हृदय रोग विशेषज्ञ',
    ],
  },
  {
    ...DEPARTMENT_LINKS[2],
    nameHi: 'पैथोलॉजी',
    summary:
      'Blood, urine and tissue tests read by qualified pathologists, with reports explained in plain words.',
    treats: [
      'Anaemia and blood count work-up',
      'Biopsy and histopathology',
      'Needle tests (FNAC) of lumps and glands',
      'Blood smears for malaria and blood disorders',
      'Pap smears for cervical screening',
      'Thalassaemia and sickle cell tests',
      'Reports explained in plain words',
    ],
    aliases: [
      'pathologist',
      'pathology lab',
      'biopsy',
      'blood report',
      'khoon ki jaanch',
      'khoon ki report',
      'खून की जाँच',
      'पैथोलॉजी लैब',
      'गाँठ की जाँच',
    ],
  },
  {
    ...DEPARTMENT_LINKS[3],
    nameHi: 'जाँच प्रयोगशाला (लैब)',
    summary:
      'Sugar, thyroid, kidney and liver panels, malaria and dengue tests, with home sample collection.',
    treats: [
      'Sugar tests: fasting, after meals and HbA1c',
      'Thyroid, kidney and liver panels',
      'Cholesterol and full body check-ups',
      'Malaria, dengue and typhoid tests',
      'TB sputum tests',
      'Urine tests and cultures',
      'Home sample collection',
    ],
    aliases: [
      'lab',
      'lab test',
      'blood test',
      'sugar test',
      'jaanch',
      'test karana',
      'sample collection',
      'जाँच',
      'लैब',
      'शुगर की जाँच',
    ],
  },
  {
    ...DEPARTMENT_LINKS[4],
    nameHi: 'बाल रोग',
    summary:
      'Care for newborns, children and teenagers: fever, vaccinations, growth, nutrition and cough.',
    treats: [
      'Fever, cough and cold',
      'Diarrhoea and dehydration',
      'Vaccinations on the national schedule',
      'Newborn care, feeding and jaundice',
      'Growth, nutrition and development',
      'Bedwetting and worms',
      'Teenage health',
    ],
    aliases: [
      'paediatrician',
      'pediatrician',
      'child specialist',
      'kids doctor',
      'baby doctor',
      'bachchon ka doctor',
      'बच्चों का डॉक्टर',
      'शिशु रोग विशेषज्ञ',
    ],
  },
  {
    ...DEPARTMENT_LINKS[5],
    nameHi: 'हृदय देखभाल (कार्डियक केयर)',
    summary:
      'Cardiac care after a heart attack or surgery: rehabilitation, echo, stress tests and follow-up.',
    treats: [
      'Follow-up after a heart attack',
      'Care after angioplasty, stent or bypass surgery',
      'Cardiac rehabilitation and safe exercise',
      'Heart failure follow-up',
      'Echo (echocardiography) and stress (TMT) tests',
      'Pacemaker and blood thinner (INR) checks',
    ],
    aliases: [
      'cardiac care',
      'cardiac rehab',
      'heart rehabilitation',
      'echo test',
      'tmt test',
      'heart attack ke baad',
      'dil ke operation ke baad',
      'हार्ट अटैक के बाद',
      'दिल के ऑपरेशन के बाद',
    ],
  },
  {
    ...DEPARTMENT_LINKS[6],
    nameHi: 'सामान्य चिकित्सा (जनरल ओपीडी)',
    summary:
      'Everyday illness in adults: fever, cough and cold, sore throat, stomach upsets, body ache, weakness, BP and sugar follow-up.',
    treats: [
      'Fever, including malaria, dengue and typhoid',
      'Cough, cold and sore throat',
      'Acidity, stomach pain, loose motions and vomiting',
      'Body ache, mild headache and weakness',
      'Blood pressure and sugar follow-up, repeat medicines',
      'Skin rashes, itching and allergies',
      'Check-ups and fitness certificates',
    ],
    aliases: [
      'general physician',
      'physician',
      'family doctor',
      'general doctor',
      'gp',
      'opd',
      'general opd',
      'md medicine',
      'normal doctor',
      'sadharan doctor',
      'सामान्य डॉक्टर',
      'जनरल फिजिशियन',
      'ओपीडी',
    ],
  },
] as const

export { type DepartmentSlug }
