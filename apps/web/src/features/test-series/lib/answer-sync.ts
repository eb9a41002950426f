import type { Answer } from '@app/contracts/assessments';
import {
  acknowledge, acknowledgeFlag, dropAnswer, hasPending, pendingEntries, recordActive, recordAnswer, recordFlag, saveQueue,
  type QueueState, type QueueStorage, type SaveAck,
} from './answer-queue.ts';

/** Every this many ms, unsent answers are sent again (and at once when the browser says it is back online). */
export const RETRY_INTERVAL_MS = 10_000;

export interface SaveAckWithTime extends SaveAck {
  RemainingSeconds: number;
}

/** How a failed request is treated. */
export type FailureKind = 'retry' | 'drop' | 'closed';

export interface AnswerSyncDeps {
  storage?: QueueStorage;
  sendAnswer: (questionId: number, body: { Answer: Answer; Seq: number }) => Promise<SaveAckWithTime>;
  sendFlag: (questionId: number, flagged: boolean) => Promise<unknown>;
  /** retry: connection or server trouble; drop: the server will never take it (400, 404); closed: the attempt is over (422). */
  classify: (error: unknown) => FailureKind;
  /** The server's remaining seconds, from every acknowledged save. */
  onRemaining?: (seconds: number) => void;
  /** The server holds a newer answer than this device (saved from another device). */
  onServerNewer?: (questionId: number, answer: Answer) => void;
  /** The attempt is closed on the server (deadline or submitted elsewhere). */
  onClosed?: () => void;
}

export interface SyncSnapshot {
  /** Unsent answers and flags. */
  pendingCount: number;
  /** The last request failed for lack of a connection (cleared by the next success). */
  connectionLost: boolean;
  sending: boolean;
  /** Epoch ms of the last acknowledged save. */
  lastSavedAt: number | null;
}

/**
 * Sends the answer queue of one attempt: each change at once, one request per question at a time (a change
 * made while its question's request is underway goes right after it), everything unsent again on `flush()`
 * (every 10 s and on reconnect, driven by the caller). The queue is written to storage on every change and
 * acknowledgement, before anything is sent.
 */
export class AnswerSync {
  private state: QueueState;
  private readonly inFlight = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private snap: SyncSnapshot;
  private closed = false;

  constructor(initial: QueueState, private readonly deps: AnswerSyncDeps) {
    this.state = initial;
    this.snap = { pendingCount: this.count(), connectionLost: false, sending: false, lastSavedAt: null };
    saveQueue(deps.storage, this.state);
  }

  get queue(): QueueState {
    return this.state;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SyncSnapshot => this.snap;

  /** Records an answer change (persisted at once) and sends it. */
  change(questionId: number, answer: Answer): void {
    if (this.closed) return;
    this.commit(recordAnswer(this.state, questionId, answer).state);
    void this.sendAnswer(String(questionId));
  }

  flag(questionId: number, flagged: boolean): void {
    if (this.closed) return;
    this.commit(recordFlag(this.state, questionId, flagged));
    void this.sendFlag(String(questionId));
  }

  /** Remembers the question shown (stored with the queue; the server is told separately, best effort). */
  setActive(index: number): void {
    this.commit(recordActive(this.state, index));
  }

  /** Sends everything unsent; resolves when every request started here has finished. */
  async flush(): Promise<void> {
    if (this.closed) return;
    const work = [
      ...pendingEntries(this.state).map((e) => this.sendAnswer(String(e.questionId))),
      ...Object.keys(this.state.flags).map((id) => this.sendFlag(id)),
    ];
    await Promise.all(work);
  }

  hasPending(): boolean {
    return hasPending(this.state);
  }

  /** Stops sending (the attempt is over). The stored queue is left for the caller to clear. */
  stop(): void {
    this.closed = true;
  }

  private count(): number {
    return Object.keys(this.state.pending).length + Object.keys(this.state.flags).length;
  }

  private commit(next: QueueState, patch: Partial<SyncSnapshot> = {}): void {
    this.state = next;
    saveQueue(this.deps.storage, next);
    this.emit(patch);
  }

  private emit(patch: Partial<SyncSnapshot> = {}): void {
    this.snap = { ...this.snap, ...patch, pendingCount: this.count(), sending: this.inFlight.size > 0 };
    for (const l of this.listeners) l();
  }

  private fail(error: unknown, onDrop: () => void): boolean {
    const kind = this.deps.classify(error);
    if (kind === 'closed') {
      this.closed = true;
      this.emit();
      this.deps.onClosed?.();
      return false;
    }
    if (kind === 'drop') {
      onDrop();
      return false;
    }
    this.emit({ connectionLost: true });
    return false;
  }

  private async sendAnswer(id: string): Promise<void> {
    const key = `a${id}`;
    if (this.inFlight.has(key) || this.closed) return;
    const entry = this.state.pending[id];
    if (!entry) return;
    this.inFlight.add(key);
    this.emit();
    let again = false;
    try {
      const ack = await this.deps.sendAnswer(entry.questionId, { Answer: entry.answer, Seq: entry.seq });
      const { state, serverNewer } = acknowledge(this.state, ack);
      this.inFlight.delete(key);
      this.commit(state, { connectionLost: false, lastSavedAt: Date.now() });
      this.deps.onRemaining?.(ack.RemainingSeconds);
      if (serverNewer !== undefined) this.deps.onServerNewer?.(entry.questionId, serverNewer);
      // A newer change arrived while this request was underway: send it now.
      again = (this.state.pending[id]?.seq ?? 0) > entry.seq;
    } catch (error) {
      this.inFlight.delete(key);
      this.fail(error, () => this.commit(dropAnswer(this.state, entry.questionId, entry.seq)));
      this.emit();
    }
    if (again) await this.sendAnswer(id);
  }

  private async sendFlag(id: string): Promise<void> {
    const key = `f${id}`;
    if (this.inFlight.has(key) || this.closed) return;
    const flagged = this.state.flags[id];
    if (flagged === undefined) return;
    this.inFlight.add(key);
    this.emit();
    let again = false;
    try {
      await this.deps.sendFlag(Number(id), flagged);
      this.inFlight.delete(key);
      this.commit(acknowledgeFlag(this.state, Number(id), flagged), { connectionLost: false });
      again = this.state.flags[id] !== undefined;
    } catch (error) {
      this.inFlight.delete(key);
      this.fail(error, () => this.commit(acknowledgeFlag(this.state, Number(id), flagged)));
      this.emit();
    }
    if (again) await this.sendFlag(id);
  }
}
