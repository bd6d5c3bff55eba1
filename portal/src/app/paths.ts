/** Every route of the spec, in one place. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  contact: { getHref: () => '/#contact-section' },
  login: { path: '/login', getHref: () => '/login' },
  admin: { path: '/admin', getHref: () => '/admin' },
  user: { path: '/user', getHref: () => '/user' },
  userDashboard: { path: '/user-dashboard', getHref: () => '/user-dashboard' },
  availabilityCheck: { path: '/availability-check', getHref: () => '/availability-check' },
  confirmation: { path: '/appointment-confirmation', getHref: () => '/appointment-confirmation' },
  bookingTerms: { path: '/booking-terms', getHref: () => '/booking-terms' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  register: { path: '/register', getHref: () => '/register' },
} as const;
