import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * argon2id at OWASP's minimum for it (19 MiB, 2 passes, 1 lane). The parameters travel inside each
 * hash, so raising them later re-hashes nobody and still verifies old hashes.
 */
/** Algorithm.Argon2id (a const enum, which this build cannot read from the package). */
const ARGON2ID = 2 as Algorithm;

export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the account does not exist, so a wrong account takes as long to
 * refuse as a wrong password and the answer time tells nothing.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-never-valid_');
  return decoy;
}

/** The ~49,000 most common passwords of leaked lists (zxcvbn-ts's ranked list), lower-cased. */
const COMMON = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

/**
 * Whether a password is one attackers try first. Case and a trailing run of digits or underscores are
 * ignored, so `Password_2024` counts as `password`.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const stems = [lower, lower.replace(/[\d_]+$/, ''), lower.replace(/^[\d_]+/, '')];
  return stems.some((stem, index) => (index === 0 || stem.length >= 5) && COMMON.has(stem));
}
