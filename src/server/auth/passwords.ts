import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id parameters: 19 MiB, 2 passes, 1 lane. The library hashes on libuv's pool, off the event loop. */
const OPTIONS = {
  algorithm: 2 /* Argon2id: the library's const enum cannot be imported under verbatimModuleSyntax */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password, OPTIONS);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Spends the same time as a real check, so an unknown email and a wrong password look alike. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-Hf1!');
  await verifyPassword(await dummyHash, password);
}
