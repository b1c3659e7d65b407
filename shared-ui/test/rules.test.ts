import { loginSchema, passwordChangeSchema, EMAIL_RE, COMMA_FLOAT_RE } from '../src/validation/rules';

describe('validation rules (docs/rules.md)', () => {
  it('accepts and refuses emails per docs/rules.md#generic-rules', () => {
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
    await expect(loginSchema.validate({ email: 'a@b.it', password: 'x'.repeat(129) })).rejects.toThrow('al massimo 128');
  });
  it('enforces password change rules', async () => {
    const base = { old_password: 'Vecchia1!' };
    await expect(passwordChangeSchema.validate({ ...base, password: 'a1!', password_confirmation: 'a1!' })).rejects.toThrow('almeno 8');
    await expect(passwordChangeSchema.validate({ ...base, password: 'abcde1!', password_confirmation: 'abcde1!' })).rejects.toThrow(
      'almeno 8',
    );
    const long = `${'a'.repeat(127)}1!`;
    await expect(passwordChangeSchema.validate({ ...base, password: long, password_confirmation: long })).rejects.toThrow('al massimo 128');
    await expect(passwordChangeSchema.validate({ ...base, password: 'abcdefgh', password_confirmation: 'abcdefgh' })).rejects.toThrow(
      'numero e un carattere speciale',
    );
    await expect(passwordChangeSchema.validate({ ...base, password: 'abcdef1!', password_confirmation: 'abcdef1?' })).rejects.toThrow(
      'non coincidono',
    );
    await expect(passwordChangeSchema.validate({ ...base, password: 'abcdef1!', password_confirmation: 'abcdef1!' })).resolves.toBeTruthy();
  });
});
