import { asc, eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { departments, doctors } from '#app/db/schema/directory.ts'
import { keptUntilChanged } from '#app/utils/live.server.ts'

export type DepartmentOption = { slug: string; name: string; description: string }
export type DoctorOption = {
  slug: string
  name: string
  departmentSlug: string
  qualifications: string
  modes: string[]
}

type Directory = { departments: DepartmentOption[]; doctors: DoctorOption[] }

/**
 * Read on every booking attempt and many pages, changed only by staff: kept in memory until the
 * departments or doctors change. The booking's own read of the doctor's hours checks the doctor and clinic again.
 */
const directory = keptUntilChanged(['departments', 'doctors'], readDirectory)

async function readDirectory(): Promise<Directory> {
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

/** The clinics and their bookable doctors, for pickers. */
export function listDepartmentsWithDoctors(): Promise<Directory> {
  return directory.get()
}

/**
 * Drops this process's kept directory at once, for a write that changed it here and answers
 * next with the new lists (other processes hear of it through the announcement).
 */
export function forgetDirectory(): void {
  directory.forget()
}
