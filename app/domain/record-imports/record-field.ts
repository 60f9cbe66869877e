/**
 * The field an import form sends its FHIR document in. Apart from the form's schema, so that a
 * page whose forms the server alone checks (the consultation room) carries no validation library.
 */
export const RECORD_FIELD = 'record'
