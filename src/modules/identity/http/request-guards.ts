import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { ACCESS_MESSAGES as M } from './route-access.js';
import type { SessionUser } from '../repositories/sessions.repository.js';
import { type StaffActor, staffDecision, type StaffMembership } from './staff-decision.js';
import { CommonErrorCode } from '../../../shared/errors/common.errors.js';

/*
 * Defence in depth for handlers: the access hook (access-hooks.ts) decided on the matched route
 * already; a handler that acts for a user, an admin or a practice's staff decides again.
 */

/** The signed-in user, for handlers behind the admin decision: no user is a 401, never a crash. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.currentUser();
  if (!user) throw new DomainError(M.signIn, CommonErrorCode.Unauthorized, 401);
  return user;
}

/** Defence in depth for admin handlers: the hook decided already, the handler still checks. */
export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw new DomainError(M.notAdmin, CommonErrorCode.Forbidden, 403);
  if (user.method === 'link') throw new DomainError(M.linkSession, CommonErrorCode.Forbidden, 403);
  return user;
}

/** Defence in depth for staff handlers: the access hook decided already, the handler decides again. */
export async function requireStaffOf(request: FastifyRequest, practiceId: string, staff: StaffMembership): Promise<StaffActor> {
  const decision = await staffDecision(await requireUser(request), practiceId, staff);
  if (decision === 'unauthorized') throw new DomainError('Please sign in.', CommonErrorCode.Unauthorized, 401);
  if (decision === 'forbidden') throw new DomainError(M.notStaff, CommonErrorCode.Forbidden, 403);
  return decision;
}
