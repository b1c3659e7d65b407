import { User } from '../modules/users/user.entity';
import { Project, ProjectUser } from '../modules/projects/project.entity';
import { FederationRemote } from '../modules/federation/federation-remote.entity';
import { AccessToken, PasswordReset } from '../modules/auth/auth.entities';
import { Announcement } from '../modules/announcements/announcement.entity';
import { Client, ClientReferent } from '../modules/clients/client.entity';
import { Referent } from '../modules/referents/referent.entity';
import { Call } from '../modules/calls/call.entity';

/** Every TypeORM entity of the API. */
export const ENTITIES = [
  User,
  Project,
  ProjectUser,
  FederationRemote,
  AccessToken,
  PasswordReset,
  Announcement,
  Client,
  ClientReferent,
  Referent,
  Call,
];
