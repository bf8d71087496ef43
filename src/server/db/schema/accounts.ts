import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name'),
    phoneNumber: text('phone_number'),
    /** Sign-up metadata of spec part 1 section 3 and part 2 section 7 (role, organization_name, contact_title, user_type). */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The owner deleted the account (decision 0044): its personal data is gone, the row stays for the books. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // The admin's user list, newest first, a page at a time, and its counts: deleted accounts are not in it.
    index('users_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // The few deleted accounts, so the admin's counters take them from the whole table's count.
    index('users_deleted_idx').on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    index('user_roles_role_idx').on(t.role),
    check('user_roles_role_check', sql`${t.role} in ('admin', 'business', 'team', 'user')`),
  ],
);

/** Server sessions: only a keyed hash of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Sliding-window counters for sign-in attempts, keyed 'email:…' or 'ip:…'. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
});

/** Single-use links that act on a user account (email confirmation, password reset). */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** The address a 'change_email' link moves the account to, once opened from it. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId),
    check(
      'account_tokens_purpose_check',
      sql`${t.purpose} in ('verify_email', 'reset_password', 'change_email')`,
    ),
    check(
      'account_tokens_new_email_check',
      sql`(${t.purpose} = 'change_email') = (${t.newEmail} is not null)`,
    ),
  ],
);

/** The security log (spec: audit_logs). action holds the event type, after_snapshot its data. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    action: text('action').notNull(),
    comment: text('comment'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    afterSnapshot: jsonb('after_snapshot'),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    // The security log's newest events (id breaks ties, as its ORDER BY does).
    index('audit_logs_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_logs_action_created_idx').on(t.action, t.createdAt.desc()),
    index('audit_logs_actor_idx').on(t.actorId),
  ],
);

/** Durable outbox: written in the same transaction as the action that sends the mail. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toEmail: text('to_email').notNull(),
    toName: text('to_name'),
    fromName: text('from_name'),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: text('kind').notNull(),
    /**
     * The team a fundraising email was sent for: its rolling daily limit counts these rows. No foreign
     * key, so mail history outlives the team.
     */
    teamId: uuid('team_id'),
    /** The request or job round that queued it (core/trace.ts), sent as X-Request-Id. */
    requestId: text('request_id'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('email_outbox_created_idx').on(t.createdAt.desc()),
    index('email_outbox_team_kind_created_idx')
      .on(t.teamId, t.kind, t.createdAt)
      .where(sql`${t.teamId} is not null`),
    check('email_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('email_outbox_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
