/**
 * A document's verification link as a QR code for its web page (a data URL of an SVG), made on the
 * server so that the qrcode library never reaches the browser. The PDF draws its own from the same
 * link (pdf.server.ts). The library is loaded by the first code a process draws.
 */
export async function qrCodeDataUrl(url: string): Promise<string> {
  const { default: qrCodes } = await import('qrcode')
  const svg = await qrCodes.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
