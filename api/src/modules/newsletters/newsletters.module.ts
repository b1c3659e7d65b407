import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { EligibilityModule } from '../eligibility/eligibility.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PublicModule } from '../public/public.module';
import { NewsletterDeliveryService } from './newsletter-delivery.service';
import { InterestRepository } from './interest.repository';
import { NewslettersRepository } from './newsletters.repository';
import { InterestService } from './interest.service';
import { RemindersRepository } from './reminders.repository';
import { RemindersService } from './reminders.service';
import { NewslettersController } from './newsletters.controller';
import { NewslettersService } from './newsletters.service';
import { NewsletterPublicController } from './newsletter-public.controller';
import { SubscribersController } from './subscribers.controller';
import { SubscribersRepository } from './subscribers.repository';
import { SubscribersService } from './subscribers.service';

/** Environment newsletters, subscribers with double opt-in, deadline reminders, "Sono interessato" (MailService from the global AuthModule, JobsService global). */
@Module({
  imports: [ClientsModule, EligibilityModule, NotificationsModule, PublicModule],
  controllers: [NewslettersController, SubscribersController, NewsletterPublicController],
  providers: [
    NewslettersService,
    NewslettersRepository,
    SubscribersService,
    SubscribersRepository,
    NewsletterDeliveryService,
    RemindersService,
    RemindersRepository,
    InterestService,
    InterestRepository,
  ],
})
export class NewslettersModule {}
