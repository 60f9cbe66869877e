import { data } from 'react-router'
import { parseWithZod } from '@conform-to/zod/v4'
import { SITE } from '#app/content/site.ts'
import type { SessionUser } from '#app/domain/accounts/session.server.ts'
import { PersonActionSchema } from '#app/domain/staff/people-schemas.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { listDepartmentsWithDoctors } from '#app/domain/directory/list-departments.server.ts'
import {
  changeRole,
  getAccount,
  linkDoctorAccount,
  setAccountDisabled,
} from '#app/domain/staff/people.server.ts'
import {
  getPathologistCredentials,
  removePathologistCredentials,
  savePathologistCredentials,
} from '#app/domain/staff/pathologists.server.ts'
import {
  getPharmacistCredentials,
  removePharmacistCredentials,
  savePharmacistCredentials,
} from '#app/domain/staff/pharmacists.server.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { getDb } from '#app/db/client.server.ts'
import { formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import { listFamilyMembers } from '#app/domain/family/family.server.ts'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'

/**
 * An account as the staff see it (the viewing is audited): its facts, family, registrations and,
 * for the administrator, what can be changed. The front desk sees patients' accounts only.
 */
export async function personPage(
  request: Request,
  id: string,
  admin: SessionUser,
  clientIp: string,
) {
  const account = await getAccount(id)
  // The front desk sees patients' accounts only; the others do not exist for them.
  if (!account || (admin.role !== 'admin' && account.role !== 'patient'))
    throw data(null, { status: 404 })
  await recordAudit(getDb(), {
    action: 'account.viewed',
    actorUserId: admin.id,
    subjectType: 'user',
    subjectId: account.id,
    ipAddress: clientIp,
  })
  const [directory, family, pathologist, pharmacist] = await Promise.all([
    listDepartmentsWithDoctors(),
    listFamilyMembers(account.id),
    getPathologistCredentials(account.id),
    getPharmacistCredentials(account.id),
  ])
  const locale = requestLocale(request)
  const t = getT(locale, 'staff')
  return data({
    meta: {
      title: t('person.metaTitle', { site: SITE.name }),
      description: t('person.metaDescription'),
    },
    account: {
      ...account,
      created: formatClinicDateTime(account.createdAt, locale),
      disabled: Boolean(account.disabledAt),
    },
    family,
    pathologist,
    pharmacist,
    canManage: admin.role === 'admin',
    self: admin.id === account.id,
    doctors: directory.doctors.map((d) => ({ value: d.slug, label: d.name })),
  })
}

/** The administrator's changes to an account, by the form's intent. */
export async function answerPersonForm(
  request: Request,
  id: string,
  admin: SessionUser,
  clientIp: string,
) {
  const submission = parseWithZod(await readForm(request), { schema: PersonActionSchema })
  // Which of the page's forms answered, so its own fields show the errors.
  const intent = typeof submission.payload.intent === 'string' ? submission.payload.intent : null
  if (submission.status !== 'success')
    return data({ intent, result: submission.reply(), alternatives: null }, { status: 400 })
  const actor = { userId: admin.id, ipAddress: clientIp }
  const here = localizedPath(request, `/staff/people/${id}`)
  const t = getT(requestLocale(request), 'staff')
  try {
    switch (submission.value.intent) {
      case 'role':
        await changeRole(id, submission.value.role, actor)
        return redirectWithToast(here, { type: 'success', title: t('person.roleChanged') })
      case 'disable':
      case 'enable': {
        const disable = submission.value.intent === 'disable'
        await setAccountDisabled(id, disable, actor)
        return redirectWithToast(here, {
          type: 'success',
          title: disable ? t('person.disabledToast') : t('person.enabledToast'),
        })
      }
      case 'link-doctor':
        await linkDoctorAccount(id, submission.value.doctor || null, actor)
        return redirectWithToast(here, { type: 'success', title: t('person.doctorUpdated') })
      case 'pathologist': {
        const { intent: _intent, ...credentials } = submission.value
        await savePathologistCredentials(id, credentials, actor)
        return redirectWithToast(here, {
          type: 'success',
          title: t('people.pathologist.saved'),
        })
      }
      case 'remove-pathologist':
        await removePathologistCredentials(id, actor)
        return redirectWithToast(here, {
          type: 'success',
          title: t('people.pathologist.removed'),
        })
      case 'pharmacist': {
        const { intent: _intent, ...credentials } = submission.value
        await savePharmacistCredentials(id, credentials, actor)
        return redirectWithToast(here, {
          type: 'success',
          title: getT(requestLocale(request), 'pharmacyStaff')('people.saved'),
        })
      }
      case 'remove-pharmacist':
        await removePharmacistCredentials(id, actor)
        return redirectWithToast(here, {
          type: 'success',
          title: getT(requestLocale(request), 'pharmacyStaff')('people.removed'),
        })
    }
  } catch (error) {
    return replyWithDomainError(submission, error, { extra: { intent } })
  }
}
