/*
 * identity's public surface: what other contexts may import (ADR 0038).
 * Its constants, events and rules are public too, by their own files (see .dependency-cruiser.cjs).
 */
export { cookieOptions, ensureXsrfCookie } from './access-hooks.js';
export { requireAdmin, requireStaffOf, requireUser } from './request-guards.js';
export { SignInLinkTokens } from './sign-in-links.js';
export { IdentityMail } from './identity-mail.js';
export { type StaffActor, StaffMembership } from './staff-decision.js';
export { AuthService } from './auth.service.js';
export { hashPassword } from './password-hasher.js';
export { UsersService } from './users.service.js';
export { IdentityPersonalData } from './identity-personal-data.js';
