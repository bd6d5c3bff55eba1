/** Waitlist context constants and texts (ADR 0024). */
export const WAITLIST_DAYS = 14;
/** An offer must be opened within this time; then the next patient is offered the slot. */
export const OFFER_OPEN_MINUTES = 30;
/** Open slots considered per practice each time the waitlist runs. */
export const OFFER_SLOTS_PER_RUN = 20;
/**
 * A join is a pending request until the e-mailed link is opened (double opt-in, so nobody changes
 * someone else's entry): the link works this long, then the request is swept.
 */
export const CONFIRM_LINK_HOURS = 24;
/**
 * Confirmation e-mails one address receives per London day, whoever asks. Beyond it a join is
 * answered the same and sends nothing, except that the newest request still gets its mail once per
 * sender network and day (a stranger cannot then keep the owner off the list), so the form
 * cannot be used to flood a mailbox from one connection.
 */
export const CONFIRMATION_MAILS_PER_DAY = 3;

export const WAITLIST_MESSAGES = {
  invite: 'Join the waitlist and we will e-mail you as soon as an appointment opens near you in the next 14 days.',
  /** The answer to every accepted join, whether or not the address is on the list (no enumeration). */
  checkEmail: `Check your e-mail to confirm your place on the waitlist. Open the link in it within ${CONFIRM_LINK_HOURS} hours: until you do, nothing changes.`,
  joined: (km: number) => `You are on the waitlist. We will e-mail you as soon as an appointment opens within ${km}km in the next 14 days.`,
  emailRequired: 'Enter your email address to join the waitlist.',
  consentRequired: 'Please agree to be e-mailed when an appointment opens.',
  left: 'You have left the waitlist and we have deleted your details.',
  notOnList: 'You are not on the waitlist: you may have left already, or your 14 days have ended.',
  linkInvalid: 'This link is not valid. Please use the link in your most recent e-mail.',
  alreadyConfirmed: 'You have already confirmed your place on the waitlist. We will e-mail you as soon as an appointment opens.',
  confirmExpired: 'This link has expired, or a newer one was sent. Please use the link in your most recent e-mail, or join the waitlist again.',
  offerGone: 'Sorry, this appointment is no longer available. If another one opens near you, we will e-mail you.',
  offerExpired: 'Sorry, this offer has expired and the appointment was offered to the next patient. If another one opens near you, we will e-mail you.',
  tooManyFromNetwork: 'Too many waitlist requests from your connection. Please try again in an hour.',
} as const;
