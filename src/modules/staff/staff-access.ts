import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../shared/errors/domain-error.js';
import { requireUser } from '../identity/access-hooks.js';
import { ACCESS_MESSAGES } from '../identity/route-access.js';
import type { StaffRepository } from './staff.repository.js';

export interface StaffActor {
  id: string;
  /** An admin may act on any practice's staff routes (ADR 0030); the event log says which. */
  role: 'admin' | 'staff';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The staff decision for one practice: no user → 401; a session opened by an e-mailed link → 403;
 * an admin → allowed; a member of the
 * practice's staff → allowed; anyone else (another practice's staff, a patient) → 403. A practice
 * id that is not a uuid belongs to nobody: 403 without asking the database.
 */
export async function staffDecision(
  user: { id: string; role: string; method?: string } | undefined,
  practiceId: unknown,
  staff: StaffRepository,
): Promise<'unauthorized' | 'forbidden' | StaffActor> {
  if (!user) return 'unauthorized';
  // A session from an e-mailed sign-in link is for My Appointments only (issue #30).
  if (user.method === 'link') return 'forbidden';
  if (user.role === 'admin') return { id: user.id, role: 'admin' };
  if (typeof practiceId !== 'string' || !UUID.test(practiceId)) return 'forbidden';
  return (await staff.isStaffOf(user.id, practiceId)) ? { id: user.id, role: 'staff' } : 'forbidden';
}

/** Defence in depth for staff handlers: the access hook decided already, the handler decides again. */
export async function requireStaffOf(request: FastifyRequest, practiceId: string, staff: StaffRepository): Promise<StaffActor> {
  const decision = await staffDecision(await requireUser(request), practiceId, staff);
  if (decision === 'unauthorized') throw new DomainError('Please sign in.', 'unauthorized', 401);
  if (decision === 'forbidden') throw new DomainError(ACCESS_MESSAGES.notStaff, 'forbidden', 403);
  return decision;
}
