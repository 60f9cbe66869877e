import { asc, eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { departments, doctors } from '#app/db/schema/directory.ts'

export type DepartmentOption = { slug: string; name: string; description: string }
export type DoctorOption = {
  slug: string
  name: string
  departmentSlug: string
  qualifications: string
  modes: string[]
}

/** The clinics and their bookable doctors, for pickers. */
export async function listDepartmentsWithDoctors(): Promise<{
  departments: DepartmentOption[]
  doctors: DoctorOption[]
}> {
  const db = getDb()
  const [departmentRows, doctorRows] = await Promise.all([
    db
      .select({
        slug: departments.slug,
        name: departments.name,
        description: departments.description,
      })
      .from(departments)
      .orderBy(asc(departments.sortOrder), asc(departments.name)),
    db
      .select({
        slug: doctors.slug,
        name: doctors.name,
        departmentSlug: departments.slug,
        qualifications: doctors.qualifications,
        modes: doctors.consultationModes,
      })
      .from(doctors)
      .innerJoin(departments, eq(doctors.departmentId, departments.id))
      .where(eq(doctors.active, true))
      .orderBy(asc(doctors.name)),
  ])
  return { departments: departmentRows, doctors: doctorRows }
}
