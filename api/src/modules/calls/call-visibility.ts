import { hasPermission } from '../../common/auth/permissions';
import { joinSql, raw, type Sql, sql } from '../../common/tenancy/sql';
import type { TenantQuery } from '../../common/tenancy/tenant-query';
import type { User } from '../users/user.entity';

/**
 * The call logs (table `calls`, alias `alias`) `user` may see in the environment of `tq`
 * (docs/roles.md#row-rules): the environment's; client calls only, without `calls.supplier`; for a
 * referent user only the calls addressed to its referent record or about a client linked to it.
 * One condition for the call list and detail (CallsService) and the global search.
 */
export function callVisibility(tq: TenantQuery, user: User, alias = 'k'): Sql {
  const k = raw(alias);
  const parts: Sql[] = [tq.scope(alias)];
  if (!hasPermission(user.type, 'calls.supplier')) parts.push(sql`${k}.type = 'client'`);
  if (user.type === 'referent') {
    const referent = user.referent_id ?? -1;
    parts.push(
      sql`(${k}.referent_id = ${referent} OR EXISTS (SELECT 1 FROM client_referents cr WHERE cr.client_id = ${k}.client_id AND cr.referent_id = ${referent}))`,
    );
  }
  return joinSql(parts, ' AND ');
}
