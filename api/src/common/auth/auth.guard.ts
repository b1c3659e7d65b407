import { CanActivate, ExecutionContext, ForbiddenException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { MESSAGES } from '@bandi/domain';
import { DataSource } from 'typeorm';
import { AUTH_METADATA, type AuthOptions } from './auth.decorator';
import { hasPermission } from './permissions';
import type { AuthedRequest } from './request-context';
import { User } from '../../modules/users/user.entity';
import { Project, ProjectUser } from '../../modules/projects/project.entity';
import { TokenService } from '../../modules/auth/token.service';

/** Machine-readable `code` of the 403 while a password change is pending (issue 11). */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';

/** Message of a 403 for a module switched off in an environment. */
export const MODULE_OFF_MESSAGE = 'Modulo non attivo per questo ambiente';

/**
 * The global guard: denies by default. A handler without `@Auth` is refused (403) and a test
 * fails on it. Resolves the user from the session cookie or a bearer token (inactive users are
 * logged out: 401), checks the permission of DESIGN.md §5 and, for environment routes, that the
 * environment exists and the user belongs to it (404 otherwise, so another tenant's records are
 * never revealed) and that the route's module is on (403). While `must_change_password` is set
 * (a temporary password logged in) only routes with `duringPasswordChange` pass; the others
 * answer 403 `{message, code: 'password_change_required'}` (public routes, logout and
 * csrf-cookie among them, are not affected). ASVS 5.0 6.4.x: a temporary secret is used once.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly dataSource: DataSource,
    private readonly tokens: TokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const options = this.reflector.getAllAndOverride<AuthOptions | undefined>(AUTH_METADATA, [context.getHandler(), context.getClass()]);
    if (!options) throw new ForbiddenException('Accesso non dichiarato per questa rotta');
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    await this.resolveUser(req);
    if ('public' in options) return true;

    const user = req.user;
    if (!user) throw new UnauthorizedException('Non autenticato');
    if (user.must_change_password && !options.duringPasswordChange) {
      // a temporary password logged in: nothing but the profile and the change until it is replaced
      throw new ForbiddenException({ message: MESSAGES.passwordChangeRequired, code: PASSWORD_CHANGE_REQUIRED });
    }
    if (!hasPermission(user.type, options.permission)) throw new ForbiddenException('Non hai i permessi per questa operazione');

    if (options.project) {
      const project = await this.loadProjectFor(user, String(req.params.projectId ?? ''));
      if (options.module && !project.modules?.[options.module]) throw new ForbiddenException(MODULE_OFF_MESSAGE);
      req.project = project;
    }
    return true;
  }

  private async resolveUser(req: AuthedRequest): Promise<void> {
    if (req.user) return;
    const header = req.headers.authorization;
    let userId: number | undefined;
    if (header?.startsWith('Bearer ')) {
      userId = await this.tokens.userIdFor(header.slice(7).trim());
      if (!userId) throw new UnauthorizedException('Token non valido o scaduto');
      req.authMode = 'bearer';
    } else if (req.session?.userId) {
      userId = req.session.userId;
      req.authMode = 'session';
    }
    if (!userId) return;
    const user = await this.dataSource.getRepository(User).findOneBy({ id: userId });
    if (!user || user.status !== 'active') {
      if (req.session) delete req.session.userId;
      throw new UnauthorizedException('Sessione scaduta');
    }
    req.user = user;
  }

  /** The environment `:projectId` if the user may enter it, else 404. */
  private async loadProjectFor(user: User, rawId: string | undefined): Promise<Project> {
    const id = Number(rawId);
    const notFound = new NotFoundException('Ambiente non trovato');
    if (!Number.isInteger(id) || id <= 0 || id > 2147483647) throw notFound;
    const project = await this.dataSource.getRepository(Project).findOneBy({ id });
    if (!project) throw notFound;
    if (user.type !== 'administrator') {
      const member = await this.dataSource.getRepository(ProjectUser).existsBy({ project_id: id, user_id: user.id });
      if (!member) throw notFound;
    }
    return project;
  }
}
