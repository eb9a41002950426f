import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdOn, id, updatedOn } from '../../platform/db/columns.ts';

export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    countryCode: text('country_code').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    degree: text('degree').notNull().default(''),
    experienceYears: integer('experience_years'),
    city: text('city').notNull().default(''),
    description: text('description').notNull(),
    purpose: text('purpose').notNull().default('contact'),
    status: text('status').notNull().default('New'),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    index('enquiries_status_idx').on(t.status, t.createdOn),
    index('enquiries_search_trgm').using('gin', sql`(${t.name} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || ${t.mobileNumber} || ' ' || ${t.city}) gin_trgm_ops`),
    index('enquiries_search_bigrams').using('gin', sql`text_bigrams(${t.name} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || ${t.mobileNumber} || ' ' || ${t.city})`),
    index('enquiries_created_idx').on(t.createdOn.desc().nullsFirst(), t.id),
  ],
);
