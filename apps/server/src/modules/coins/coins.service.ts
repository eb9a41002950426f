import {
  COIN_MAX_CHANGE, coinEventCodes, type CoinAdjustBody, type CoinChangeResult, type CoinEventCode, type CoinHistoryQuery,
  type CoinHistoryRow, type CoinLearner, type CoinRuleBody, type EarnEventCode,
} from '@app/contracts/coins';
import { sql } from 'drizzle-orm';
import type { ListQuery, Page } from '@app/contracts/list';
import { normalizeRole } from '@app/contracts/roles';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/app-error.ts';
import type { AuditActor, AuditChange, AuditService } from '../audit/audit.service.ts';
import * as repo from './coins.repository.ts';

/**
 * A debit larger than the balance. Thrown before anything is written, so the caller's transaction stays usable (a
 * caller may catch it and go on); uncaught by a route it answers 422 with `data: { Balance }`.
 */
export class InsufficientCoinsError extends AppError {
  constructor(
    /** The learner's balance when the debit was refused. */
    readonly balance: number,
    readonly requested: number,
  ) {
    super('RULE_VIOLATED', `Not enough coins: the balance is ${balance}, the debit is ${requested}`, [
      { path: 'body.amount', message: `More than the balance of ${balance} coins` },
    ]);
    this.name = 'InsufficientCoinsError';
    this.data = { Balance: balance, Requested: requested };
  }
}

/** One coin change, made inside the caller's transaction. */
export type CoinChangeInput = {
  userId: number;
  /** The kind of change (contracts: coinEventCodes), e.g. `order.payment` for coins paying part of an order. */
  eventName: CoinEventCode;
  /** Whole coins, 1 to COIN_MAX_CHANGE. */
  amount: number;
  /** Why, shown in the learner's statement and the staff history. */
  reason: string;
  /** The staff member who made it; null when the system did (an earning rule, an order). */
  actorId: number | null;
  /**
   * Unique per change, chosen by the caller so a retry repeats it: e.g. `order.payment:<orderId>`. The same key
   * again answers the first result and changes nothing; the same key for a different change is a 409.
   */
  idempotencyKey: string;
  /** When it happened, for a change recorded after the fact (the demo seed's history); default now. */
  createdOn?: Date;
};

/** What a change did: its ledger row and the balance before and after it (for a replay: those of the first time). */
export type CoinChange = {
  entryId: number;
  balanceBefore: number;
  /** The balance after the change. */
  balance: number;
  /** The idempotency key had been used: this is the first result; nothing changed now. */
  replayed: boolean;
};

/** What coins need of the users module: the learner's name and email (read in the caller's transaction). */
export type CoinsUsersPort = {
  summaries(ids: number[], db: Db): Promise<{ id: number; firstName: string; lastName: string; email: string; role: string; active: boolean }[]>;
  list(q: { pageIndex: number; pageSize: number; term?: string; sortBy?: string; sortDesc: boolean; role?: 'Trainee'; active?: 'true' }): Promise<Page<{ ID: number; FirstName: string; LastName: string; Email: string }>>;
};

export type CoinsService = ReturnType<typeof createCoinsService>;

/** A day `YYYY-MM-DD` as its first instant in UTC, `days` days later; NaN time when no such day. */
function dayStart(day: string, days = 0): Date {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
}

/** A day range from the path or query, checked: 400 for a day that does not exist or a range that ends before it starts. */
function rangeOf(from: string | undefined, to: string | undefined, at: 'params' | 'query') {
  const start = from ? dayStart(from) : undefined;
  const toExclusive = to ? dayStart(to, 1) : undefined;
  // `2026-02-30` parses to 2 March: compare the day back.
  if (start && (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== from)) throw badRequest('Not a valid date', `${at}.from`);
  if (toExclusive && (Number.isNaN(toExclusive.getTime()) || dayStart(to!).toISOString().slice(0, 10) !== to)) throw badRequest('Not a valid date', `${at}.to`);
  if (start && toExclusive && toExclusive <= start) throw badRequest('The last day is before the first day', `${at}.to`);
  return { from: start, toExclusive };
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/**
 * Coins (DESIGN section 5): an append-only ledger and one balance row per learner.
 *
 * Why this mechanism: a change is one statement in the caller's transaction: a conditional UPDATE of the learner's
 * balance row (`balance + delta >= 0`, key unused) and the ledger row inserted with the balance it produced (one round
 * trip; the UPDATE holds the row lock until commit). Only when it writes nothing (first change of a learner, not
 * enough coins, a replayed key) does the slow path look: the key, then `SELECT ... FOR UPDATE` of the balance row.
 * The lock is per learner, so two debits of one learner run one after the other and the second sees the first's balance, while other learners are never held up; the conditional UPDATE and the
 * table's CHECK are two more guards that hold whatever a future caller does. An advisory lock would also serialise
 * per learner, but it is a second thing to keep in step with the row; the row lock is the balance itself.
 */
export function createCoinsService(ctx: AppContext, deps: { users: () => CoinsUsersPort; audit: AuditService }) {
  /** Event ids never change once the migration made them: read each once. */
  const eventIds = new Map<string, { id: number; kind: string }>();

  async function eventOf(db: Db, code: string) {
    let found = eventIds.get(code);
    if (!found) {
      if (!(coinEventCodes as readonly string[]).includes(code)) throw badRequest(`Unknown coin event '${code}'`, 'eventName');
      const row = await repo.eventByCode(db, code);
      if (!row) throw notFound('Coin event');
      found = { id: row.id, kind: row.kind };
      eventIds.set(code, found);
    }
    return found;
  }

  /** A repeat of the change a key was first used for. An earning rule's repeat may name another amount (staff changed the rule since). */
  function sameChange(prior: repo.LedgerRow, input: CoinChangeInput, eventId: number, credit: number, debit: number, anyAmount: boolean) {
    const sameAmount = anyAmount ? (prior.credit > 0) === (credit > 0) : prior.credit === credit && prior.debit === debit;
    return prior.userId === input.userId && prior.eventId === eventId && sameAmount;
  }

  function replayOf(prior: repo.LedgerRow): CoinChange {
    return { entryId: prior.id, balanceBefore: prior.balanceAfter - prior.credit + prior.debit, balance: prior.balanceAfter, replayed: true };
  }

  /** The learner's balance, with the account row locked (opened at zero on the first change). */
  async function lockAccount(db: Db, userId: number): Promise<number> {
    const balance = await repo.lockBalance(db, userId);
    if (balance !== undefined) return balance;
    const [who] = await deps.users().summaries([userId], db);
    if (!who) throw notFound('Learner');
    await repo.openAccount(db, { userId, userName: fullName(who), userEmail: who.email, createdOn: ctx.now() });
    return (await repo.lockBalance(db, userId))!;
  }

  /** The usual change's one statement (`repo.moveAndAppend`, or a variant of it that also reads the learner). */
  type FirstTry = (db: Db, entry: Parameters<typeof repo.moveAndAppend>[1], delta: number) => Promise<{ id: number | null; balance: number | null }>;

  /** A change checked (400 for a bad amount, reason or key; unknown event) as the ledger row it would append. */
  async function entryOf(db: Db, input: CoinChangeInput, side: 'credit' | 'debit') {
    if (!Number.isInteger(input.amount) || input.amount < 1 || input.amount > COIN_MAX_CHANGE) {
      throw badRequest(`Coins are whole numbers from 1 to ${COIN_MAX_CHANGE}`, 'amount');
    }
    const reason = input.reason.trim();
    if (!reason) throw badRequest('A reason is required', 'reason');
    if (!input.idempotencyKey || input.idempotencyKey.length > 200) throw badRequest('An idempotency key of 1 to 200 characters is required', 'idempotencyKey');
    const event = await eventOf(db, input.eventName);
    const credit = side === 'credit' ? input.amount : 0;
    const debit = side === 'debit' ? input.amount : 0;
    return {
      userId: input.userId, eventId: event.id, credit, debit, reason: reason.slice(0, 1000), actorUserId: input.actorId,
      idempotencyKey: input.idempotencyKey, createdOn: input.createdOn ?? ctx.now(),
    };
  }

  async function change(db: Db, input: CoinChangeInput, side: 'credit' | 'debit', anyAmount = false, firstTry: FirstTry = repo.moveAndAppend): Promise<CoinChange> {
    const entry = await entryOf(db, input, side);
    const { credit, debit } = entry;
    const event = { id: entry.eventId };
    const replay = (prior: repo.LedgerRow) => {
      if (!sameChange(prior, input, event.id, credit, debit, anyAmount)) throw conflict('This idempotency key was used for a different coin change');
      return replayOf(prior);
    };
    // The usual case in one statement: the balance moves under its row lock and the ledger row goes in with it.
    const fast = await firstTry(db, entry, credit - debit);
    if (fast.id !== null && fast.balance !== null) return { entryId: fast.id, balanceBefore: fast.balance - credit + debit, balance: fast.balance, replayed: false };
    if (fast.balance !== null) {
      // A change with the same key committed while this one waited for the lock: undo the move, answer the first.
      await repo.moveBalance(db, input.userId, debit - credit);
      const taken = await repo.entryByKey(db, input.idempotencyKey);
      if (taken) return replay(taken);
      throw conflict('This idempotency key was used for a different coin change');
    }
    // Nothing was written: the key is used already, the learner has no account yet, or not enough coins.
    const prior = await repo.entryByKey(db, input.idempotencyKey);
    if (prior) return replay(prior);
    const before = await lockAccount(db, input.userId);
    if (before < debit) throw new InsufficientCoinsError(before, debit);
    const after = before + credit - debit;
    const done = await repo.appendAndMove(db, { ...entry, balanceAfter: after }, credit - debit);
    if (done.id === null) {
      // The key was used by a change that committed while this one waited for the lock: nothing moved here.
      const taken = await repo.entryByKey(db, input.idempotencyKey);
      if (taken) return replay(taken);
      throw conflict('This idempotency key was used for a different coin change');
    }
    if (done.balance !== after) throw new Error(`coin balance of user ${input.userId} out of step with its ledger`);
    return { entryId: done.id, balanceBefore: before, balance: after, replayed: false };
  }

  /** Adds coins, in `db` (the caller's transaction). */
  const credit = (db: Db, input: CoinChangeInput) => change(db, input, 'credit');
  /**
   * Takes coins, in `db` (the caller's transaction); throws InsufficientCoinsError (422, with the balance) when the
   * balance is smaller, before writing anything.
   */
  const debit = (db: Db, input: CoinChangeInput) => change(db, input, 'debit');

  /**
   * Grants an earning rule's coins for one event of the module that owns it (a course completed, a test passed),
   * in that module's transaction, at most once per learner and subject (`<event>:<userId>:<subjectId>`). Nothing
   * when the rule is switched off; a repeat of the event grants nothing more.
   */
  async function grant(db: Db, input: { userId: number; event: EarnEventCode; subjectId: number | string; reason: string }): Promise<CoinChange | null> {
    const rule = await repo.eventByCode(db, input.event);
    if (!rule || !rule.active || !rule.coins) return null;
    const key = `${input.event}:${input.userId}:${input.subjectId}`;
    return change(db, { userId: input.userId, eventName: input.event, amount: rule.coins, reason: input.reason, actorId: null, idempotencyKey: key }, 'credit', true);
  }

  async function learner(id: number, db: Db = ctx.db) {
    const [who] = await deps.users().summaries([id], db);
    if (!who || normalizeRole(who.role) !== 'Trainee') throw notFound('Learner');
    return who;
  }

  return {
    credit,
    debit,
    grant,
    /** The ledger row written under an idempotency key, if any (e.g. whether an order's coins were taken again). */
    entry: (db: Db, idempotencyKey: string) => repo.entryByKey(db, idempotencyKey),
    /** A credit or debit in a transaction of its own, for callers that have none (the demo seed, a job). */
    apply: (side: 'credit' | 'debit', input: CoinChangeInput) => ctx.db.transaction((tx) => change(tx, input, side)),

    /** The learner's own balance (0 before the first change). */
    balance: (userId: number) => repo.balanceOf(ctx.db, userId),

    /** Every kind of change (the statement's event filter). */
    events: () => repo.listEvents(ctx.db),

    /** The learner's own rows between two days (inclusive), optionally of one event (unknown event: 404). */
    async statement(userId: number, params: { from: string; to: string; eventsId?: number }, query: ListQuery) {
      const range = rangeOf(params.from, params.to, 'params');
      if (params.eventsId !== undefined && !(await repo.eventById(ctx.db, params.eventsId))) throw notFound('Coin event');
      return repo.statement(ctx.db, userId, query, { ...range, eventId: params.eventsId });
    },

    /** Every learner's ledger, for staff, with the name of the staff member behind each change. */
    async history(q: CoinHistoryQuery): Promise<Page<CoinHistoryRow>> {
      const range = rangeOf(q.from, q.to, 'query');
      const page = await repo.history(ctx.db, q, { ...range, userId: q.userId, eventId: q.eventId, direction: q.direction });
      const actorIds = [...new Set(page.items.map((r) => r.ActorUserID).filter((x): x is number => x !== null))];
      const actors = new Map((await deps.users().summaries(actorIds, ctx.db)).map((u) => [u.id, fullName(u)]));
      return { ...page, items: page.items.map((r) => ({ ...r, ActorName: r.ActorUserID === null ? null : (actors.get(r.ActorUserID) ?? '') })) };
    },

    /** Active learners by name or email, with their balances (the staff form's picker). */
    async learners(term: string | undefined): Promise<CoinLearner[]> {
      const page = await deps.users().list({ pageIndex: 0, pageSize: 20, term, sortBy: 'Name', sortDesc: false, role: 'Trainee', active: 'true' });
      const balances = await repo.balancesOf(ctx.db, page.items.map((u) => u.ID));
      return page.items.map((u) => ({ ID: u.ID, Name: `${u.FirstName} ${u.LastName}`.trim(), Email: u.Email, Balance: balances.get(u.ID) ?? 0 }));
    },

    /** One learner with the balance (404 for anyone who is not a learner). */
    async learnerAccount(userId: number): Promise<CoinLearner> {
      const who = await learner(userId);
      return { ID: who.id, Name: fullName(who), Email: who.email, Balance: await repo.balanceOf(ctx.db, userId) };
    },

    /**
     * A staff credit or debit of a learner with a reason, and its audit entry, in one transaction. A replay of the
     * same idempotency key answers the first result and writes nothing (no second audit entry either).
     */
    async adjust(actor: AuditActor & { userId: number }, body: CoinAdjustBody): Promise<CoinChangeResult> {
      const input: CoinChangeInput = {
        userId: body.userId, eventName: body.direction === 'credit' ? 'staff.credit' : 'staff.debit', amount: body.amount,
        reason: body.reason, actorId: actor.userId, idempotencyKey: `staff:${body.idempotencyKey}`,
      };
      const credit = body.direction === 'credit';
      const audit = (who: { firstName: string; lastName: string }, before: number, after: number): AuditChange => ({
        action: `coins.${body.direction}`, entityType: 'coinAccount', entityId: body.userId,
        before: { Balance: before }, after: { Balance: after },
        summary: `${credit ? 'Credited' : 'Debited'} ${body.amount} coins ${credit ? 'to' : 'from'} ${fullName(who)} (balance ${before} -> ${after}): ${body.reason}`,
      });
      // The usual change is one statement outside any transaction (`repo.moveAppendAndAudit`): who it is (a learner,
      // else 404 with nothing written), the balance, the ledger row and the audit entry (the same entry `audit`
      // makes, written in SQL over the statement's rows) commit together, in one round trip.
      const entry = await entryOf(ctx.db, input, body.direction);
      const delta = entry.credit - entry.debit;
      try {
        const fast = await repo.moveAppendAndAudit(ctx.db, entry, delta, (from) => deps.audit.recordSql(actor, {
          action: `coins.${body.direction}`, entityType: 'coinAccount', entityId: body.userId,
          before: sql`jsonb_build_object('Balance', upd.balance - ${delta}::int)`, after: sql`jsonb_build_object('Balance', upd.balance)`,
          summary: sql`format('%s %s coins %s %s (balance %s -> %s): %s', ${credit ? 'Credited' : 'Debited'}::text, ${body.amount}::int,
            ${credit ? 'to' : 'from'}::text, btrim(l.first_name || ' ' || l.last_name), upd.balance - ${delta}::int, upd.balance, ${body.reason}::text)`,
        }, from));
        if (!fast.learner) throw notFound('Learner');
        if (fast.id !== null && fast.balance !== null) return { EntryID: fast.id, BalanceBefore: fast.balance - delta, BalanceAfter: fast.balance, Replayed: false };
      } catch (e) {
        if (!repo.isKeyTaken(e)) throw e;
      }
      // Anything else (no account yet, too few coins, a replayed key, or the key taken by a concurrent change while
      // this one waited) in one transaction, as every other change.
      return ctx.db.transaction(async (tx) => {
        let who: { firstName: string; lastName: string } | undefined;
        const firstTry: FirstTry = async (db, e, d) => {
          const r = await repo.moveAndAppendForLearner(db, e, d);
          if (!r.learner) throw notFound('Learner');
          who = r.learner;
          return r;
        };
        const done = await change(tx, input, body.direction, false, firstTry);
        if (!done.replayed) await deps.audit.record(tx, actor, audit(who!, done.balanceBefore, done.balance));
        return { EntryID: done.entryId, BalanceBefore: done.balanceBefore, BalanceAfter: done.balance, Replayed: done.replayed };
      });
    },

    /** The earning rules. */
    rules: () => repo.listEvents(ctx.db, 'earn'),

    /** Sets an earning rule's coins and whether it is active, with its audit entry (404 for anything but a rule). */
    async updateRule(actor: AuditActor & { userId: number }, id: number, body: CoinRuleBody) {
      return ctx.db.transaction(async (tx) => {
        const rule = await repo.eventById(tx, id);
        if (!rule || rule.Kind !== 'earn') throw notFound('Earning rule');
        await repo.updateRule(tx, id, { coins: body.coins, active: body.active, updatedBy: actor.userId, updatedOn: ctx.now() });
        if (rule.Coins !== body.coins || rule.Active !== body.active) {
          await deps.audit.record(tx, actor, {
            action: 'coins.rule.change', entityType: 'coinRule', entityId: id,
            before: { Coins: rule.Coins, Active: rule.Active }, after: { Coins: body.coins, Active: body.active },
            summary: `Set the earning rule '${rule.Name}' to ${body.coins} coins, ${body.active ? 'active' : 'inactive'}`,
          });
        }
        return (await repo.eventById(tx, id))!;
      });
    },
  };
}
