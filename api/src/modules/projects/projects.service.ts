import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { Project, type Modules } from './project.entity';
import { User } from '../users/user.entity';
import type { Paginated } from '../../common/http/pagination';
import { LOGO_MSG, type CreateProjectDto, type UpdateProjectDto } from './projects.dto';
import { LOGO_URL_PREFIX } from '../settings/logos.service';
import { withConflictDetails } from '../../common/concurrency/concurrency';
import { ProjectsRepository } from './projects.repository';
import { requireIfPresent } from '../../common/http/partial-update';
import type { ProjectUserView, ProjectView } from './project.response';
import { apiError } from '../../common/http/api-error';
export type { ProjectUserView, ProjectView } from './project.response';

/** Avatars returned per environment card (docs/screens.md#home-environments shows 5, and "+" past 5). */
const CARD_USERS = 6;

/** Environments: listing scoped to the user's memberships, creation, update, module switches. */
@Injectable()
export class ProjectsService {
  constructor(private readonly repo: ProjectsRepository) {}

  /**
   * Environments the user may enter (administrator: all), name search (ILIKE), ordered by name.
   * Each with up to 6 non-administrator users and their count.
   */
  async list(user: User, skip: number, take: number, search?: string): Promise<Paginated<ProjectView>> {
    const [rows, total] = await this.repo.page(user, skip, take, search);
    return { data: await this.withUsers(rows), total };
  }

  /** Adds `users` (first 6 non-admin members) and `users_count` to each project. */
  async withUsers(projects: Project[]): Promise<ProjectView[]> {
    if (projects.length === 0) return [];
    const ids = projects.map((p) => p.id);
    const users = await this.repo.cardMembers(ids, CARD_USERS);
    return projects.map((p) => {
      const mine = users.filter((u) => u.project_id === p.id);
      return {
        id: p.id,
        name: p.name,
        color: p.color,
        horizontal_logo: p.horizontal_logo,
        vertical_logo: p.vertical_logo,
        newsletter_enabled: p.newsletter_enabled,
        reply_to_email: p.reply_to_email ?? null,
        modules: p.modules,
        users: mine.map(({ id, name, surname, type, logo }) => ({ id, name, surname, type, logo })),
        users_count: mine.length ? Number(mine[0].cnt) : 0,
        created_at: p.created_at,
        version: p.version,
      };
    });
  }

  /** One project view. */
  async view(project: Project): Promise<ProjectView> {
    return (await this.withUsers([project]))[0];
  }

  /**
   * A logo address set through the body must be a logo file uploaded to this same environment
   * (docs/security.md#uploads): 422 `{errors: {horizontal_logo|vertical_logo}}` otherwise.
   */
  private async requireOwnLogos(projectId: number | null, values: (string | null | undefined)[]): Promise<void> {
    const fields = ['horizontal_logo', 'vertical_logo'];
    for (const [i, value] of values.entries()) {
      if (!value) continue;
      const id = value.slice(LOGO_URL_PREFIX.length);
      const own = projectId !== null && (await this.repo.ownsFile(projectId, id));
      if (!own) throw new UnprocessableEntityException({ message: LOGO_MSG, errors: { [fields[i]]: [LOGO_MSG] } });
    }
  }

  /** Creates an environment; the creating administrator is not added as a member (admins see all). */
  async create(dto: CreateProjectDto): Promise<ProjectView> {
    await this.requireOwnLogos(null, [dto.horizontal_logo, dto.vertical_logo]);
    const saved = await this.repo.insert({
      name: dto.name.trim(),
      color: dto.color,
      horizontal_logo: dto.horizontal_logo || null,
      vertical_logo: dto.vertical_logo || null,
    });
    return this.view(saved);
  }

  /**
   * Updates name, colour, logos, newsletters' `reply_to_email`; `newsletter_enabled` only by the administrator (docs/roles.md#capabilities).
   * Fields not sent stay.
   * @throws ForbiddenException when a local administrator changes the newsletter toggle.
   * @throws StaleRecordException 409 with the current environment when `expected` is stale.
   */
  async update(project: Project, user: User, dto: UpdateProjectDto, expected?: number): Promise<ProjectView> {
    requireIfPresent(dto, ['name', 'color']);
    if (dto.newsletter_enabled !== undefined && user.type !== 'administrator') {
      throw apiError('projects.newsletter_admin_only');
    }
    await this.requireOwnLogos(project.id, [dto.horizontal_logo, dto.vertical_logo]);
    const patch: Partial<Project> = {};
    if (dto.name !== undefined) patch.name = dto.name.trim();
    if (dto.color !== undefined) patch.color = dto.color;
    if (dto.horizontal_logo !== undefined) patch.horizontal_logo = dto.horizontal_logo || null;
    if (dto.vertical_logo !== undefined) patch.vertical_logo = dto.vertical_logo || null;
    if (dto.newsletter_enabled !== undefined) patch.newsletter_enabled = dto.newsletter_enabled;
    if (dto.reply_to_email !== undefined) patch.reply_to_email = dto.reply_to_email?.trim() || null;
    await withConflictDetails(
      () => this.repo.guardedUpdate(project.id, expected, user.id, patch),
      async () => this.view(await this.repo.get(project.id)),
    );
    return this.view(await this.repo.get(project.id));
  }

  /**
   * Sets the module switches of an environment.
   * @throws StaleRecordException 409 with the current environment when `expected` (If-Match) is stale.
   */
  async setModules(project: Project, modules: Modules, expected?: number, userId: number | null = null): Promise<Modules> {
    const next: Modules = {
      announcements: modules.announcements,
      clients: modules.clients,
      calls: modules.calls,
      settings: modules.settings,
    };
    await withConflictDetails(
      () => this.repo.guardedUpdate(project.id, expected, userId, { modules: JSON.stringify(next) }),
      async () => this.view(await this.repo.get(project.id)),
    );
    return next;
  }

  /** Members of an environment with e-mail and status, by surname (paginated). */
  users(project: Project, skip: number, take: number, search?: string): Promise<Paginated<ProjectUserView>> {
    return this.repo.members(project.id, skip, take, search);
  }
}
