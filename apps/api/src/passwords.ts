import { hash, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id at the OWASP baseline: 19 MiB of memory, 2 passes. Algorithm is an ambient const enum,
 * unreachable under verbatimModuleSyntax; 2 is its Argon2id.
 */
const ARGON2_OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => hash(plain, ARGON2_OPTIONS);
