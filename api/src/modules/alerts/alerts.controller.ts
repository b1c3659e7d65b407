import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorator';
import { AlertsService, type AlertView } from './alerts.service';
import { ActiveAlertView } from './alert.response';

/** The alert banner as read by every logged-in user (the shell shows it above every page). */
@ApiTags('alerts')
@Controller('alerts')
export class AlertsController {
  constructor(private readonly alerts: AlertsService) {}

  /** `{alert: AlertView | null}`: the alert active now (docs/domain.md#referents-negotiations-notes-newsletters-alerts get-active-alert). */
  @Get('active')
  @ApiOkResponse({ type: ActiveAlertView })
  @Auth({ permission: 'session.any', duringPasswordChange: true })
  async active(): Promise<{ alert: AlertView | null }> {
    return { alert: await this.alerts.active() };
  }
}
