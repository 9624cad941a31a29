import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Lower-cased; unique when present. */
    email: text('email'),
    /** 10 digits; unique when present. */
    mobileNumber: text('mobile_number'),
    /** `scrypt$N$r$p$salt$hash` (base64url parts). */
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type').notNull().default('Customer'),
    profileImage: text('profile_image'),
    city: text('city'),
    state: text('state'),
    pincode: text('pincode'),
    country: text('country'),
    addressStreet: text('address_street'),
    addressCity: text('address_city'),
    addressState: text('address_state'),
    addressPincode: text('address_pincode'),
    addressCountry: text('address_country'),
    gender: text('gender'),
    dateOfBirth: text('date_of_birth'),
    /** Bumped at sign-out: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The day (IST) the daily-login reward was last granted. */
    lastDailyReward: date('last_daily_reward', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_mobile_idx').on(t.mobileNumber),
  ],
);

/** Uploaded files: stored under generated names, served with nosniff. */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  storedName: text('stored_name').notNull().unique(),
  mimeType: text('mime_type').notNull(),
  extension: text('extension').notNull(),
  /** The file's name on the sender's computer, cleaned (`cleanFileName`); null when not sent. */
  originalName: text('original_name'),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Password-reset tokens: single use, short-lived. Only the SHA-256 of the token is kept, so a
 * copy of the database cannot reset anyone's password.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** Hex SHA-256 of the token sent by mail. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token resets the password (or a later reset or change supersedes it). */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Failed sign-ins (and wrong current passwords) counted per key, shared by every instance on
 * the database, so N instances do not give an attacker N times the guesses. `scope` names the
 * counter ('source': an account from one address; 'account': from all addresses; 'change':
 * a password change's current password). A key is locked while `locked_until` is ahead.
 */
export const signInLimits = pgTable(
  'sign_in_limits',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('sign_in_limits_updated_idx').on(t.updatedAt),
  ],
);

/** The addresses each account signed in from successfully (the account-wide lock lets them in). */
export const signInKnownSources = pgTable(
  'sign_in_known_sources',
  {
    account: text('account').notNull(),
    source: text('source').notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.account, t.source] })],
);
