
/**
 * Who is on a practice's staff. Identity decides access; the staff context knows the membership and
 * provides this port (its repository), so identity never imports staff (no cycle, ADR 0038).
 */
export abstract class StaffMembership {
  abstract isStaffOf(userId: string, practiceId: string): Promise<boolean>;
}

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
  staff: StaffMembership,
): Promise<'unauthorized' | 'forbidden' | StaffActor> {
  if (!user) return 'unauthorized';
  // A session from an e-mailed sign-in link is for My Appointments only.
  if (user.method === 'link') return 'forbidden';
  if (user.role === 'admin') return { id: user.id, role: 'admin' };
  if (typeof practiceId !== 'string' || !UUID.test(practiceId)) return 'forbidden';
  return (await staff.isStaffOf(user.id, practiceId)) ? { id: user.id, role: 'staff' } : 'forbidden';
}
