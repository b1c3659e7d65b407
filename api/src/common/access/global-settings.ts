import { capabilitiesOf } from '../auth/roles';
import type { User } from '../../modules/users/user.entity';
import { apiError } from '../http/api-error';

/**
 * Who may change the global settings (docs/roles.md#permissions, the `canSeeGlobalSettings`
 * capability): the administrator, and a global expert allowed to edit them
 * (`can_edit_global_setting`). The rule of every global settings route (SettingsService, the
 * document types), written once.
 * @throws ForbiddenException (403 "Non hai accesso alle impostazioni globali") otherwise.
 */
export function assertGlobalSettings(user: User): void {
  if (!capabilitiesOf(user).canSeeGlobalSettings) throw apiError('access.global_settings');
}
