import { sql, type SQL } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Versions of data sets that server instances cache something of: one row per set, bumped by database triggers in
 * the transaction of every change the cache depends on, whichever code (or person) wrote it. A cache reads the
 * version in the same statement as the data it keeps (so in the same snapshot), and serves its copy only while the
 * version it reads is the same. The triggers are written with the tables they watch (migration 0044).
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

/** The sets and what bumps them. */
export const DATA_VERSIONS = {
  /** Topics added, removed, or changed in title, text or status (the forum's ranked search). */
  forumSearch: 'forum.search',
  /** Knowledge items added, removed, or changed in what the bot reads; any change of folders (the chat bot's retrieval). */
  knowledgeBot: 'knowledge.bot',
  /**
   * Resumes added, removed, or changed in what the bank filters, ranks or shows; the account behind a resume activated,
   * deactivated, or its e-mail confirmed (the resume bank's ranked search: migration 0047).
   */
  resumesBank: 'resumes.bank',
  /**
   * Hand-picked tests' question lists changed, or a question changed or removed (the frozen questions a server keeps
   * per test for starting attempts: migration 0051).
   */
  testQuestions: 'assessments.test-questions',
} as const;
export type DataVersionName = (typeof DATA_VERSIONS)[keyof typeof DATA_VERSIONS];

/** A data set's version as a number (null if its row is missing), to select beside the data it versions. */
export const dataVersionSql = (name: DataVersionName): SQL<number | null> =>
  sql<number | null>`(select ${dataVersions.version}::float8 from ${dataVersions} where ${dataVersions.name} = ${sql.raw(`'${name}'`)})`;
