import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) at the ASVS 5.0 appendix C minimum: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A malformed stored hash verifies as false rather than throwing. */
export async function verifyPassword(options: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(options.hash, options.password);
  } catch {
    return false;
  }
}

/*
 * Login with an unknown e-mail verifies against this hash, so it costs what a wrong password costs and the answer's
 * timing does not tell whether the account exists (ASVS 6.3.8). Made once, lazily, with the same parameters.
 */
let dummyHash: Promise<string> | undefined;

/** Spends one verification and answers false. */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('uyut dummy password for unknown e-mails');
  await verifyPassword({ hash: await dummyHash, password });
  return false;
}

let common: ReadonlySet<string> | undefined;

/** True for one of the 5,000 most common passwords (common-passwords.txt), compared lower-cased (ASVS 6.2.4). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(join(__dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common.has(password.toLowerCase());
}
