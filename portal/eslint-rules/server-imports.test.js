import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The portal's own config, on code that is never written to disk: which server files it may import,
// in every zone (each zone's block sets no-restricted-imports again, so each must carry the boundary).
const portal = `${path.resolve(import.meta.dirname, '..')}/`;
const eslint = new ESLint({ cwd: portal });
const ZONES = [
  'src/app/routes.tsx',
  'src/shared/format.ts',
  'src/features/booking/availability-page.tsx',
  'src/features/booking/components/payment-step.tsx',
  'src/features/booking/api/checkout.ts',
  'src/features/admin/components/closures-panel.tsx',
];

async function problems(code, file) {
  const [result] = await eslint.lintText(code, { filePath: `${portal}${file}` });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const ALLOWED = [
  "import { BOOKING_MESSAGES } from '@contexts/booking/booking.constants';",
  "import { plainMailbox } from '@contexts/notifications/mailbox.rules';",
  "import { x } from '@contexts/booking/rules/payment-wording.rules';",
  "import { BookingErrorCode } from '@contexts/booking/booking.errors';",
  "import { x } from '@contexts/booking/booking.constants.js';",
  "import { x } from '../../../../src/modules/booking/booking.constants';",
  "export const rules = () => import('@contexts/search/phone.rules');",
];
const REFUSED = [
  "import { InvitationsService } from '@contexts/invitations/invitations.service';",
  "import type { HoldsRepository } from '@contexts/booking/repositories/holds.repository';",
  "import { BookingModule } from '@contexts/booking/booking.module';",
  "import { x } from '@contexts/booking';",
  "import { x } from '@contexts/booking/index';",
  "import { Appointment } from '@contexts/booking/booking.entities';",
  "import { x } from '@contexts/booking/booking.events';",
  "import { x } from '@contexts/booking/booking.constants.service';",
  "export { x } from '@contexts/booking/http/booking.controller';",
  "import { x } from '../../../../src/modules/booking/booking.service';",
  "import { x } from '../../src/modules/booking/booking.service';",
  "export const service = () => import('@contexts/invitations/invitations.service');",
];

describe("the portal's imports of server files (eslint.config.js)", () => {
  it.each(ZONES)('%s: the server\'s *.constants, *.rules and *.errors only', async (file) => {
    for (const code of ALLOWED) expect(await problems(code, file), code).toEqual([]);
    for (const code of REFUSED) expect(await problems(code, file), code).toEqual([expect.stringContaining("imports only the server's *.constants, *.rules and *.errors")]);
  });

  it("keeps each zone's own patterns beside it", async () => {
    expect(await problems("import { x } from '../../admin/login-page';", 'src/features/booking/components/payment-step.tsx')).toEqual([
      expect.stringContaining('Features never import each other'),
    ]);
    expect(await problems("import { x } from '../components/payment-step';", 'src/features/booking/api/checkout.ts')).toEqual([
      expect.stringContaining("A feature's api/ is its bottom layer"),
    ]);
    expect(await problems("import { x } from '../features/booking/api/checkout';", 'src/shared/format.ts')).toEqual([expect.stringContaining('shared/ imports no feature')]);
    expect(await problems("useQuery({ queryKey: ['slots', id] });", 'src/features/booking/components/payment-step.tsx')).toEqual([
      expect.stringContaining('Query keys live in'),
    ]);
  });
});
