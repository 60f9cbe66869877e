import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

/**
 * Every page in both languages: English at its own path (the specification's paths unchanged),
 * Hindi under /hi (app/utils/i18n/locales.ts). The optional segment keeps one route, one id.
 */
const page = ((path: string, ...rest: unknown[]) =>
  (route as (...args: unknown[]) => ReturnType<typeof route>)(
    `hi?/${path}`,
    ...rest,
  )) as typeof route

/** The site map. Routes from the original specification keep their exact paths. */
export default [
  index('routes/site/index.tsx'),
  route('hi', 'routes/site/index.tsx', { id: 'routes/site/index-hi' }),
  page('home', 'routes/site/home.tsx'),
  page('contact-us', 'routes/site/contact-us.tsx'),
  page('search', 'routes/site/search.tsx'),
  page('doctors', 'routes/site/doctors.tsx'),
  page('doctors/:slug', 'routes/site/doctor.tsx'),
  page('departments/:slug', 'routes/site/department.tsx'),
  page('find-care', 'routes/site/find-care.tsx'),
  page('lab-tests', 'routes/lab/catalogue.tsx'),
  page('lab-tests/packages/:slug', 'routes/lab/package.tsx'),
  page('lab-tests/:slug', 'routes/lab/test.tsx'),
  page('medicines', 'routes/pharmacy/catalogue.tsx'),
  page('medicines/:slug', 'routes/pharmacy/medicine.tsx'),
  route('sitemap.xml', 'routes/site/sitemap.ts'),
  route('robots.txt', 'routes/site/robots.ts'),
  route('language', 'routes/site/language.ts'),
  page('privacy', 'routes/site/privacy.tsx'),
  page('offline', 'routes/site/offline.ts'),

  page('login', 'routes/auth/login.tsx'),
  page('register', 'routes/auth/register.tsx'),
  page('forget-password', 'routes/auth/forget-password.tsx'),
  page('logout', 'routes/auth/logout.tsx'),
  page('reset-password', 'routes/auth/reset-password.tsx'),
  page('verify-email', 'routes/auth/verify-email.tsx'),

  page('appointments/new', 'routes/appointments/new.tsx'),
  page('appointments/manage/:token', 'routes/appointments/manage.tsx'),
  page('consultations/:id', 'routes/consultations/room.tsx'),
  page('consultations/:id/live', 'routes/consultations/live.ts'),
  page('consultations/:id/signal', 'routes/consultations/signal.ts'),
  page('consultations/:id/files/:fileId', 'routes/consultations/file.ts'),
  page('lab-tests/book', 'routes/lab/book.tsx'),
  page('lab-tests/orders/:token', 'routes/lab/order.tsx'),
  page('lab-tests/orders/:token/report.pdf', 'routes/lab/order-report-pdf.ts'),
  page('medicines/cart', 'routes/pharmacy/cart.tsx'),
  page('medicines/order', 'routes/pharmacy/order.tsx'),
  page('medicines/orders/:token', 'routes/pharmacy/track.tsx'),
  page('medicines/orders/:token/live', 'routes/pharmacy/track-live.ts'),
  page('medicines/orders/:token/files/:fileId', 'routes/pharmacy/file.ts'),
  page('ambulance', 'routes/ambulance/request.tsx'),
  page('ambulance/track/:token', 'routes/ambulance/track.tsx'),
  page('ambulance/track/:token/live', 'routes/ambulance/track-live.ts'),
  page('api/slots', 'routes/api/slots.ts'),
  page('api/search', 'routes/api/search.ts'),

  // Each signed-in area keeps its frame when one of its pages fails (area-error-boundary.tsx).
  layout('routes/area-error-boundary.tsx', { id: 'account-area' }, [
    page('account', 'routes/account/account.tsx'),
    page('account/appointments', 'routes/account/appointments.tsx'),
    page('account/mobile', 'routes/account/mobile.tsx'),
    page('account/family', 'routes/account/family.tsx'),
    page('account/reports', 'routes/account/reports.tsx'),
    page('account/medicines', 'routes/account/medicines.tsx'),
    page('account/export', 'routes/account/export.ts'),
    page('account/delete', 'routes/account/delete.tsx'),
  ]),

  page('staff', 'routes/staff/layout.tsx', [
    layout('routes/area-error-boundary.tsx', { id: 'staff-area' }, [
      index('routes/staff/dashboard.tsx'),
      route('appointments', 'routes/staff/appointments.tsx'),
      route('appointments/new', 'routes/staff/appointment-new.tsx'),
      route('appointments/:id', 'routes/staff/appointment.tsx'),
      route('messages', 'routes/staff/messages.tsx'),
      route('messages/:id', 'routes/staff/message.tsx'),
      route('people', 'routes/staff/people.tsx'),
      route('people/:id', 'routes/staff/person.tsx'),
      route('audit', 'routes/staff/audit.tsx'),
      route('ambulance', 'routes/staff/ambulance.tsx'),
      route('ambulance/live', 'routes/staff/ambulance-live.ts'),
      route('ambulance/fleet', 'routes/staff/ambulance-fleet.tsx'),
      route('lab', 'routes/staff/lab.tsx'),
      route('lab/live', 'routes/staff/lab-live.ts'),
      route('lab/:number', 'routes/staff/lab-order.tsx'),
      route('pharmacy', 'routes/staff/pharmacy.tsx'),
      route('pharmacy/live', 'routes/staff/pharmacy-live.ts'),
      route('pharmacy/:number', 'routes/staff/pharmacy-order.tsx'),
      route('doctors', 'routes/staff/doctors.tsx'),
      route('doctors/new', 'routes/staff/doctor-edit.tsx', { id: 'staff-doctor-new' }),
      route('doctors/:id', 'routes/staff/doctor-edit.tsx'),
    ]),
  ]),
  layout('routes/area-error-boundary.tsx', { id: 'doctor-area' }, [
    page('doctor', 'routes/doctor/schedule.tsx'),
    page('doctor/live', 'routes/doctor/live.ts'),
    page('doctor/appointments/:id', 'routes/doctor/appointment.tsx'),
  ]),

  page('consultations/:id/prescription', 'routes/consultations/prescription.tsx'),
  page('consultations/:id/prescription.pdf', 'routes/consultations/prescription-pdf.ts'),
  page('prescriptions/verify/:code', 'routes/prescriptions/verify.tsx'),
  // The laboratory's printables, without the staff menu around them.
  page('staff/lab/:number/label', 'routes/staff/lab-label.tsx'),
  page('staff/lab/:number/report', 'routes/staff/lab-report.tsx'),
  page('staff/lab/:number/report.pdf', 'routes/staff/lab-report-pdf.ts'),
  page('staff/pharmacy/:number/files/:fileId', 'routes/staff/pharmacy-file.ts'),
  page('lab-tests/verify/:code', 'routes/lab/verify.tsx'),

  page('dev/mailbox', 'routes/dev/mailbox.tsx'),
  page('dev/sms', 'routes/dev/sms.tsx'),
  page('dev/consultation', 'routes/dev/consultation.tsx'),
  route('dev/mailbox/:id/attachments/:index', 'routes/dev/mailbox-attachment.ts'),

  route('*', 'routes/site/not-found.tsx'),
] satisfies RouteConfig
