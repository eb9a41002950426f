import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { rememberedDevices, twoFactorKeys, twoFactorRecoveryCodes } from './auth.tables.ts';

export async function findKey(db: Db, userId: number) {
  const [row] = await db.select().from(twoFactorKeys).where(eq(twoFactorKeys.userId, userId)).limit(1);
  return row;
}

/** A new set-up: the sealed key, not enrolled yet (replaces an unconfirmed earlier one; never an enrolled one). */
export async function upsertPendingKey(db: Db, userId: number, secretSealed: string, now: Date) {
  const [row] = await db
    .insert(twoFactorKeys)
    .values({ userId, secretSealed, createdOn: now, enrolledOn: null, lastUsedStep: 0 })
    .onConflictDoUpdate({
      target: twoFactorKeys.userId,
      set: { secretSealed, createdOn: now, lastUsedStep: 0 },
      setWhere: isNull(twoFactorKeys.enrolledOn),
    })
    .returning({ userId: twoFactorKeys.userId });
  return row !== undefined;
}

/**
 * Records that the code of `step` was accepted, only when no code of this or a later step was accepted before
 * (atomic: of two requests with the same code, one wins).
 */
export async function claimStep(db: Db, userId: number, step: number) {
  const rows = await db
    .update(twoFactorKeys)
    .set({ lastUsedStep: step })
    .where(and(eq(twoFactorKeys.userId, userId), lt(twoFactorKeys.lastUsedStep, step)))
    .returning({ userId: twoFactorKeys.userId });
  return rows.length === 1;
}

export async function markEnrolled(db: Db, userId: number, now: Date) {
  const rows = await db
    .update(twoFactorKeys)
    .set({ enrolledOn: now })
    .where(and(eq(twoFactorKeys.userId, userId), isNull(twoFactorKeys.enrolledOn)))
    .returning({ userId: twoFactorKeys.userId });
  return rows.length === 1;
}

/** Forgets every remembered device of an account (after a password reset: the code is asked again everywhere). */
export async function removeDevices(db: Db, userId: number) {
  await db.delete(rememberedDevices).where(eq(rememberedDevices.userId, userId));
}

/** Removes the key, the recovery codes and the remembered devices of an account; whether it was enrolled. */
export async function removeAll(db: Db, userId: number) {
  const keys = await db.delete(twoFactorKeys).where(eq(twoFactorKeys.userId, userId)).returning({ enrolledOn: twoFactorKeys.enrolledOn });
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(rememberedDevices).where(eq(rememberedDevices.userId, userId));
  return keys.some((k) => k.enrolledOn !== null);
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[], now: Date) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdOn: now })));
}

/** Uses up an unused recovery code of the account, atomically; whether it was one. */
export async function consumeRecoveryCode(db: Db, userId: number, codeHash: string, now: Date) {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedOn: now })
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, codeHash), isNull(twoFactorRecoveryCodes.usedOn)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

export async function countRecoveryCodesLeft(db: Db, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedOn)));
  return row?.n ?? 0;
}

export async function insertDevice(db: Db, values: typeof rememberedDevices.$inferInsert) {
  const [row] = await db.insert(rememberedDevices).values(values).returning({ id: rememberedDevices.id });
  return row!.id;
}

/** Marks the account's unexpired remembered device of this token as used now; whether there was one. */
export async function touchDevice(db: Db, userId: number, tokenHash: string, now: Date) {
  const rows = await db
    .update(rememberedDevices)
    .set({ lastUsedOn: now })
    .where(and(eq(rememberedDevices.tokenHash, tokenHash), eq(rememberedDevices.userId, userId), gt(rememberedDevices.expiresAt, now)))
    .returning({ id: rememberedDevices.id });
  return rows.length === 1;
}

/** The account's unexpired remembered devices, newest first (at most 50). */
export function listDevices(db: Db, userId: number, now: Date) {
  return db
    .select({
      ID: rememberedDevices.id,
      UserAgent: rememberedDevices.userAgent,
      CreatedOn: isoTime(rememberedDevices.createdOn),
      LastUsedOn: sql<string | null>`case when ${rememberedDevices.lastUsedOn} is null then null else ${isoTime(rememberedDevices.lastUsedOn)} end`,
      ExpiresAt: isoTime(rememberedDevices.expiresAt),
    })
    .from(rememberedDevices)
    .where(and(eq(rememberedDevices.userId, userId), gt(rememberedDevices.expiresAt, now)))
    .orderBy(desc(rememberedDevices.createdOn), desc(rememberedDevices.id))
    .limit(50);
}

export async function deleteDevice(db: Db, userId: number, id: number) {
  const rows = await db
    .delete(rememberedDevices)
    .where(and(eq(rememberedDevices.id, id), eq(rememberedDevices.userId, userId)))
    .returning({ id: rememberedDevices.id });
  return rows.length === 1;
}
