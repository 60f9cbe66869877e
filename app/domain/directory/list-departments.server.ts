import { asc, eq, sql } from 'drizzle-orm'
import { getDb, queryRows } from '#app/db/client.server.ts'
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

/**
 * The clinics and only the named doctor (when listed), in one statement: all a booking form's
 * validation needs to check one submission, without reading the whole directory.
 */
export async function listDepartmentsWithDoctor(doctorSlug: string): Promise<{
  departments: DepartmentOption[]
  doctors: DoctorOption[]
}> {
  const [row] = await queryRows<{
    departments: DepartmentOption[] | null
    doctors: DoctorOption[] | null
  }>(sql`
    select
      (select json_agg(json_build_object('slug', slug, 'name', name, 'description', description)
          order by sort_order, name) from departments) as departments,
      (select json_agg(json_build_object('slug', d.slug, 'name', d.name,
          'departmentSlug', dep.slug, 'qualifications', d.qualifications,
          'modes', d.consultation_modes))
        from doctors d join departments dep on dep.id = d.department_id
        where d.active and d.slug = ${doctorSlug}) as doctors`)
  return { departments: row?.departments ?? [], doctors: row?.doctors ?? [] }
}
