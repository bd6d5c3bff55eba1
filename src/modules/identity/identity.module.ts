import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { SessionsRepository } from './sessions.repository.js';
import { UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

/** Users, password hashing, server-side sessions, roles and sign-in. */
@Module({
  controllers: [AuthController, UsersController],
  providers: [AuthService, SessionsRepository, UsersRepository, UsersService],
  exports: [SessionsRepository, UsersService, UsersRepository],
})
export class IdentityModule {}
