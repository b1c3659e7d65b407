import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RE, passwordLength, passwordPolicyErrors } from '../src/index';

/** The password rule shared by the API and the forms (ASVS 5.0 6.2.1, 6.2.9; docs/rules.md#form-rules). */
describe('password policy', () => {
  it('has the ASVS limits: at least 8, at most 128 (>= 64)', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
  });

  it('counts Unicode code points, spaces included', () => {
    expect(passwordLength('abc')).toBe(3);
    expect(passwordLength('😀😀')).toBe(2);
    expect(passwordLength(' a b ')).toBe(5);
  });

  it.each([
    ['1!1!1!', [MESSAGES.minLength(8)]],
    ['abc1!', [MESSAGES.minLength(8)]],
    ['abcdefgh', [MESSAGES.password]],
    ['abcdefg1', [MESSAGES.password]],
    ['abcdefg!', [MESSAGES.password]],
    ['abc', [MESSAGES.minLength(8), MESSAGES.password]],
    [`${'a'.repeat(127)}1!`, [MESSAGES.maxLength(128)]],
  ])('refuses %j', (password, errors) => {
    expect(passwordPolicyErrors(password)).toEqual(errors);
  });

  it.each(['Nuova1!x', 'tram verde 7!', `${'a'.repeat(126)}1!`, '😀😀😀😀😀😀1!', 'riga\n1!uno'])('accepts %j', (password) => {
    expect(passwordPolicyErrors(password)).toEqual([]);
  });

  it('keeps the 8..128 bounds in code points, not UTF-16 units', () => {
    const emoji = '😀'.repeat(63); // 126 UTF-16 units, 63 code points
    expect(passwordPolicyErrors(`${emoji}1!`)).toEqual([]);
    expect(passwordPolicyErrors(`${'😀'.repeat(127)}1!`)).toEqual([MESSAGES.maxLength(128)]);
  });

  it('keeps the composition rule of docs/rules.md#form-rules', () => {
    expect(PASSWORD_RE.test('abc1!')).toBe(true);
    expect(PASSWORD_RE.test('abc1')).toBe(false);
  });
});
