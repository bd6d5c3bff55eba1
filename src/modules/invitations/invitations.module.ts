import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { SiteModule } from '../site/site.module.js';
import { StaffModule } from '../staff/staff.module.js';
import { InvitationTokens } from './invitation-tokens.js';
import { AdminInvitationsController, InvitationsController } from './invitations.controller.js';
import { InvitationsRepository } from './invitations.repository.js';
import { InvitationsService } from './invitations.service.js';

/** Invitations to the back office: an account, its role and its practices from an e-mailed link (ADR 0043). */
@Module({
  imports: [SiteModule, IdentityModule, StaffModule],
  controllers: [AdminInvitationsController, InvitationsController],
  providers: [InvitationsRepository, InvitationTokens, InvitationsService],
})
export class InvitationsModule {}
