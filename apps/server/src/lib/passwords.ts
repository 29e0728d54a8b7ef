import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended minimum (19 MiB memory, 2 iterations, 1 lane). `algorithm`
 * is the binding's const enum value for Argon2id, written as a number because const enums do
 * not survive isolated module compilation.
 */
export const ARGON2_OPTIONS = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

/**
 * What an account invited to set its own password holds until it does (decision 0059): no
 * argon2 hash, so no password matches it.
 */
export const NO_PASSWORD_YET = '!invited';

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  // The same work as a wrong password: a sign-in must not tell an invited account apart.
  if (passwordHash === NO_PASSWORD_YET) return verifyAgainstDummy(password);
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check, so a sign-in for an unknown user takes as long as one
 * with a wrong password and the timing does not reveal which usernames exist.
 */
export const verifyAgainstDummy = async (password: string) => {
  dummyHash ??= hashPassword('toolyard-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
};
