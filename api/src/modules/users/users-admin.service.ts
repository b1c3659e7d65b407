import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { MULTI_PROJECT_TYPES, type UserType } from '../../common/auth/roles';
import { canonicalEmail } from '../../common/auth/email';
import type { Paginated } from '../../common/http/pagination';
import { hashPassword } from '../auth/password';
import { issueTemporaryPassword, temporaryPassword } from '../auth/temporary-password';
import { TokenService } from '../auth/token.service';
import { MailService } from '../mail/mail.service';
import type { Project } from '../projects/project.entity';
import { UsersAdminRepository } from './users-admin.repository';
import { User } from './user.entity';
import type { CreateUserDto, InviteProjectUserDto, UpdateUserDto, UserListQueryDto } from './users-admin.dto';
import { guardedUpdate, withConflictDetails, type VersionedTable } from '../../common/concurrency/concurrency';
import { requireIfPresent } from '../../common/http/partial-update';
import type { AdminUserView, InvitationView } from './user.response';
import { apiError } from '../../common/http/api-error';
export type { AdminUserView } from './user.response';

/** Days an invitation's temporary password stays valid. */
export const INVITATION_TTL_DAYS = 7;
/**
 * Shortest time an invitation takes to answer, in ms: above the work of either path (create and
 * e-mail a temporary password, or e-mail the owner of an existing account) at production password
 * cost, so that its timing says nothing about the address (issue 36).
 */
export const INVITE_MIN_MS = 600;

/** The users table for the optimistic-concurrency guard. */
export const USERS_TABLE: VersionedTable = { table: 'users', notFound: 'users.not_found' };

const fieldError = (field: string, message: string) => new UnprocessableEntityException({ message, errors: { [field]: [message] } });

/** Roles only an administrator may create or hand out (docs/roles.md). */
const ADMIN_ONLY_TYPES: readonly UserType[] = ['administrator', 'expert-announcement'];

/**
 * User administration (administrator) and environment membership (administrator, local
 * administrator): list with filters, create and invite, edit, activate/deactivate (a deactivated
 * user's sessions and bearer tokens end at once).
 */
@Injectable()
export class UsersAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly tokens: TokenService,
    private readonly repository: UsersAdminRepository,
  ) {}

  /** `{data, total}` by surname; filters type, project_id (membership), status, search (name, e-mail). */
  async list(q: UserListQueryDto): Promise<Paginated<AdminUserView>> {
    const { ids, total } = await this.repository.page(this.dataSource.manager, q);
    return { data: await this.views(ids), total };
  }

  /** Views of the given ids, in the same order. */
  async views(ids: number[], em: EntityManager = this.dataSource.manager): Promise<AdminUserView[]> {
    if (!ids.length) return [];
    const users = await em.getRepository(User).createQueryBuilder('u').whereInIds(ids).getMany();
    const memberships = await this.repository.memberships(em, ids);
    const byId = new Map(users.map((u) => [u.id, u]));
    return ids.flatMap((id) => {
      const u = byId.get(id);
      if (!u) return [];
      return [
        {
          id: u.id,
          name: u.name,
          surname: u.surname,
          fullName: `${u.name} ${u.surname}`.trim(),
          email: u.email,
          type: u.type,
          phone: u.phone,
          status: u.status,
          accepted: u.accepted,
          can_edit_global_setting: u.can_edit_global_setting,
          can_access_local_announcements: u.can_access_local_announcements,
          logo: u.logo,
          projects: memberships.filter((m) => m.user_id === id).map(({ id: pid, name, color }) => ({ id: pid, name, color })),
          created_at: u.created_at,
          updated_at: u.updated_at,
          version: u.version,
          mfa_enabled: !!u.mfa_enabled_at,
        },
      ];
    });
  }

  /** One user; 404 otherwise (or when `type` is given and differs). */
  async get(id: number, type?: UserType): Promise<AdminUserView> {
    const [view] = await this.views([id]);
    if (!view || (type && view.type !== type)) throw apiError('users.not_found');
    return view;
  }

  /**
   * The environments rule of docs/roles.md: administrators belong to all (no memberships);
   * administrator-free multi roles any number; every other role exactly one. Ids must exist.
   */
  private async checkEnvironments(em: EntityManager, type: UserType, projectIds: number[]): Promise<number[]> {
    const ids = [...new Set(projectIds)];
    if (type === 'administrator') {
      if (ids.length) throw fieldError('project_ids', "L'amministratore di sistema accede già a tutti gli ambienti");
      return [];
    }
    if (!MULTI_PROJECT_TYPES.includes(type)) {
      if (ids.length === 0) throw fieldError('project_ids', "Scegli l'ambiente dell'utente");
      if (ids.length > 1) throw fieldError('project_ids', 'Questo ruolo può appartenere a un solo ambiente');
    }
    if (ids.length) {
      if ((await this.repository.countProjects(em, ids)) !== ids.length) throw fieldError('project_ids', 'Ambiente non trovato');
    }
    return ids;
  }

  /**
   * The account of `email` (canonical equality, plus the legacy lower() index so that no insert
   * can hit it with a 500), other than `exceptId`; null when there is none.
   */
  private findByEmail(em: EntityManager, email: string, exceptId = 0): Promise<User | null> {
    return em
      .getRepository(User)
      .createQueryBuilder('u')
      .where('(u.email = :email OR lower(u.email) = lower(:email)) AND u.id <> :exceptId', { email: canonicalEmail(email), exceptId })
      .getOne();
  }

  private async checkEmailFree(em: EntityManager, email: string, exceptId?: number): Promise<void> {
    if (await this.findByEmail(em, email, exceptId)) throw fieldError('email', 'Indirizzo e-mail già registrato');
  }

  /** Inserts the user and its memberships and e-mails an invitation with a temporary password (inside `em`'s transaction). */
  private async insertAndInvite(
    em: EntityManager,
    actor: User,
    data: Partial<User> & { email: string; name: string; surname: string; type: UserType },
    projectIds: number[],
    projectName?: string,
  ): Promise<number> {
    await this.checkEmailFree(em, data.email);
    const repo = em.getRepository(User);
    const saved = await repo.save(
      repo.create({
        ...data,
        email: canonicalEmail(data.email),
        name: data.name.trim(),
        surname: data.surname.trim(),
        password_hash: null,
        accepted: false,
        status: 'active',
      }),
    );
    await this.repository.addMemberships(em, saved.id, projectIds);
    const code = await issueTemporaryPassword(em, saved.id, INVITATION_TTL_DAYS * 86400_000);
    await this.mail.send(
      {
        to: saved.email,
        subject: 'Portale Bandi: sei stato invitato',
        text:
          `Ciao ${saved.name},\n\n${actor.name} ${actor.surname} ti ha invitato al Portale Bandi${projectName ? ` (ambiente ${projectName})` : ''}.\n` +
          `Accedi con il tuo indirizzo e-mail e questa password temporanea: ${code}\n\n` +
          `La password temporanea è valida ${INVITATION_TTL_DAYS} giorni; al primo accesso ti chiederemo di cambiarla.\n`,
      },
      { em },
    );
    return saved.id;
  }

  /**
   * Creates and invites a user (administrator). 422: e-mail taken, environments against the role
   * rule, referent (enabled from the referent's page, issue 4).
   */
  async create(actor: User, dto: CreateUserDto): Promise<AdminUserView> {
    if (dto.type === 'referent') throw fieldError('type', 'I referenti si abilitano dalla scheda del referente');
    const id = await this.dataSource.transaction(async (em) => {
      const projectIds = await this.checkEnvironments(em, dto.type, dto.project_ids ?? []);
      return this.insertAndInvite(
        em,
        actor,
        {
          name: dto.name,
          surname: dto.surname,
          email: dto.email,
          type: dto.type,
          phone: dto.phone?.trim() || null,
          can_edit_global_setting: dto.type === 'expert-announcement' && !!dto.can_edit_global_setting,
          can_access_local_announcements: !!dto.can_access_local_announcements,
        },
        projectIds,
      );
    });
    return this.get(id);
  }

  /**
   * Edits a user (administrator), partially: fields not sent stay; `project_ids` replaces its
   * memberships. 422 on rule violations.
   * @throws StaleRecordException 409 with the current user when `expected` is stale.
   */
  async update(actor: User, id: number, dto: UpdateUserDto, onlyType?: UserType, expected?: number): Promise<AdminUserView> {
    requireIfPresent(dto, ['name', 'surname']);
    return withConflictDetails(
      () => this.updateIn(actor, id, dto, onlyType, expected),
      () => this.get(id),
    );
  }

  private async updateIn(actor: User, id: number, dto: UpdateUserDto, onlyType?: UserType, expected?: number): Promise<AdminUserView> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id });
    if (!user || (onlyType && user.type !== onlyType)) throw apiError('users.not_found');
    const type = dto.type ?? user.type;
    if (dto.type && dto.type !== user.type && (dto.type === 'referent' || user.type === 'referent')) {
      throw fieldError('type', 'Il ruolo di referente non si assegna né si toglie da qui');
    }
    if (actor.id === id && ((dto.type && dto.type !== user.type) || dto.status === 'inactive')) {
      throw fieldError(dto.status === 'inactive' ? 'status' : 'type', 'Non puoi cambiare ruolo o disattivare il tuo stesso account');
    }
    await this.dataSource.transaction(async (em) => {
      await guardedUpdate(em, USERS_TABLE, { id, expected, userId: actor.id });
      // the environments rule is checked when the role or the environments change (not on a mere rename or deactivation)
      const membershipsChange = dto.project_ids !== undefined || (dto.type !== undefined && dto.type !== user.type);
      const current = await this.repository.projectIdsOf(em, id);
      const projectIds = membershipsChange
        ? await this.checkEnvironments(em, type, dto.project_ids ?? (type === 'administrator' ? [] : current))
        : current;
      const patch: Partial<User> = {};
      if (dto.name !== undefined) patch.name = dto.name.trim();
      if (dto.surname !== undefined) patch.surname = dto.surname.trim();
      if (dto.phone !== undefined) patch.phone = dto.phone?.trim() || null;
      if (dto.type !== undefined) patch.type = dto.type;
      if (dto.can_edit_global_setting !== undefined || type !== 'expert-announcement') {
        patch.can_edit_global_setting = type === 'expert-announcement' && !!(dto.can_edit_global_setting ?? user.can_edit_global_setting);
      }
      if (dto.can_access_local_announcements !== undefined) patch.can_access_local_announcements = dto.can_access_local_announcements;
      if (dto.status !== undefined) patch.status = dto.status;
      if (Object.keys(patch).length) await em.getRepository(User).update({ id }, patch);
      await this.repository.setMemberships(em, id, projectIds);
      // deactivation and a change of role end every session and bearer token of the user
      if (dto.status === 'inactive' || (dto.type !== undefined && dto.type !== user.type)) await this.tokens.endOtherSessions(id, {}, em);
    });
    return this.get(id);
  }

  /** Activates or deactivates a user; deactivation ends its sessions and tokens (TokenService.endOtherSessions). */
  async setStatus(actor: User, id: number, status: 'active' | 'inactive', onlyType?: UserType): Promise<AdminUserView> {
    return this.update(actor, id, { status }, onlyType);
  }

  /**
   * Adds an existing user (by id or e-mail) to the environment. Adding a member again changes nothing.
   * - The system administrator gets the reason of a refusal (422): unknown user, administrator
   *   (belongs to all), a single-environment role already elsewhere.
   * - Anyone else (a local administrator) gets one answer, 422 `Utente non trovato`, for every user
   *   they may not add: unknown, administrator, global expert, member of another environment. So
   *   the answers do not tell whether an address exists or its role (docs/security.md#user-enumeration).
   */
  async addToProject(actor: User, project: Project, ref: { user_id?: number; email?: string }): Promise<AdminUserView> {
    const field = ref.user_id !== undefined ? 'user_id' : 'email';
    const notFound = () => fieldError(field, 'Utente non trovato');
    const detailed = actor.type === 'administrator';
    const userId = await this.dataSource.transaction(async (em) => {
      const user =
        ref.user_id !== undefined
          ? await em.getRepository(User).findOneBy({ id: ref.user_id })
          : await em
              .getRepository(User)
              .createQueryBuilder('u')
              .where('u.email = :e', { e: canonicalEmail(ref.email ?? '') })
              .getOne();
      if (!user) throw notFound();
      const userId = user.id;
      if (user.type === 'administrator')
        throw detailed ? fieldError(field, "L'amministratore di sistema accede già a tutti gli ambienti") : notFound();
      if (!detailed && ADMIN_ONLY_TYPES.includes(user.type)) throw notFound();
      const others = await this.repository.projectIdsOf(em, userId, project.id);
      if (!MULTI_PROJECT_TYPES.includes(user.type) && others.length)
        throw detailed ? fieldError(field, 'Questo ruolo può appartenere a un solo ambiente') : notFound();
      await this.repository.addMemberships(em, userId, [project.id]);
      return userId;
    });
    return this.get(userId);
  }

  /**
   * Invites a person to this environment with a role (202 `{message, email}`), the same answer
   * whether or not the address already has an account anywhere, in the same time (issue 36: the
   * 422 "già registrato" told a local administrator which addresses exist in other environments):
   * - a new address: the user is created with the environment and e-mailed a temporary password;
   * - an address with an account: nothing is created or changed; its owner is e-mailed that
   *   someone tried to invite them (who and where), and the same password hash is computed and
   *   thrown away, so both paths cost alike; both answer no sooner than INVITE_MIN_MS.
   * Errors (they depend on the request, never on the address): 403 when a local administrator
   * invites an administrator or a global expert; 422 for an administrator or a referent role.
   */
  async inviteToProject(actor: User, project: Project, dto: InviteProjectUserDto): Promise<InvitationView> {
    if (actor.type !== 'administrator' && ADMIN_ONLY_TYPES.includes(dto.type)) throw apiError('users.create_admin_only');
    if (dto.type === 'administrator') throw fieldError('type', 'Gli amministratori di sistema si creano da Impostazioni → Utenti');
    if (dto.type === 'referent') throw fieldError('type', 'I referenti si abilitano dalla scheda del referente');
    const started = Date.now();
    const email = canonicalEmail(dto.email);
    await this.dataSource.transaction(async (em) => {
      const existing = await this.findByEmail(em, email);
      if (!existing) {
        await this.insertAndInvite(em, actor, { name: dto.name, surname: dto.surname, email, type: dto.type }, [project.id], project.name);
        return;
      }
      await hashPassword(temporaryPassword()); // the new path's cost (issueTemporaryPassword), thrown away
      await this.mail.send(
        {
          to: email,
          subject: 'Portale Bandi: un tentativo di invito al tuo indirizzo',
          text:
            `Ciao ${existing.name},\n\n${actor.name} ${actor.surname} ha provato a invitarti al Portale Bandi (ambiente ${project.name}) ` +
            `con questo indirizzo, che ha già un account: non è stato creato nulla e il tuo account non è cambiato.\n` +
            `Se ti serve l'accesso a quell'ambiente, chiedi a chi ti ha invitato di aggiungerti come utente esistente; ` +
            `se non sai di cosa si tratta, puoi ignorare questo messaggio.\n`,
        },
        { em },
      );
    });
    const wait = INVITE_MIN_MS - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return { message: `Invito inviato a ${email}`, email };
  }

  /** Removes a member from the environment (404 if not a member; 403 local admin on a global expert; 422 oneself). */
  async removeFromProject(actor: User, project: Project, userId: number): Promise<void> {
    const memberType = await this.repository.memberType(this.dataSource.manager, project.id, userId);
    if (!memberType) throw apiError('users.not_member');
    if (actor.type !== 'administrator' && ADMIN_ONLY_TYPES.includes(memberType)) throw apiError('users.global_experts_admin_only');
    if (actor.id === userId) throw fieldError('user_id', "Non puoi rimuovere te stesso dall'ambiente");
    await this.repository.removeMembership(this.dataSource.manager, project.id, userId);
  }
}
