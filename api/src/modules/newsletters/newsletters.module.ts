import { Module } from '@nestjs/common';
import { NewslettersController } from './newsletters.controller';
import { NewslettersService } from './newsletters.service';

/** Environment newsletters (MailService from the global AuthModule). */
@Module({ controllers: [NewslettersController], providers: [NewslettersService] })
export class NewslettersModule {}
