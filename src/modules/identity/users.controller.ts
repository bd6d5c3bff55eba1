import { Body, Controller, Get, Param, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { requireAdmin } from './request-guards.js';
import { z } from 'zod';
import { ApiContract } from '../../shared/http/api-contract.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { ROLES } from './identity.constants.js';
import { roleChangeAnswerSchema, userListItemSchema } from './identity.schemas.js';
import { UsersService } from './users.service.js';

const roleBody = z.object({ role: z.enum(ROLES, { error: 'Role must be admin or user.' }) }).strict();
const idParam = z.object({ id: z.uuid({ error: 'Unknown user.' }) });

/** The Users tab. The admin guard (access-hooks) protects every /api/admin route. */
@ApiTags('admin')
@Controller('api/admin/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiContract({
    summary: 'Users with role, creation and last sign-in.',
    responses: { 200: { description: 'Every user, oldest first.', schema: z.array(userListItemSchema) } },
  })
  async list(): Promise<Array<z.infer<typeof userListItemSchema>>> {
    const users = await this.users.list();
    return users.map((u) => ({
      id: u.id,
      email: u.email,
      displayName: u.displayName,
      role: u.role,
      disabled: u.disabled,
      createdAt: u.createdAt.toISOString(),
      lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
    }));
  }

  @Put(':id/role')
  @ApiContract({
    summary: 'Promote or demote a user; audited.',
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
}
