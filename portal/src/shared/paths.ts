/** Every route of the spec in one place (bulletproof-react's config/paths). Build links with getHref. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  contact: { path: '/', hash: 'contact-section', getHref: () => '/#contact-section' },
  /**
   * The heading of the contact section's lead form (its ids start with `idPrefix`). While the patient
   * has an emergency sign ticked, the 999 screen stands in the form's place under this id: the header's
   * "Book now" leads there, to the screen's heading, instead of to the section.
   */
  contactForm: { path: '/', idPrefix: 'contact-form', hash: 'contact-form-heading', getHref: () => '/#contact-form-heading' },
  /**
   * The hero's lead form (its ids start with `idPrefix`): "Find an appointment" and the home page's
   * first skip link lead to its heading (the 999 screen's, in its place, while a sign is ticked).
   */
  heroForm: { path: '/', idPrefix: 'checker', hash: 'checker-heading', getHref: () => '/#checker-heading' },
  login: { path: '/login', getHref: () => '/login' },
  /** Where the e-mailed sign-in link lands. */
  loginLink: { path: '/login/link', getHref: (token: string) => `/login/link?token=${encodeURIComponent(token)}` },
  admin: { path: '/admin', getHref: () => '/admin' },
  adminQueues: { path: '/admin/queues', getHref: () => '/admin/queues' },
  /** One booking's details and timeline. */
  adminAppointment: { path: '/admin/appointments/:id', getHref: (id: string) => `/admin/appointments/${encodeURIComponent(id)}` },
  user: { path: '/user', getHref: () => '/user' },
  userDashboard: { path: '/user-dashboard', getHref: () => '/user-dashboard' },
  /** The results page; its chosen practice and date live in its query (`?practice=…&date=…`, use-availability-place.ts). */
  availabilityCheck: { path: '/availability-check', getHref: () => '/availability-check' },
  appointmentConfirmation: { path: '/appointment-confirmation', getHref: () => '/appointment-confirmation' },
  bookingTerms: { path: '/booking-terms', getHref: () => '/booking-terms' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  register: { path: '/register', getHref: () => '/register' },
  /** The waitlist e-mails' links. */
  waitlistOffer: { path: '/waitlist/offer', getHref: (token: string) => `/waitlist/offer?token=${encodeURIComponent(token)}` },
  /** The confirmation e-mail's link: a join becomes a place only when it is opened (double opt-in). */
  waitlistConfirm: { path: '/waitlist/confirm', getHref: (token: string) => `/waitlist/confirm?token=${encodeURIComponent(token)}` },
  waitlistLeave: { path: '/waitlist/leave', getHref: (token: string) => `/waitlist/leave?token=${encodeURIComponent(token)}` },
  /** The manage link of the booking e-mails. */
  manageAppointment: { path: '/appointments/manage', getHref: (token: string) => `/appointments/manage?token=${encodeURIComponent(token)}` },
  /** Practice staff: the practice picker, and one practice's day. */
  staff: { path: '/staff', getHref: () => '/staff' },
  staffDay: { path: '/staff/:practiceId', getHref: (practiceId: string) => `/staff/${encodeURIComponent(practiceId)}` },
  /** An invitation's e-mailed link (ADR 0043): the invitee sets a password, then two-step verification. */
  invitation: { path: '/invitation', getHref: (token: string) => `/invitation?token=${encodeURIComponent(token)}` },
} as const;

/**
 * Pages shown without the site's password while protection is on (ADR 0043): an invited receptionist
 * has not been told it. They call only public routes; signing in as staff or admin passes the gate.
 */
export const GATE_FREE_PATHS: readonly string[] = [paths.invitation.path];
