/**
 * The prescription's addresses in a consultation room, with the patient's private key (`?k=`)
 * when they came by the manage link (see roomPath in room-access.server.ts). Pure: the browser
 * builds them too.
 */
function withKey(path: string, key: string | null): string {
  return key ? `${path}?k=${encodeURIComponent(key)}` : path
}

export const prescriptionPath = (appointmentId: string, key: string | null) =>
  withKey(`/consultations/${appointmentId}/prescription`, key)

/** The PDF of the current prescription, or of `prescriptionId` (an earlier, cancelled one). */
export function prescriptionPdfPath(
  appointmentId: string,
  key: string | null,
  prescriptionId?: string,
): string {
  const path = withKey(`/consultations/${appointmentId}/prescription.pdf`, key)
  if (!prescriptionId) return path
  return `${path}${key ? '&' : '?'}rx=${encodeURIComponent(prescriptionId)}`
}
