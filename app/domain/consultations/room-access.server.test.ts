import { describe, expect, test } from 'vitest'
import { decideRoomAccess } from './room-access.server.ts'

const appointment = {
  mode: 'video' as const,
  doctorId: 'doctor-a',
  doctorName: 'Dr. Anjali Verma',
  patientUserId: 'patient-1',
  patientName: 'Sunita Devi',
}
const nobody = { user: null, doctorId: null, keyMatches: false }
const signedIn = (id: string, role: 'patient' | 'doctor' | 'staff' | 'admin') => ({
  id,
  name: `Person ${id}`,
  role,
})

describe('who may enter a consultation room', () => {
  test('the patient by their account, and by the manage link’s key without one', () => {
    expect(
      decideRoomAccess(appointment, { ...nobody, user: signedIn('patient-1', 'patient') }),
    ).toEqual({ role: 'patient', userId: 'patient-1', name: 'Sunita Devi' })
    expect(decideRoomAccess(appointment, { ...nobody, keyMatches: true })).toEqual({
      role: 'patient',
      userId: null,
      name: 'Sunita Devi',
    })
  })

  test('the doctor of the appointment, and staff and admins', () => {
    expect(
      decideRoomAccess(appointment, {
        ...nobody,
        user: signedIn('doc-user', 'doctor'),
        doctorId: 'doctor-a',
      }),
    ).toEqual({ role: 'doctor', userId: 'doc-user', name: 'Dr. Anjali Verma' })
    expect(decideRoomAccess(appointment, { ...nobody, user: signedIn('s', 'staff') })?.role).toBe(
      'staff',
    )
    expect(decideRoomAccess(appointment, { ...nobody, user: signedIn('a', 'admin') })?.role).toBe(
      'staff',
    )
  })

  test('a stranger, another patient and another doctor are refused', () => {
    expect(decideRoomAccess(appointment, nobody)).toBeNull()
    expect(
      decideRoomAccess(appointment, { ...nobody, user: signedIn('patient-2', 'patient') }),
    ).toBeNull()
    expect(
      decideRoomAccess(appointment, {
        ...nobody,
        user: signedIn('doc-b-user', 'doctor'),
        doctorId: 'doctor-b',
      }),
    ).toBeNull()
    // A doctor whose account is not linked to any profile is no one's doctor.
    expect(
      decideRoomAccess(appointment, { ...nobody, user: signedIn('doc-x', 'doctor') }),
    ).toBeNull()
  })

  test('an in-person appointment has no room, for anyone', () => {
    const inPerson = { ...appointment, mode: 'in_person' as const }
    expect(decideRoomAccess(inPerson, { ...nobody, keyMatches: true })).toBeNull()
    expect(decideRoomAccess(inPerson, { ...nobody, user: signedIn('s', 'staff') })).toBeNull()
  })
})
