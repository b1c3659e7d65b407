import { ifMatch, versionConflict } from '../src/api/conflict';
import { conflictDateTime } from '../src/components/ConflictDialog';

describe('versionConflict', () => {
  it('reads a 409 with the current record', () => {
    const error = {
      response: {
        status: 409,
        data: {
          message: 'Il record è stato modificato da Mario Rossi il 22/11/2026 alle 10:31: ricarica o riapplica le tue modifiche.',
          current: { id: 4, version: 3, note: 'x' },
          modified_by: { id: 7, name: 'Mario Rossi' },
          modified_at: '2026-11-22T09:31:00.000Z',
        },
      },
    };
    expect(versionConflict(error)).toEqual({
      message: error.response.data.message,
      current: { id: 4, version: 3, note: 'x' },
      version: 3,
      modified_by: { id: 7, name: 'Mario Rossi' },
      modified_at: '2026-11-22T09:31:00.000Z',
    });
  });

  it('ignores other errors', () => {
    expect(versionConflict({ response: { status: 422, data: { message: 'x' } } })).toBeNull();
    expect(versionConflict({ response: { status: 409, data: { message: 'duplicato' } } })).toBeNull();
    expect(versionConflict(new Error('rete'))).toBeNull();
  });
});

describe('ifMatch', () => {
  it('sends a strong ETag of the version, keeping the other options', () => {
    expect(ifMatch(3, { skipGlobalErrorHandling: true })).toEqual({ skipGlobalErrorHandling: true, headers: { 'If-Match': '"3"' } });
    expect(ifMatch(undefined)).toEqual({});
  });
});

describe('conflictDateTime', () => {
  it('formats in Europe/Rome', () => {
    expect(conflictDateTime('2026-11-22T09:31:00.000Z')).toEqual({ date: '22/11/2026', time: '10:31' });
    expect(conflictDateTime('')).toBeNull();
  });
});
