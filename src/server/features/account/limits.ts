import type { RateLimitRule } from '../../auth/rate-limit';

/**
 * Reset links: a few mails an hour per address (a mailbox cannot be flooded, and the owner still has
 * the newest link in it: a blocked request voids nothing), and per client, so one script cannot mail
 * every address it knows. Counted for addresses without an account too, so a 429 tells nothing.
 */
export const RESET_PER_ADDRESS: RateLimitRule = { attempts: 3, windowMinutes: 60 };
export const RESET_PER_IP: RateLimitRule = { attempts: 20, windowMinutes: 60 };

/** Guesses at the current password from a signed-in browser (a stolen session, say). */
export const CHANGE_PASSWORD_LIMIT: RateLimitRule = { attempts: 5, windowMinutes: 15 };

/** Email changes from one account: each mails a stranger's address, so a few an hour. */
export const CHANGE_EMAIL_LIMIT: RateLimitRule = { attempts: 5, windowMinutes: 60 };

/** Deleting the account asks the current password too: as few guesses as a password change. */
export const DELETE_ACCOUNT_LIMIT: RateLimitRule = { attempts: 5, windowMinutes: 15 };

/** Prefixed so that no counter is ever shared with sign-in's (auth/sign-in-limits.ts) or sign-up's. */
export const accountKeys = {
  resetAddress: (email: string) => `reset-email:${email}`,
  resetIp: (ip: string) => `reset-ip:${ip}`,
  changePassword: (userId: string) => `password-change:${userId}`,
  changeEmail: (userId: string) => `email-change:${userId}`,
  deleteAccount: (userId: string) => `account-delete:${userId}`,
};
