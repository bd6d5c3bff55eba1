import { Module } from '@nestjs/common';
import { AccountCare } from './account-care.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { DeviceCookies } from './device-cookies.js';
import { PasswordChecker } from './password-hasher.js';
import { SecondFactorRepository } from './second-factor.repository.js';
import { SecondFactors } from './second-factor.service.js';
import { SessionsRepository } from './sessions.repository.js';
import { SignInLinks, SignInLinkTokens } from './sign-in-links.js';
import { SignInLocks } from './sign-in-locks.js';
import { SiteModule } from '../site/site.module.js';
import { UsersController } from './users.controller.js';
import { SignInLinksRepository } from './sign-in-links.repository.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

/** Users, password hashing, server-side sessions, roles and sign-in. */
@Module({
  imports: [SiteModule],
  controllers: [AuthController, UsersController],
  providers: [
    AuthService,
    DeviceCookies,
    PasswordChecker,
    SessionsRepository,
    UsersRepository,
    SignInLinksRepository,
    UsersService,
    SignInLinkTokens,
    SignInLinks,
    SecondFactorRepository,
    SecondFactors,
    SignInLocks,
    AccountCare,
  ],
  exports: [SessionsRepository, UsersService, UsersRepository, SecondFactorRepository, SecondFactors, AuthService],
})
export class IdentityModule {}
