import { loginSchema, passwordChangeSchema, EMAIL_RE, COMMA_FLOAT_RE } from '../src/validation/rules';

describe('validation rules (SPEC §5)', () => {
  it('accepts and refuses emails per SPEC 5.1', () => {
    expect(EMAIL_RE.test('mario.rossi@studio-bianchi.it')).toBe(true);
    expect(EMAIL_RE.test('mario@localhost')).toBe(false);
    expect(EMAIL_RE.test('mario@dominio.i')).toBe(false);
  });
  it('accepts comma and dot decimals', () => {
    expect(COMMA_FLOAT_RE.test('12,5')).toBe(true);
    expect(COMMA_FLOAT_RE.test('12.5')).toBe(true);
    expect(COMMA_FLOAT_RE.test('12,')).toBe(false);
  });
  it('requires email and password on login, in Italian', async () => {
    await expect(loginSchema.validate({ email: '', password: '' })).rejects.toThrow('Campo obbligatorio');
  });
  it('enforces password change rules', async () => {
    const base = { old_password: 'Vecchia1!' };
    await expect(passwordChangeSchema.validate({ ...base, password: 'a1!', password_confirmation: 'a1!' })).rejects.toThrow('almeno 6');
    await expect(passwordChangeSchema.validate({ ...base, password: 'abcdefg', password_confirmation: 'abcdefg' })).rejects.toThrow(
      'numero e un carattere speciale',
    );
    await expect(passwordChangeSchema.validate({ ...base, password: 'abcde1!', password_confirmation: 'abcde1?' })).rejects.toThrow(
      'non coincidono',
    );
    await expect(passwordChangeSchema.validate({ ...base, password: 'abcde1!', password_confirmation: 'abcde1!' })).resolves.toBeTruthy();
  });
});
