import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorator';
import { AlertsService, type AlertView } from './alerts.service';

/** The alert banner as read by every logged-in user (the shell shows it above every page). */
@ApiTags('alerts')
@Controller('alerts')
export class AlertsController {
  constructor(private readonly alerts: AlertsService) {}

  /** `{alert: AlertView | null}`: the alert active now (SPEC §3.8 get-active-alert). */
  @Get('active')
  @Auth({ permission: 'session.any', duringPasswordChange: true })
  async active(): Promise<{ alert: AlertView | null }> {
    return { alert: await this.alerts.active() };
  }
}
