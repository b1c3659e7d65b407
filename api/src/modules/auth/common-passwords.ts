import type * as zxcvbnCommon from '@zxcvbn-ts/language-common';

/**
 * The common-password list: the ~49,000 most used passwords of zxcvbn-ts's "common" language
 * package (`passwords-common`, lower case; shipped in the package, no network) plus the names of
 * this service. Loaded once, on first use (about 30 ms), the package included: it is a few MB of
 * memory that a server which never changes a password does not need (issue 12).
 */
let common: Set<string> | undefined;
const SERVICE_WORDS = ['portale', 'portalebandi', 'bandi', 'bando', 'finanzaagevolata', 'agevolata'];

function commonSet(): Set<string> {
  if (!common) {
    const { dictionary } = require('@zxcvbn-ts/language-common') as typeof zxcvbnCommon;
    common = new Set([...dictionary['passwords-common'], ...SERVICE_WORDS]);
  }
  return common;
}

/** l33t substitutions undone before the lookup ("p@ssw0rd" -> "password"). */
const LEET: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', $: 's', '5': 's', '7': 't', '+': 't' };
const unLeet = (s: string, one: 'i' | 'l') => s.replace(/[@43!0$57+1]/g, (c) => (c === '1' ? one : LEET[c]));

/** Shortest word core that is looked up alone: shorter cores ("ab" in "ab83920571!") are not judged. */
const MIN_CORE_LENGTH = 4;

/**
 * True when the password is a common one, in the forms people use to meet composition rules:
 * the whole password in lower case, the same without leading/trailing symbols
 * ("qwerty123!" -> "qwerty123"), its word core without leading/trailing digits and symbols
 * ("Juventus1897!" -> "juventus", at least 4 characters), each also with l33t undone
 * ("P@ssw0rd1!" -> "password"). ASVS 5.0 6.2.4 (checked against a list of common passwords
 * matching the policy) and 6.2.11 (context-specific words: the service's name).
 * @param password the new password as typed
 */
export function isCommonPassword(password: string): boolean {
  const set = commonSet();
  const lower = password.toLowerCase();
  const trimmed = lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const whole = [lower, trimmed];
  const cores = core.length >= MIN_CORE_LENGTH ? [core] : [];
  return [...whole, ...cores].some((s) => set.has(s) || set.has(unLeet(s, 'i')) || set.has(unLeet(s, 'l')));
}
