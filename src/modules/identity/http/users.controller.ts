import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { Clock } from '../../../shared/clock/clock.js';
import { ConflictError, NotFoundError } from '../../../shared/errors/domain-error.js';
import { ApiContract } from '../../../shared/http/api-contract.js';
import { ZodValidationPipe } from '../../../shared/http/zod-validation.pipe.js';
import { AccountCare } from '../commands/account-care.js';
import { AuthService } from '../commands/auth.service.js';
import { ACCOUNT_MESSAGES, ROLES } from '../identity.constants.js';
import { secondFactorState, stillLocked } from '../rules/identity.rules.js';
import { confirmWithCodeBodySchema, disabledBodySchema, roleChangeAnswerSchema, userListItemSchema } from './identity.schemas.js';
import { requireAdmin } from './request-guards.js';
import { SignInLocks } from '../services/sign-in-locks.js';
import type { SessionUser } from '../repositories/sessions.repository.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { UsersService } from '../commands/users.service.js';
import { IdentityErrorCode } from '../identity.errors.js';

const roleBody = z.object({ role: z.enum(ROLES, { error: 'Role must be admin or user.' }) }).strict();
const idParam = z.object({ id: z.uuid({ error: 'Unknown user.' }) });
type UserListItem = z.infer<typeof userListItemSchema>;

const CONFIRM_ERRORS = {
  400: '`validation` (a malformed body), `confirmation_code_required`, `confirmation_code_invalid` (not the current code of your app) or `second_factor_just_used`; `fields.code` says which.',
  404: '`user_not_found`.',
  409: '`second_factor_needed`: your own account has no two-step verification to confirm with.',
  429: '`rate_limited`: too many wrong codes of yours (per window, or for a day), with Retry-After.',
} as const;

/**
 * The Users tab: every account with how it signs in, and what an admin may change of it. The admin
 * guard (access-hooks) protects every /api/admin route; each handler checks again. Changes to
 * someone's sign-in are confirmed with the admin's own current code (ADR 0043).
 */
@ApiTags('admin')
@Controller('api/admin/users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly accounts: UsersRepository,
    private readonly care: AccountCare,
    private readonly auth: AuthService,
    private readonly locks: SignInLocks,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Get()
  @ApiContract({
    summary: 'Users with role, creation, last sign-in, two-step verification and any sign-in lock.',
    responses: { 200: { description: 'Every user, oldest first.', schema: z.array(userListItemSchema) } },
  })
  async list(): Promise<UserListItem[]> {
    return this.rows();
  }

  @Put(':id/role')
  @ApiContract({
    summary: 'Promote or demote a user; audited. A demotion ends their sessions at once.',
    params: idParam,
    body: roleBody,
    responses: { 200: { description: 'The role the user has now; `changed` is false when they had it already.', schema: roleChangeAnswerSchema } },
    errors: {
      400: '`validation`: an id that is not a user\'s, or a role other than admin or user (`fields` names it).',
      404: '`user_not_found`.',
      409: '`last_admin`: the last admin cannot be demoted.',
    },
  })
  async changeRole(
    @Param(new ZodValidationPipe(idParam)) params: z.infer<typeof idParam>,
    @Body(new ZodValidationPipe(roleBody)) body: z.infer<typeof roleBody>,
    @Req() request: FastifyRequest,
  ): Promise<z.infer<typeof roleChangeAnswerSchema>> {
    const actor = await requireAdmin(request);
    const outcome = await this.users.changeRole(params.id, body.role, actor.id);
    return { id: params.id, role: body.role, changed: outcome === 'changed' };
  }

  @Put(':id/disabled')
  @ApiContract({
    summary: 'Disable an account (its sessions end at once; it cannot sign in) or enable it again; audited.',
    params: idParam,
    body: disabledBodySchema,
    responses: { 200: { description: 'The account as the Users tab shows it now.', schema: userListItemSchema } },
    errors: {
      400: '`validation`: an id that is not a user\'s, or `disabled` not true or false.',
      404: '`user_not_found`.',
      409: '`last_admin` (the last active admin), or `not_yourself` (your own account).',
    },
  })
  async setDisabled(
    @Param(new ZodValidationPipe(idParam)) params: z.infer<typeof idParam>,
    @Body(new ZodValidationPipe(disabledBodySchema)) body: z.infer<typeof disabledBodySchema>,
    @Req() request: FastifyRequest,
  ): Promise<UserListItem> {
    const actor = await requireAdmin(request);
    notYourself(actor, params.id);
    await this.care.setDisabled(params.id, body.disabled, actor.id);
    return this.row(params.id);
  }

  @Post(':id/second-factor/reset')
  @HttpCode(200)
  @ApiContract({
    summary:
      "Reset an account's two-step verification (a lost phone): its authenticator and recovery codes go, its sessions end, and it must enrol at its next sign-in whatever ADMIN_2FA says. Confirmed with your own current code; audited and e-mailed to the account's owner.",
    params: idParam,
    body: confirmWithCodeBodySchema,
    responses: { 200: { description: 'The account as the Users tab shows it now.', schema: userListItemSchema } },
    errors: { ...CONFIRM_ERRORS, 409: `${CONFIRM_ERRORS[409]} Or \`not_yourself\` (your own account: another admin resets it).` },
  })
  async resetSecondFactor(
    @Param(new ZodValidationPipe(idParam)) params: z.infer<typeof idParam>,
    @Body(new ZodValidationPipe(confirmWithCodeBodySchema)) body: z.infer<typeof confirmWithCodeBodySchema>,
    @Req() request: FastifyRequest,
  ): Promise<UserListItem> {
    const actor = await requireAdmin(request);
    notYourself(actor, params.id);
    await this.care.find(params.id);
    await this.auth.confirmWithOwnCode(actor, body.code);
    await this.care.resetSecondFactor(params.id, actor.id);
    return this.row(params.id);
  }

  @Post(':id/sign-in-lock/end')
  @HttpCode(200)
  @ApiContract({
    summary:
      "End an account's sign-in lock-out: the wrong passwords and codes counted against it are forgotten and the day-long lock of its code step ends. Confirmed with your own current code; audited and e-mailed to the account's owner.",
    params: idParam,
    body: confirmWithCodeBodySchema,
    responses: { 200: { description: 'The account as the Users tab shows it now.', schema: userListItemSchema } },
    errors: CONFIRM_ERRORS,
  })
  async endLockOut(
    @Param(new ZodValidationPipe(idParam)) params: z.infer<typeof idParam>,
    @Body(new ZodValidationPipe(confirmWithCodeBodySchema)) body: z.infer<typeof confirmWithCodeBodySchema>,
    @Req() request: FastifyRequest,
  ): Promise<UserListItem> {
    const actor = await requireAdmin(request);
    const user = await this.care.find(params.id);
    await this.auth.confirmWithOwnCode(actor, body.code);
    await this.locks.lift(user.email);
    await this.care.endCodeLock(user.id, actor.id);
    return this.row(params.id);
  }

  private async row(id: string): Promise<UserListItem> {
    const found = (await this.rows()).find((u) => u.id === id);
    if (!found) throw new NotFoundError(ACCOUNT_MESSAGES.userNotFound, IdentityErrorCode.UserNotFound);
    return found;
  }

  private async rows(): Promise<UserListItem[]> {
    const users = await this.accounts.listWithSignInState();
    const windows = await this.locks.of(users.map((u) => u.email));
    const now = this.clock.now();
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    return users.map((u, i) => {
      const dayLock = stillLocked(u.codesLockedUntil, now);
      const windowLock = windows[i].codesLockedUntil;
      const codesLockedUntil = dayLock && windowLock ? (dayLock > windowLock ? dayLock : windowLock) : (dayLock ?? windowLock);
      return {
        id: u.id,
        email: u.email,
        displayName: u.displayName,
        role: u.role,
        disabled: u.disabled,
        createdAt: u.createdAt.toISOString(),
        lastSignInAt: iso(u.lastSignInAt),
        secondFactor: secondFactorState({ confirmed: u.secondFactorOn, asked: u.secondFactorRequired, privileged: u.privileged, mode: this.config.ADMIN_2FA }),
        signInLockedUntil: iso(windows[i].signInLockedUntil),
        codesLockedUntil: iso(codesLockedUntil),
      };
    });
  }
}

function notYourself(actor: SessionUser, userId: string) {
  if (actor.id === userId) throw new ConflictError(ACCOUNT_MESSAGES.notYourself, IdentityErrorCode.NotYourself);
}
