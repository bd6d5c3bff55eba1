import { Body, Controller, Get, Param, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { requireAdmin } from './request-guards.js';
import { z } from 'zod';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { ROLES } from './identity.constants.js';
import { UsersService } from './users.service.js';

const roleBody = z.object({ role: z.enum(ROLES, { error: 'Role must be admin or user.' }) }).strict();
const idParam = z.object({ id: z.uuid({ error: 'Unknown user.' }) });

/** The Users tab. The admin guard (access-hooks) protects every /api/admin route. */
@ApiTags('admin')
@Controller('api/admin/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'Users with role, creation and last sign-in.' })
  async list() {
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
  @ApiOperation({ summary: 'Promote or demote a user; the last admin cannot be demoted (409).' })
  async changeRole(
    @Param(new ZodValidationPipe(idParam)) params: z.infer<typeof idParam>,
    @Body(new ZodValidationPipe(roleBody)) body: z.infer<typeof roleBody>,
    @Req() request: FastifyRequest,
  ) {
    const actor = await requireAdmin(request);
    const outcome = await this.users.changeRole(params.id, body.role, actor.id);
    return { id: params.id, role: body.role, changed: outcome === 'changed' };
  }
}
