import { Global, Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { TokenService } from './token.service';
import { UsersService } from '../users/users.service';
import { UsersRepository } from '../users/users.repository';
import { MailDeliveriesRepository } from '../mail/mail-deliveries.repository';
import { MailService } from '../mail/mail.service';
import { LoginFailures } from './login-throttler.guard';
import { MfaController } from './mfa/mfa.controller';
import { MfaService } from './mfa/mfa.service';
import { MfaRepository } from './mfa/mfa.repository';

/** Authentication: sessions, bearer tokens, passwords, mail; exports what the global guard needs. */
@Global()
@Module({
  controllers: [AuthController, MfaController],
  providers: [
    AuthService,
    TokenService,
    UsersService,
    UsersRepository,
    MailService,
    MailDeliveriesRepository,
    LoginFailures,
    MfaService,
    MfaRepository,
  ],
  exports: [TokenService, UsersService, MailService],
})
export class AuthModule {}
