import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz, updatedOn } from '../../platform/db/columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    countryCode: text('country_code').notNull().default(''),
    mobileNumber: text('mobile_number').notNull().default(''),
    role: text('role').notNull(),
    active: boolean('active').notNull().default(true),
    thumb: text('thumb'),
    /**
     * When the owner confirmed the email address (mailed link); null until then. Staff made by an admin and
     * demo accounts are created confirmed; accounts older than the column were set confirmed by its migration.
     */
    emailVerifiedOn: timestampTz('email_verified_on'),
    /**
     * When the latest invitation was mailed to a staff account an admin created; null once the person chose a
     * password (through the link, or a reset) and for every account that was never invited. Until then the
     * password hash matches no password anyone knows.
     */
    invitedOn: timestampTz('invited_on'),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
    /**
     * What the lists search, lower-cased once (stored, migration 0049): matched by `LIKE lower(pattern)`, which is
     * ILIKE without lower-casing every row walked (list-query.ts, ListSpec.lowerCased).
     */
    searchText: text('search_text').generatedAlwaysAs((): SQL => sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Two-letter searches (no trigram to look up): text_bigrams() from migration 0017.
    index('users_search_bigrams').using('gin', sql`text_bigrams(${t.searchText})`),
    // The users lists' default order within a role (manage students: newest first); INCLUDE (search_text) in
    // migration 0049 (drizzle does not express it), so a search walks the index alone.
    index('users_role_created_idx').on(t.role, t.createdOn.desc().nullsFirst(), t.id),
  ],
);
