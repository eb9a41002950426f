import type { Answer } from '@app/contracts/assessments';

/**
 * The save queue of one attempt, as plain data and pure functions (no React, no fetch), so that it can be
 * tested on its own. Every answer change gets the next sequence number of the attempt (above the server's
 * LastSeq, so it is also above every stored sequence of each question); the entry stays pending until the
 * server acknowledges that sequence (or a newer one). The whole state is kept in localStorage under the
 * attempt's key, so a reload, a crash or a lost connection keeps the unsent answers.
 */

/** An answer not yet acknowledged by the server. */
export interface PendingAnswer {
  questionId: number;
  answer: Answer;
  seq: number;
  /** Epoch ms of the change (for display and diagnostics). */
  changedAt: number;
}

export interface QueueState {
  attemptId: number;
  /** The highest sequence number used by this device or seen from the server. */
  lastSeq: number;
  /** Unsent answers by question id (only the newest change of a question matters). */
  pending: Record<string, PendingAnswer>;
  /** Unsent flag changes by question id. */
  flags: Record<string, boolean>;
  /** The question shown last on this device (0-based), so that a reload returns to it even offline. */
  active?: number;
}

/** What the server sent back for one save (the fields of the save acknowledgement we use). */
export interface SaveAck {
  QuestionID: number;
  Seq: number;
  Answer: Answer;
}

/** A question of the attempt as the server returns it (the fields we merge). */
export interface ServerAnswer {
  QuestionID: number;
  Answer: Answer;
  Seq: number;
  Flagged: boolean;
}

export const STORAGE_PREFIX = 'erp.attempt.';
export const storageKey = (attemptId: number) => `${STORAGE_PREFIX}${attemptId}`;

export function emptyQueue(attemptId: number, lastSeq = 0): QueueState {
  return { attemptId, lastSeq, pending: {}, flags: {} };
}

/** Records a change: the answer gets the next sequence number and replaces any older unsent one. */
export function recordAnswer(state: QueueState, questionId: number, answer: Answer, now = Date.now()): { state: QueueState; entry: PendingAnswer } {
  const seq = state.lastSeq + 1;
  const entry: PendingAnswer = { questionId, answer, seq, changedAt: now };
  return { state: { ...state, lastSeq: seq, pending: { ...state.pending, [questionId]: entry } }, entry };
}

export function recordActive(state: QueueState, index: number): QueueState {
  return { ...state, active: index };
}

export function recordFlag(state: QueueState, questionId: number, flagged: boolean): QueueState {
  return { ...state, flags: { ...state.flags, [questionId]: flagged } };
}

/**
 * Applies a save acknowledgement. The pending entry goes once the server holds its sequence or a newer one;
 * a newer change made while the request was underway stays pending. `serverNewer` is the answer to show
 * when the server holds a newer answer than any we have (another device saved after us).
 */
export function acknowledge(state: QueueState, ack: SaveAck): { state: QueueState; serverNewer: Answer | undefined } {
  const entry = state.pending[ack.QuestionID];
  const lastSeq = Math.max(state.lastSeq, ack.Seq);
  if (!entry) return { state: { ...state, lastSeq }, serverNewer: undefined };
  if (ack.Seq < entry.seq) return { state: { ...state, lastSeq }, serverNewer: undefined };
  const pending = { ...state.pending };
  delete pending[ack.QuestionID];
  return { state: { ...state, lastSeq, pending }, serverNewer: ack.Seq > entry.seq ? ack.Answer : undefined };
}

/** The server will never take this entry (400/404): drop it, unless a newer change replaced it meanwhile. */
export function dropAnswer(state: QueueState, questionId: number, seq: number): QueueState {
  const entry = state.pending[questionId];
  if (!entry || entry.seq !== seq) return state;
  const pending = { ...state.pending };
  delete pending[questionId];
  return { ...state, pending };
}

export function acknowledgeFlag(state: QueueState, questionId: number, flagged: boolean): QueueState {
  if (state.flags[questionId] !== flagged) return state;
  const flags = { ...state.flags };
  delete flags[questionId];
  return { ...state, flags };
}

/** The next entries to send: every pending answer, oldest change first. */
export function pendingEntries(state: QueueState): PendingAnswer[] {
  return Object.values(state.pending).sort((a, b) => a.seq - b.seq);
}

export function hasPending(state: QueueState): boolean {
  return Object.keys(state.pending).length > 0 || Object.keys(state.flags).length > 0;
}

/**
 * Resuming (a reload, or the attempt opened again): the server's saved answers, with every local unsent
 * answer that is newer than the server's (a higher sequence number) laid over them; local entries the server
 * already holds (same or newer sequence) are dropped. Sequence numbering continues above both.
 */
export function mergeOnResume(
  server: { LastSeq: number; Questions: readonly ServerAnswer[]; ActiveQuestion?: number },
  local: QueueState | null,
  attemptId: number,
): { state: QueueState; answers: Record<string, Answer>; flagged: Record<string, boolean>; active: number } {
  const answers: Record<string, Answer> = {};
  const flagged: Record<string, boolean> = {};
  const serverSeq: Record<string, number> = {};
  for (const q of server.Questions) {
    answers[q.QuestionID] = q.Answer;
    flagged[q.QuestionID] = q.Flagged;
    serverSeq[q.QuestionID] = q.Seq;
  }
  const mine = local && local.attemptId === attemptId ? local : null;
  const pending: Record<string, PendingAnswer> = {};
  const flags: Record<string, boolean> = {};
  if (mine) {
    for (const entry of Object.values(mine.pending)) {
      const known = serverSeq[entry.questionId];
      if (known === undefined) continue; // not a question of this attempt
      if (entry.seq > known) {
        pending[entry.questionId] = entry;
        answers[entry.questionId] = entry.answer;
      }
    }
    for (const [id, value] of Object.entries(mine.flags)) {
      if (!(id in flagged)) continue;
      if (flagged[id] !== value) flags[id] = value;
      flagged[id] = value;
    }
  }
  const lastSeq = Math.max(server.LastSeq, mine?.lastSeq ?? 0, ...Object.values(serverSeq));
  // This device's last question wins over the server's (moves made offline are not sent).
  const localActive = mine?.active !== undefined && mine.active < server.Questions.length ? mine.active : undefined;
  const active = localActive ?? server.ActiveQuestion ?? 0;
  return { state: { attemptId, lastSeq, pending, flags, ...(localActive !== undefined ? { active: localActive } : {}) }, answers, flagged, active };
}

/** Minimal storage interface (localStorage in the app, a Map in tests). */
export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function isAnswer(v: unknown): v is Answer {
  if (v === null) return true;
  if (typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  if (Array.isArray(o.OptionIDs)) return o.OptionIDs.every((x) => typeof x === 'string');
  return typeof o.Value === 'number' && Number.isFinite(o.Value);
}

/** Reads the stored queue of an attempt; anything unreadable counts as none. */
export function loadQueue(storage: QueueStorage | undefined, attemptId: number): QueueState | null {
  try {
    const raw = storage?.getItem(storageKey(attemptId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<QueueState>;
    if (parsed.attemptId !== attemptId || typeof parsed.lastSeq !== 'number') return null;
    const pending: Record<string, PendingAnswer> = {};
    for (const e of Object.values(parsed.pending ?? {})) {
      if (e && Number.isInteger(e.questionId) && Number.isInteger(e.seq) && isAnswer(e.answer)) pending[e.questionId] = e;
    }
    const flags: Record<string, boolean> = {};
    for (const [id, v] of Object.entries(parsed.flags ?? {})) if (typeof v === 'boolean') flags[id] = v;
    const active = Number.isInteger(parsed.active) && (parsed.active as number) >= 0 ? (parsed.active as number) : undefined;
    return { attemptId, lastSeq: parsed.lastSeq, pending, flags, ...(active !== undefined ? { active } : {}) };
  } catch {
    return null;
  }
}

/** Writes the queue; an empty queue still keeps lastSeq (so numbering never goes back on this device). */
export function saveQueue(storage: QueueStorage | undefined, state: QueueState): boolean {
  try {
    storage?.setItem(storageKey(state.attemptId), JSON.stringify(state));
    return true;
  } catch {
    return false; // storage full or disabled: the in-memory queue still works while the tab is open
  }
}

export function clearQueue(storage: QueueStorage | undefined, attemptId: number): void {
  try {
    storage?.removeItem(storageKey(attemptId));
  } catch {
    // ignore
  }
}

/** Whether an answer counts as given (an empty choice list or null does not). */
export function isAnswered(answer: Answer | undefined): boolean {
  if (!answer) return false;
  if ('OptionIDs' in answer) return answer.OptionIDs.length > 0;
  return Number.isFinite(answer.Value);
}
