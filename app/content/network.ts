/**
 * The network's own places that other features point to. The demo network (seeded) and any real
 * deployment list them under these slugs (app/domain/seed/demo-facilities.server.ts).
 */

/** The network's main clinic in Haidergarh (the address in app/content/site.ts). */
export const MAIN_CLINIC_SLUG = 'maindoctor-clinic-haidergarh'

/** The laboratory that does the network's lab orders: reviews of a lab order are about it. */
export const NETWORK_LABORATORY_SLUG = 'maindoctor-laboratory-haidergarh'

/**
 * Words people use for each kind of place, besides its name in the `facilities` catalogue
 * (`kind.<kind>` in English and Hindi): the site search finds the places of a kind by them, so
 * "chemist" or "दवा की दुकान" lists the network's pharmacies and not only the online pharmacy.
 */
export const FACILITY_KIND_SEARCH_WORDS = {
  hospital: ['hospital', 'aspatal', 'अस्पताल'],
  clinic: ['clinic', 'dispensary', 'davakhana', 'दवाखाना'],
  laboratory: ['laboratory', 'lab', 'pathology', 'diagnostic centre', 'पैथोलॉजी', 'लैब'],
  collection_centre: ['collection centre', 'sample collection', 'सैंपल'],
  pharmacy: [
    'pharmacy',
    'chemist',
    'druggist',
    'medical store',
    'medical shop',
    'medical hall',
    'dawa ki dukan',
    'dawai ki dukan',
    'दवा की दुकान',
    'दवाई की दुकान',
    'मेडिकल स्टोर',
    'केमिस्ट',
  ],
  ambulance_base: ['ambulance', 'एम्बुलेंस'],
} as const
