/*
 * identity's public surface: what other contexts may import (ADR 0038).
 * Its constants, events and rules are public too, by their own files (see .dependency-cruiser.cjs).
 */
export { cookieOptions, ensureXsrfCookie } from './http/access-hooks.js';
export { requireAdmin, requireStaffOf, requireUser } from './http/request-guards.js';
export { SignInLinkTokens } from './commands/sign-in-links.js';
export { IdentityMail } from './services/identity-mail.js';
export { type StaffActor, StaffMembership } from './http/staff-decision.js';
export { AuthService } from './commands/auth.service.js';
export { hashPassword } from './services/password-hasher.js';
export { UsersService } from './commands/users.service.js';
export { IdentityPersonalData } from './services/identity-personal-data.js';
