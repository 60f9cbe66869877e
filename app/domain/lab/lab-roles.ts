/** Who works in the laboratory's pages: the laboratory, the front desk, the administrators. */
export const LAB_STAFF_ROLES = ['staff', 'admin', 'lab'] as const
