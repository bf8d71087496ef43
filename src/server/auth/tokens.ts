import { createHmac, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as a keyed hash, so a database leak alone yields no usable session or link. */
export function hashToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}
