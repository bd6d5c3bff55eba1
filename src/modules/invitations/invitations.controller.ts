import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiContract } from '../../shared/http/api-contract.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { requireAdmin } from '../identity/index.js';
import { acceptBodySchema, acceptedSchema, invitationIdParam, invitationSchema, inviteBodySchema } from './invitations.schemas.js';
import { InvitationsService } from './invitations.service.js';

/**
 * Invitations in the Users tab (ADR 0043). Admin only: every /api/admin route is decided on the
 * matched route by the access hooks (route-access.ts), and each handler checks again.
 */
@ApiTags('admin')
@Controller('api/admin/invitations')
export class AdminInvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Get()
  @ApiContract({
    summary: 'Invitations not yet accepted nor withdrawn (expired ones too: they can be sent again), oldest first.',
    responses: { 200: { description: 'The open invitations.', schema: z.array(invitationSchema) } },
  })
  list() {
    return this.invitations.list();
  }

  @Post()
  @HttpCode(201)
  @ApiContract({
    summary: 'Invite an admin, or a member of staff of one or more practices, by e-mail: a one-time link that works for 72 hours, e-mailed once through the outbox; audited.',
    body: inviteBodySchema,
    responses: { 201: { description: 'The invitation.', schema: invitationSchema } },
    errors: {
      400: '`validation`: not one plain mailbox (`fields.email`), a role other than admin or staff, staff without practices or an admin with some, or a practice that does not exist or is archived (`fields.practiceIds`).',
      409: '`account_exists` (the address has an account: change its role or practices instead) or `invitation_pending` (send the open one again).',
    },
  })
  async invite(@Body(new ZodValidationPipe(inviteBodySchema)) body: z.infer<typeof inviteBodySchema>, @Req() request: FastifyRequest) {
    const admin = await requireAdmin(request);
    return this.invitations.invite(body, admin.id);
  }

  @Post(':id/resend')
  @HttpCode(200)
  @ApiContract({
    summary: 'Send an open invitation again: a new link for 72 hours; the old link stops working at once; audited.',
    params: invitationIdParam,
    responses: { 200: { description: 'The invitation with its new expiry.', schema: invitationSchema } },
    errors: { 400: '`validation`: not an invitation id.', 404: '`invitation_not_open`: unknown, accepted or withdrawn.' },
  })
  async resend(@Param(new ZodValidationPipe(invitationIdParam)) p: z.infer<typeof invitationIdParam>, @Req() request: FastifyRequest) {
    const admin = await requireAdmin(request);
    return this.invitations.resend(p.id, admin.id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiContract({
    summary: 'Withdraw an open invitation: its link stops working at once; audited.',
    params: invitationIdParam,
    responses: { 204: { description: 'Withdrawn.', schema: null } },
    errors: { 400: '`validation`: not an invitation id.', 404: '`invitation_not_open`: unknown, accepted or withdrawn.' },
  })
  async withdraw(@Param(new ZodValidationPipe(invitationIdParam)) p: z.infer<typeof invitationIdParam>, @Req() request: FastifyRequest) {
    const admin = await requireAdmin(request);
    await this.invitations.withdraw(p.id, admin.id);
  }
}

/** The invitee's side: the link from the e-mail and a password. Public (route-access.ts), limited per network. */
@ApiTags('auth')
@Controller('api/invitations')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Post('accept')
  @HttpCode(200)
  @ApiContract({
    summary:
      "Accept an invitation with its e-mailed link: sets the account's password (12 characters at least) and makes the account, its role and its practices. Then sign in, or set up two-step verification first where it is required (`secondFactor`).",
    body: acceptBodySchema,
    responses: { 200: { description: 'The account made: its e-mail, role and whether two-step verification must be set up now.', schema: acceptedSchema } },
    errors: {
      400: '`validation`: the password is too short (`fields.password`).',
      409: '`account_exists`: an account with this address was made since the invitation was sent (the link is not used up).',
      410: '`invitation_invalid`: the same answer for a link that is unknown, used, replaced by a newer one, withdrawn or expired.',
      429: '`rate_limited`: too many attempts from this network, with Retry-After.',
    },
  })
  accept(@Body(new ZodValidationPipe(acceptBodySchema)) body: z.output<typeof acceptBodySchema>, @Req() request: FastifyRequest) {
    return this.invitations.accept(body.token, body.password, request.ip);
  }
}
