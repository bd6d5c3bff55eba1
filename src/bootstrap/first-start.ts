import { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config/config.js';
import { Clock } from '../shared/clock/clock.js';
import { mikroOrmOptions } from '../shared/db/mikro-orm.config.js';
import { TransactionRunner } from '../shared/outbox/transaction-runner.js';
import { ensureFirstAdmin } from '../modules/identity/commands/first-admin.js';
import { SessionsRepository } from '../modules/identity/repositories/sessions.repository.js';
import { UsersRepository } from '../modules/identity/repositories/users.repository.js';
import { UsersService } from '../modules/identity/commands/users.service.js';
import { SiteSettingsService } from '../modules/site/site-settings.service.js';
import { SiteSettingsRepository } from '../modules/site/site-settings.repository.js';
import { Db } from '../shared/db/db.js';
import { seedSampleAvailability } from './seed-sample-availability.js';

/**
 * Runs once per `npm start` after migrations, before the processes start: creates what a fresh
 * machine needs (site settings with the gate password, the first admin, sample data) and returns
 * lines to print. Idempotent: a second start changes nothing.
 */
export async function firstStart(config: Config): Promise<string[]> {
  const orm = await MikroORM.init(mikroOrmOptions({ ...config, DATABASE_POOL_MAX: 2 }));
  try {
    await orm.connect();
    const tx = new TransactionRunner(orm);
    const site = new SiteSettingsService(new SiteSettingsRepository(new Db(orm)), tx, config);
    const usersRepo = new UsersRepository(new Db(orm));
    const users = new UsersService(usersRepo, new SessionsRepository(new Db(orm), new Clock()), tx);
    const lines: string[] = [];
    const { gatePassword } = await site.ensure();
    const settings = await site.get();
    lines.push(...(await ensureFirstAdmin(config, users, usersRepo)));
    lines.push(
      config.ADMIN_2FA === 'required'
        ? 'Two-step verification: required for admins and practice staff (set it up at the first sign-in, with an authenticator app on a phone).'
        : 'Two-step verification: optional (set it up on /login when you like; ADMIN_2FA=required asks it of every admin and staff member).',
    );
    if (config.SEED_SAMPLE_DATA) lines.push(await seedSampleAvailability(orm, new Clock()));
    if (settings.isProtected) {
      lines.push(`Gate password: ${config.isProduction ? '(see Admin Controls)' : gatePassword} (the site is password-protected; change it in Admin Controls)`);
    } else {
      lines.push('Site protection is off (turn it on in Admin Controls).');
    }
    return lines;
  } finally {
    await orm.close(true);
  }
}
