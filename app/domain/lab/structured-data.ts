type TestForSearchEngines = {
  name: string
  otherName: string
  purpose: string
  analytes: ReadonlyArray<{ name: string }>
}

/**
 * A test as schema.org describes one: a MedicalTest, or a MedicalTestPanel of the tests it
 * measures. `url` is the page's absolute address; names and text are in the page's language.
 */
export function medicalTestJsonLd(url: string, test: TestForSearchEngines) {
  const panel = test.analytes.length > 1
  return {
    '@type': panel ? 'MedicalTestPanel' : 'MedicalTest',
    '@id': url,
    url,
    name: test.name,
    alternateName: test.otherName,
    description: test.purpose,
    relevantSpecialty: 'Pathology',
    ...(panel
      ? { subTest: test.analytes.map((a) => ({ '@type': 'MedicalTest', name: a.name })) }
      : {}),
  }
}
