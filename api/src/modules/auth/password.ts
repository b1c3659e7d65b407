import argon2 from 'argon2';

/**
 * argon2id parameters of every stored password, temporary password and recovery code
 * (docs/security.md): the library's defaults, 64 MiB of memory (memoryCost in KiB), 3 passes,
 * 4 lanes; about 0.4 s of CPU per check on the 2-core machine class.
 */
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 4 } as const;

/**
 * Test-only cost (docs/testing.md#password-cost): 1 MiB, 1 pass, 1 lane, a few milliseconds. Used
 * when BANDI_TEST_PASSWORD_COST=low, which the API test suite sets (test/global-setup.ts) so that
 * its hundreds of logins do not spend minutes in argon2; refused when NODE_ENV is production.
 * Verification reads the parameters from the hash itself, so a hash of either cost verifies.
 */
export const TEST_PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 1_024, timeCost: 1, parallelism: 1 } as const;

/** The parameters new hashes get now: production's, or the test cost (see above). */
export function passwordHashOptions(env: NodeJS.ProcessEnv = process.env) {
  if (env.BANDI_TEST_PASSWORD_COST !== 'low') return PASSWORD_HASH_OPTIONS;
  if (env.NODE_ENV === 'production') throw new Error('BANDI_TEST_PASSWORD_COST=low is for tests only and refused with NODE_ENV=production');
  return TEST_PASSWORD_HASH_OPTIONS;
}

/** argon2id hash of a password (PHC string `$argon2id$v=19$m=…,t=…,p=…$salt$hash`), with {@link passwordHashOptions}. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, passwordHashOptions());
}

/** True when the password matches the hash; false for a null or malformed hash. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
