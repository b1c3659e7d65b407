import { Global, Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { TokenService } from './token.service';
import { UsersService } from '../users/users.service';
import { MailService } from '../mail/mail.service';
import { LoginFailures } from './login-throttler.guard';

/** Authentication: sessions, bearer tokens, passwords, mail; exports what the global guard needs. */
@Global()
@Module({
  controllers: [AuthController],
  providers: [AuthService, TokenService, UsersService, MailService, LoginFailures],
  exports: [TokenService, UsersService, MailService],
})
export class AuthModule {}
