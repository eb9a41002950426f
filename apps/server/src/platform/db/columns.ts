import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { timestamp, integer } from 'drizzle-orm/pg-core';

/** Shared column helpers so every table spells ids and times the same way. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const createdOn = () => timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedOn = () => timestamp('updated_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A timestamp column rendered as an ISO-8601 UTC string in SQL, for list rows. */
export const isoTime = (col: AnyColumn | SQL) =>
  sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
