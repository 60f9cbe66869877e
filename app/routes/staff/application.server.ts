import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { medicalCouncil } from '#app/content/medical-councils.ts'
import { SITE } from '#app/content/site.ts'
import { MEDICAL_COUNCILS } from '#app/db/schema/network-values.ts'
import type { SessionUser } from '#app/domain/accounts/session.server.ts'
import {
  approveApplication,
  askForMore,
  getApplicationForAdmin,
  rejectApplication,
} from '#app/domain/network/application-admin.server.ts'
import { listingPoint } from '#app/domain/network/application-place.ts'
import { allowedDecisions, DecisionSchema } from '#app/domain/network/application-schema.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { formatClinicMedium } from '#app/utils/clinic-time.ts'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { localizePath } from '#app/utils/i18n/locales.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'
import { readForm } from '#app/utils/read-form.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

/** One application as the admin reads it: what was sent, its place, history and decisions. */
export async function applicationPage(request: Request, number: string) {
  const locale = requestLocale(request)
  const application = await getApplicationForAdmin(number)
  if (!application) throw new Response(null, { status: 404 })
  const t = getT(locale, 'applications')
  const facility = application.details?.kind === 'facility' ? application.details.facility : null
  const point = facility ? listingPoint(facility) : null
  return data({
    meta: {
      title: t('detail.metaTitle', { number: application.number, site: SITE.name }),
      description: t('list.metaDescription'),
    },
    application: {
      ...application,
      phone: formatIndianPhone(application.phone),
      details:
        application.details?.kind === 'facility'
          ? {
              ...application.details,
              facility: {
                ...application.details.facility,
                phone: formatIndianPhone(application.details.facility.phone),
              },
            }
          : application.details,
      received: formatClinicMedium(application.createdAt, locale),
      events: application.events.map((event) => ({
        ...event,
        at: formatClinicMedium(event.createdAt, locale),
      })),
      council:
        application.kind === 'doctor' &&
        (MEDICAL_COUNCILS as readonly string[]).includes(application.registrationBody)
          ? medicalCouncil(application.registrationBody as (typeof MEDICAL_COUNCILS)[number])
          : null,
      point,
      listing: application.doctorSlug
        ? `/doctors/${application.doctorSlug}`
        : application.facilitySlug
          ? `/facilities/${application.facilitySlug}`
          : null,
    },
    allowed: allowedDecisions(application.status),
  })
}

/** An admin's decision on the application: ask for more, approve or reject. */
export async function answerApplicationDecision(
  request: Request,
  number: string,
  user: SessionUser,
  clientIp: string,
) {
  const locale = requestLocale(request)
  const t = getT(locale, 'applications')
  const submission = parseWithZod(await readForm(request), { schema: DecisionSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), alternatives: null }, { status: 400 })
  const actor = { userId: user.id, ipAddress: clientIp || null }
  const decision = submission.value
  const here = localizePath(`/staff/applications/${number}`, locale)
  try {
    if (decision.intent === 'ask') {
      await askForMore(number, decision.status, decision.question, actor)
      return redirectWithToast(here, { type: 'success', title: t('toast.asked') })
    }
    if (decision.intent === 'reject') {
      await rejectApplication(number, decision.status, decision.reason, decision.note ?? '', actor)
      return redirectWithToast(here, { type: 'success', title: t('toast.rejected') })
    }
    const approval = await approveApplication(number, decision.status, actor, {
      createAccount: decision.createAccount === 'on',
    })
    const accountWords = {
      created: t('toast.accountCreated'),
      exists: t('toast.accountExists'),
      not_asked: t('toast.accountNotAsked'),
      failed: t('toast.accountFailed'),
    }
    return redirectWithToast(here, {
      type: 'success',
      title: t('toast.approved'),
      description: approval.account ? accountWords[approval.account] : undefined,
    })
  } catch (error) {
    return replyWithDomainError(submission, error, { locale })
  }
}
