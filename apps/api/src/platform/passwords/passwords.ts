import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id at the OWASP baseline: 19 MiB of memory, 2 passes. Algorithm is an ambient const enum,
 * unreachable under verbatimModuleSyntax; 2 is its Argon2id.
 */
const ARGON2_OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => hash(plain, ARGON2_OPTIONS);

/**
 * A hash of nothing anyone knows, made once: checking a password against it costs as much as a real
 * check, so an unknown ID (or a member without a password) answers as slowly as a wrong password.
 */
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword(`dummy-${Math.random()}-${Date.now()}`));

/**
 * True when plain matches the stored argon2 hash. A missing or unreadable hash is checked against a
 * dummy hash and answers false, taking the same time as a real mismatch.
 */
export async function verifyPassword(passwordHash: string | null | undefined, plain: string): Promise<boolean> {
  if (!passwordHash || !passwordHash.startsWith('$argon2')) {
    await verify(await dummy(), plain).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
