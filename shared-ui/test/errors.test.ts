import {
  errorMessage,
  fieldErrors,
  SERVER_ERROR_MESSAGE,
  DEFAULT_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  STATUS_MESSAGES,
} from '../src/api/errors';

describe('errorMessage (docs/api.md#errors)', () => {
  it('shows a string error as is', () => {
    expect(errorMessage('Utente non trovato')).toBe('Utente non trovato');
  });
  it('shows the server text on 500, never internals', () => {
    expect(errorMessage({ message: 'x', response: { status: 500, data: { message: 'stack trace' } } })).toBe(SERVER_ERROR_MESSAGE);
  });
  it('shows the first message of the first field on 422', () => {
    const err = {
      response: { status: 422, data: { message: 'Dati non validi', errors: { email: ['Campo obbligatorio', 'x'], name: ['y'] } } },
    };
    expect(errorMessage(err)).toBe('Campo obbligatorio');
    expect(fieldErrors(err)).toEqual({ email: 'Campo obbligatorio', name: 'y' });
  });
  it('falls back to the response message on 422 without errors, then to the error message', () => {
    expect(errorMessage({ message: 'm', response: { status: 422, data: { message: 'Dati non validi' } } })).toBe('Dati non validi');
    expect(errorMessage({ message: 'm', response: { status: 422, data: {} } })).toBe('m');
  });
  it('uses response message, error message, default for other statuses', () => {
    expect(errorMessage({ message: 'm', response: { status: 403, data: { message: 'Non autorizzato' } } })).toBe('Non autorizzato');
    expect(errorMessage({ message: 'm', response: { status: 409, data: {} } })).toBe('m');
    expect(errorMessage({ response: { status: 409, data: {} } })).toBe(STATUS_MESSAGES[409]);
    expect(errorMessage({ response: { status: 418, data: {} } })).toBe(DEFAULT_ERROR_MESSAGE);
  });
  it('uses the error message when there is no response, but never an English one of the HTTP client', () => {
    expect(errorMessage({ message: 'Caricamento non riuscito' })).toBe('Caricamento non riuscito');
    expect(errorMessage({ message: 'Network Error' })).toBe(NETWORK_ERROR_MESSAGE);
    expect(errorMessage({ message: 'x', isAxiosError: true })).toBe(NETWORK_ERROR_MESSAGE);
    expect(errorMessage({})).toBe(DEFAULT_ERROR_MESSAGE);
  });
  it('replaces English framework texts with the Italian text of the status (issue 15)', () => {
    const axios409 = { message: 'Request failed with status code 409', response: { status: 409, data: { message: 'Conflict' } } };
    expect(errorMessage(axios409)).toBe(STATUS_MESSAGES[409]);
    expect(
      errorMessage({ message: 'Request failed with status code 403', response: { status: 403, data: { message: 'Forbidden resource' } } }),
    ).toBe(STATUS_MESSAGES[403]);
    expect(errorMessage({ message: 'Request failed with status code 404', response: { status: 404, data: {} } })).toBe(
      STATUS_MESSAGES[404],
    );
    expect(errorMessage({ message: 'Request failed with status code 502', response: { status: 502, data: {} } })).toBe(
      SERVER_ERROR_MESSAGE,
    );
  });
});
