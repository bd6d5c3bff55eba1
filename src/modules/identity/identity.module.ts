import { Module } from '@nestjs/common';
import { AccountCare } from './commands/account-care.js';
import { AuthController } from './http/auth.controller.js';
import { AuthService } from './commands/auth.service.js';
import { DeviceCookies } from './services/device-cookies.js';
import { PasswordChecker } from './services/password-hasher.js';
import { SecondFactorRepository } from './repositories/second-factor.repository.js';
import { SecondFactors } from './commands/second-factor.service.js';
import { SessionsRepository } from './repositories/sessions.repository.js';
import { SignInLinks, SignInLinkTokens } from './commands/sign-in-links.js';
import { SignInLocks } from './services/sign-in-locks.js';
import { SiteModule } from '../site/site.module.js';
import { UsersController } from './http/users.controller.js';
import { SignInLinksRepository } from './repositories/sign-in-links.repository.js';
import { UsersRepository } from './repositories/users.repository.js';
import { UsersService } from './commands/users.service.js';

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
