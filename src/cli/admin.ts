import { randomBytes } from 'node:crypto';
import { Db } from '../shared/db/db.js';
import { MikroORM } from '@mikro-orm/postgresql';
import { ConfigError, loadConfig } from '../config/config.js';
import { Clock } from '../shared/clock/clock.js';
import { mikroOrmOptions } from '../shared/db/mikro-orm.config.js';
import { TransactionRunner } from '../shared/outbox/transaction-runner.js';
import { SecondFactorRepository } from '../modules/identity/repositories/second-factor.repository.js';
import { SessionsRepository } from '../modules/identity/repositories/sessions.repository.js';
import { UsersRepository } from '../modules/identity/repositories/users.repository.js';
import { UsersService } from '../modules/identity/commands/users.service.js';
import { AccountCare } from '../modules/identity/commands/account-care.js';
import { DomainError, ValidationError } from '../shared/errors/domain-error.js';
import { IdentityErrorCode } from '../modules/identity/identity.errors.js';

const USAGE = `usage: npm run admin -- <command> [args]
For the first admin and for recovery; everything else is in the back office (Admin → Users: invitations,
roles, practices, two-step resets, lock-outs).
  create EMAIL [PASSWORD]        create an admin (a password is generated and printed when omitted)
  reset-password EMAIL [PASSWORD] set a new password and end the user's sessions
  promote EMAIL                  make an existing user an admin
  demote EMAIL                   make an admin a plain user (never the last admin)
  list                           list users, roles and two-step verification
  end-sessions                   end every signed-in session (everyone signs in again)
  require-2fa EMAIL              ask this account for two-step verification (it enrols at its next
                                 sign-in, even where ADMIN_2FA is optional); ends its sessions
  reset-2fa EMAIL                remove the account's authenticator and recovery codes (a lost
                                 device); ends its sessions; it must enrol again at its next sign-in
                                 (even where ADMIN_2FA is optional); its owner is e-mailed`;

/** Manages admins without SQL. Every change is audited as a domain event with actor "cli" (the secrets never). */
async function main(argv: string[]) {
  const [command, email, passwordArg] = argv;
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const orm = await MikroORM.init(mikroOrmOptions({ ...config, DATABASE_POOL_MAX: 2 }));
  try {
    await orm.connect();
    const repo = new UsersRepository(new Db(orm));
    const sessions = new SessionsRepository(new Db(orm), new Clock());
    const factors = new SecondFactorRepository(new Db(orm));
    const tx = new TransactionRunner(orm);
    const users = new UsersService(repo, sessions, tx);
    const care = new AccountCare(repo, sessions, factors, tx);
    const password = passwordArg ?? randomBytes(12).toString('base64url');
    const needEmail = () => {
      if (!email) throw new ValidationError('An e-mail address is required.');
      return email;
    };
    switch (command) {
      case 'create': {
        const user = await users.create({ email: needEmail(), password, role: 'admin', displayName: 'Administrator' }, 'cli');
        console.log(`Created admin ${user.email}${passwordArg ? '' : ` with password ${password}`}`);
        return 0;
      }
      case 'reset-password': {
        const user = await users.resetPassword(needEmail(), password, 'cli');
        console.log(`New password for ${user.email}${passwordArg ? ' set' : `: ${password}`} (existing sessions ended)`);
        return 0;
      }
      case 'promote':
      case 'demote': {
        const user = await repo.findByEmail(needEmail());
        if (!user) throw new DomainError('No account found with this email.', IdentityErrorCode.UserNotFound);
        const outcome = await users.changeRole(user.id, command === 'promote' ? 'admin' : 'user', 'cli');
        console.log(`${user.email}: ${outcome === 'changed' ? `now ${command === 'promote' ? 'an admin' : 'a user'}` : 'no change'}`);
        return 0;
      }
      case 'require-2fa':
      case 'reset-2fa': {
        const user = await repo.findByEmail(needEmail());
        if (!user) throw new DomainError('No account found with this email.', IdentityErrorCode.UserNotFound);
        if (command === 'require-2fa') await care.requireSecondFactor(user.id, 'cli');
        else await care.resetSecondFactor(user.id, 'cli');
        console.log(
          command === 'require-2fa'
            ? `${user.email}: two-step verification required; sessions ended (set it up at the next sign-in)`
            : `${user.email}: authenticator and recovery codes removed; sessions ended (set up two-step verification again at the next sign-in)`,
        );
        return 0;
      }
      case 'end-sessions': {
        const ended = await sessions.revokeEveryone();
        console.log(`Ended ${ended} session${ended === 1 ? '' : 's'}; everyone signs in again.`);
        return 0;
      }
      case 'list': {
        for (const u of await users.list()) {
          const factor = await factors.find(u.id);
          const twoStep = factor?.confirmed_at ? '2fa on' : u.secondFactorRequired ? '2fa required' : '2fa off';
          console.log(`${u.role.padEnd(5)} ${u.disabled ? 'disabled ' : ''}${u.email}  ${twoStep}  last sign-in: ${u.lastSignInAt?.toISOString() ?? 'never'}`);
        }
        return 0;
      }
      default:
        console.error(USAGE);
        return 2;
    }
  } finally {
    await orm.close(true);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof DomainError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
