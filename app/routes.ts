import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

/** The site map. Routes from the original specification keep their exact paths. */
export default [
  index('routes/site/index.tsx'),
  route('home', 'routes/site/home.tsx'),
  route('contact-us', 'routes/site/contact-us.tsx'),
  route('search', 'routes/site/search.tsx'),
  route('doctors', 'routes/site/doctors.tsx'),
  route('doctors/:slug', 'routes/site/doctor.tsx'),
  route('departments/:slug', 'routes/site/department.tsx'),
  route('find-care', 'routes/site/find-care.tsx'),
  route('sitemap.xml', 'routes/site/sitemap.ts'),
  route('robots.txt', 'routes/site/robots.ts'),
  route('privacy', 'routes/site/privacy.tsx'),
  route('offline', 'routes/site/offline.ts'),

  route('login', 'routes/auth/login.tsx'),
  route('register', 'routes/auth/register.tsx'),
  route('forget-password', 'routes/auth/forget-password.tsx'),
  route('logout', 'routes/auth/logout.tsx'),
  route('reset-password', 'routes/auth/reset-password.tsx'),
  route('verify-email', 'routes/auth/verify-email.tsx'),

  route('appointments/new', 'routes/appointments/new.tsx'),
  route('appointments/manage/:token', 'routes/appointments/manage.tsx'),
  route('api/slots', 'routes/api/slots.ts'),
  route('api/search', 'routes/api/search.ts'),

  // Each signed-in area keeps its frame when one of its pages fails (area-error-boundary.tsx).
  layout('routes/area-error-boundary.tsx', { id: 'account-area' }, [
    route('account', 'routes/account/account.tsx'),
    route('account/appointments', 'routes/account/appointments.tsx'),
    route('account/export', 'routes/account/export.ts'),
    route('account/delete', 'routes/account/delete.tsx'),
  ]),

  route('staff', 'routes/staff/layout.tsx', [
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
      route('doctors', 'routes/staff/doctors.tsx'),
      route('doctors/new', 'routes/staff/doctor-edit.tsx', { id: 'staff-doctor-new' }),
      route('doctors/:id', 'routes/staff/doctor-edit.tsx'),
    ]),
  ]),
  layout('routes/area-error-boundary.tsx', { id: 'doctor-area' }, [
    route('doctor', 'routes/doctor/schedule.tsx'),
    route('doctor/appointments/:id', 'routes/doctor/appointment.tsx'),
  ]),

  route('dev/mailbox', 'routes/dev/mailbox.tsx'),
  route('dev/mailbox/:id/attachments/:index', 'routes/dev/mailbox-attachment.ts'),

  route('*', 'routes/site/not-found.tsx'),
] satisfies RouteConfig
