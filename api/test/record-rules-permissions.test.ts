import { hasPermission } from '../src/common/auth/permissions';
import { USER_TYPES } from '../src/common/auth/roles';
import { mayChangeAuthoredRecord } from '../src/common/access/record-rules';

/**
 * The front ends decide whether to offer "Modifica" and "Elimina" on someone else's client note
 * from the session's `clients.notes.moderate` permission (never a role name, issue 38); the API
 * decides with `mayChangeAuthoredRecord`. For every role the two must give the same answer.
 */
describe('clients.notes.moderate', () => {
  it.each(USER_TYPES.map((type) => [type]))('agrees with the row rule of notes for %s', (type) => {
    const other = mayChangeAuthoredRecord({ id: 1, type }, 2);
    expect(hasPermission(type, 'clients.notes.moderate')).toBe(other);
    // the author may always change their own note
    expect(mayChangeAuthoredRecord({ id: 1, type }, 1)).toBe(true);
  });
});
