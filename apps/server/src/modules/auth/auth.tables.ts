import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz } from '../../platform/db/columns.ts';
import { users } from '../users/users.tables.ts';

/** Login sessions: the token is stored only as its SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer('user_id').notNull().references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    screenResolution: text('screen_resolution').notNull().default(''),
    device: jsonb('device').notNull().default({}),
    ip: text('ip').notNull().default(''),
    createdOn: createdOn(),
    lastRenewedOn: timestampTz('last_renewed_on').notNull().defaultNow(),
    idleExpiresAt: timestampTz('idle_expires_at').notNull(),
    absoluteExpiresAt: timestampTz('absolute_expires_at').notNull(),
    endedOn: timestampTz('ended_on'),
    endReason: text('end_reason'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_ended_idx').on(t.endedOn),
    /** Sessions alive since a time (the admin dashboard's active learners). */
    index('sessions_renewed_idx').on(t.lastRenewedOn),
  ],
);

/** Single-use tokens: password reset links and SSO hand-overs. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    userId: integer('user_id').notNull().references(() => users.id),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdOn: createdOn(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedOn: timestampTz('used_on'),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_uq').on(t.tokenHash), index('one_time_tokens_user_idx').on(t.userId)],
);

/**
 * Two-factor sign-in of an account (one row per account): the authenticator key sealed with AES-256-GCM (the
 * instance key, bound to the account by its AAD), `enrolledOn` null while a set-up waits for its first code, and the
 * last TOTP time step accepted, so a code is never accepted twice.
 */
export const twoFactorKeys = pgTable('two_factor_keys', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  secretSealed: text('secret_sealed').notNull(),
  createdOn: createdOn(),
  enrolledOn: timestampTz('enrolled_on'),
  lastUsedStep: integer('last_used_step').notNull().default(0),
});

/** Single-use recovery codes: 60 random bits each, stored only as their SHA-256 hash. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: id(),
    userId: integer('user_id').notNull().references(() => users.id),
    codeHash: text('code_hash').notNull(),
    createdOn: createdOn(),
    usedOn: timestampTz('used_on'),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_hash_uq').on(t.userId, t.codeHash)],
);

/** Devices remembered after a second-factor sign-in: the random token stored only as its hash, 30 days. */
export const rememberedDevices = pgTable(
  'remembered_devices',
  {
    id: id(),
    userId: integer('user_id').notNull().references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdOn: createdOn(),
    expiresAt: timestampTz('expires_at').notNull(),
    lastUsedOn: timestampTz('last_used_on'),
  },
  (t) => [uniqueIndex('remembered_devices_token_hash_uq').on(t.tokenHash), index('remembered_devices_user_idx').on(t.userId)],
);
