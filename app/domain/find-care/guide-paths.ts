/** The symptom guide's page for one symptom or condition. */
export const symptomHref = (slug: string) => `/find-care?s=${encodeURIComponent(slug)}`
