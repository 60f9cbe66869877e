/** Who works in the pharmacy's pages: the pharmacists, the front desk, the administrators. */
export const PHARMACY_STAFF_ROLES = ['pharmacist', 'staff', 'admin'] as const
