/** Every table, for drizzle's relational queries and drizzle-kit. */
export * from '../modules/users/users.tables.ts';
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/masters/masters.tables.ts';
export * from '../modules/crm/crm.tables.ts';
export * from '../platform/mail/mail.tables.ts';
export * from '../modules/assessments/questions.tables.ts';
export * from '../modules/assessments/tests.tables.ts';
export * from '../modules/assessments/attempts.tables.ts';
export * from '../modules/assessments/issues.tables.ts';
