/** The page the service worker shows when a page is asked for without a connection. */
export const OFFLINE_PAGE = {
  title: 'You are offline',
  intro:
    'This page needs the internet, and your phone is not connected right now. Pages you opened recently still open.',
  callsWork: 'Phone calls work without the internet. In an emergency, call now:',
  emergencyLabel: 'Emergency line, 24 hours',
  ambulanceLabel: 'National ambulance',
  receptionLabel: 'Reception',
  retry: 'Try again',
  home: 'Home page',
} as const

/** When the map cannot load (no connection, or tiles blocked), the address stands on its own. */
export const MAP_CARD = {
  showMap: 'Show the map here',
  mapNote: 'The map loads from OpenStreetMap and needs a connection.',
} as const
