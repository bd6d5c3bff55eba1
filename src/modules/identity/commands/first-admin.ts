import { randomBytes } from 'node:crypto';
import type { Config } from '../../../config/config.js';
import type { UsersRepository } from '../repositories/users.repository.js';
import type { UsersService } from './users.service.js';

export const DEFAULT_ADMIN_EMAIL = 'admin@emergency-dental.local';

/**
 * Makes sure an admin exists: from ADMIN_EMAIL/ADMIN_PASSWORD, or generated. Returns lines to print;
 * a generated password is printed once, at creation (only its hash is kept).
 */
export async function ensureFirstAdmin(config: Config, users: UsersService, repo: UsersRepository): Promise<string[]> {
  const email = config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL;
  if ((await repo.countAdmins()) > 0 && !config.ADMIN_EMAIL) {
    const existing = (await repo.list()).find((u) => u.role === 'admin' && !u.disabled);
    return [`Admin login: ${existing?.email} (password shown at first start; reset: npm run admin -- reset-password ${existing?.email})`];
  }
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const { user, created } = await users.ensure({ email, password, role: 'admin', displayName: 'Administrator' });
  if (!created) {
    return [`Admin login: ${user.email} (${config.ADMIN_PASSWORD ? 'password from ADMIN_PASSWORD' : `reset with npm run admin -- reset-password ${user.email}`})`];
  }
  return [`Admin login: ${user.email} / ${config.ADMIN_PASSWORD ? '(password from ADMIN_PASSWORD)' : password}`];
}
