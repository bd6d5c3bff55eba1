import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { MikroORM } from '@mikro-orm/postgresql';
import { ConfigError, loadConfig } from '../config/config.js';
import { Clock } from '../shared/clock/clock.js';
import { Db } from '../shared/db/db.js';
import { mikroOrmOptions } from '../shared/db/mikro-orm.config.js';
import { TransactionRunner } from '../shared/outbox/transaction-runner.js';
import { PersonalData } from '../modules/privacy/personal-data.js';
import { SubjectAccessExport } from '../modules/privacy/subject-access-export.js';

const USAGE = `usage: node dist/src/cli/export-patient.js EMAIL [--phone PHONE] [--out FILE]
  Exports everything held about one patient (UK GDPR subject-access request) as JSON:
  their account and sessions, appointments (with practice), holds, e-mails, notifications and
  audit events. Found by e-mail (any letter case); --phone also finds holds that never reached
  checkout. Writes to stdout, or to FILE (created with mode 600, never overwritten).
  The export is recorded in the audit trail (who and how many records, never whose data).`;

function parse(argv: string[]) {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--phone' || arg === '--out') {
      const value = argv[++i];
      if (value === undefined) throw new RangeError(`${arg} needs a value.`);
      options[arg.slice(2)] = value;
    } else if (arg === '--help' || arg === '-h') {
      return undefined;
    } else if (arg.startsWith('--')) {
      throw new RangeError(`Unknown option ${arg}.`);
    } else {
      positional.push(arg);
    }
  }
  if (positional.length !== 1) return undefined;
  return { email: positional[0], phone: options.phone, out: options.out };
}

async function main(argv: string[]): Promise<number> {
  const args = parse(argv);
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  if (args.out && existsSync(args.out))
    throw new RangeError(`${args.out} exists already; choose a new file.`);
  const config = loadConfig();
  const orm = await MikroORM.init(mikroOrmOptions({ ...config, DATABASE_POOL_MAX: 2 }));
  try {
    await orm.connect();
    const tx = new TransactionRunner(orm);
    const sut = new SubjectAccessExport(PersonalData.on(new Db(orm)), tx, new Clock());
    const result = await sut.export({
      email: args.email,
      phone: args.phone,
      actor: `cli:${os.userInfo().username}`,
    });
    const json = `${JSON.stringify(result, null, 2)}\n`;
    if (args.out) {
      writeFileSync(args.out, json, { mode: 0o600, flag: 'wx' });
      console.error(`Wrote ${args.out}`);
    } else {
      process.stdout.write(json);
    }
    const c = result.counts;
    console.error(
      `Subject-access export: ${c.account ? 'an account' : 'no account'}, ${c.appointments} appointment(s), ${c.holds} hold(s), ` +
        `${c.emails} e-mail(s), ${c.events} audit event(s).`,
    );
    return 0;
  } finally {
    await orm.close(true);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof RangeError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
