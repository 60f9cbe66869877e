import { writeFileSync } from 'node:fs'
import { prescriptionDocument } from '#app/domain/prescriptions/prescription-document.server.ts'
import { renderPdf } from '#app/utils/documents/pdf.server.ts'
const record = {
  id: 'x', appointmentId: 'y', number: 'RX-2026-000123', replacesId: null, verificationCode: 'Abc123Abc123Abc123Abc123',
  doctorName: 'Dr. Sunita Verma', doctorQualifications: 'MBBS, MD (Medicine)', doctorRegistrationNumber: 'UPMC-45678',
  clinicName: 'MainDoctor', clinicAddress: 'Station Road, near Tehsil Chauraha, Haidergarh, Barabanki district, Uttar Pradesh 227301', clinicPhone: '+91 5248 222 410',
  patientName: 'रवि कुमार', patientAge: '34', patientSex: 'male', issuedAt: new Date(), cancelledAt: null, cancelReason: null,
  content: { diagnosis: 'क्षय (टीबी) का संदेह — प्रिस्क्रिप्शन र्क', provisional: true, tests: ['Sputum AFB / बलगम की जाँच', 'Chest X-ray'], advice: 'आराम करें। बुख़ार हो तो दिन में दो बार नापें, खाने के बाद दवा लें। शुद्ध पानी पिएँ।', followUp: '2026-12-01',
    medicines: [
      { name: 'Azithromycin', strength: '500 mg', form: 'tablet', dose: '1 tablet', frequency: 'once_daily', days: 3, food: 'after_food', instructions: 'पानी के साथ' },
      { name: 'Paracetamol', strength: '650 mg', form: 'tablet', dose: '1', frequency: 'as_needed', days: 5, food: 'any', instructions: 'बुख़ार 100° से ऊपर हो तब' },
      { name: 'ORS', form: 'other', dose: '1 packet in 1 litre', frequency: 'other', frequencyOther: 'हर दस्त के बाद', days: 3, food: 'any' },
    ] },
} as const
writeFileSync('/tmp/rxpdf/rx.pdf', await renderPdf(prescriptionDocument(record as never)))
