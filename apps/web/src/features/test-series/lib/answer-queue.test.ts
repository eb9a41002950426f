import { describe, expect, it, vi } from 'vitest';
import type { Answer } from '@app/contracts/assessments';
import {
  acknowledge, emptyQueue, loadQueue, mergeOnResume, pendingEntries, recordAnswer, storageKey, type QueueStorage,
} from './answer-queue.ts';
import { AnswerSync, type AnswerSyncDeps, type FailureKind, type SaveAckWithTime } from './answer-sync.ts';

const A: Answer = { OptionIDs: ['a'] };
const B: Answer = { OptionIDs: ['b'] };
const C: Answer = { OptionIDs: ['c'] };

function memoryStorage(): QueueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

class Offline extends Error {}

/** A fake server: stores per question the answer of the highest sequence (lower ones ignored but acknowledged). */
function fakeServer() {
  const stored = new Map<number, { answer: Answer; seq: number }>();
  const calls: { questionId: number; seq: number }[] = [];
  let online = true;
  let closed = false;
  const deps: AnswerSyncDeps = {
    sendAnswer: async (questionId, body): Promise<SaveAckWithTime> => {
      await Promise.resolve();
      if (!online) throw new Offline('offline');
      if (closed) throw Object.assign(new Error('closed'), { status: 422 });
      calls.push({ questionId, seq: body.Seq });
      const cur = stored.get(questionId);
      if (!cur || body.Seq > cur.seq) stored.set(questionId, { answer: body.Answer, seq: body.Seq });
      const now = stored.get(questionId)!;
      return { QuestionID: questionId, Seq: now.seq, Answer: now.answer, RemainingSeconds: 42 };
    },
    sendFlag: async () => {
      if (!online) throw new Offline('offline');
    },
    classify: (e): FailureKind => (e instanceof Offline ? 'retry' : (e as { status?: number }).status === 422 ? 'closed' : 'drop'),
  };
  return {
    deps, stored, calls,
    setOnline: (v: boolean) => { online = v; },
    close: () => { closed = true; },
  };
}

describe('answer queue (pure)', () => {
  it('gives every change the next sequence number, above the server LastSeq, and keeps only the newest per question', () => {
    let s = emptyQueue(9, 5);
    s = recordAnswer(s, 1, A).state;
    s = recordAnswer(s, 2, B).state;
    s = recordAnswer(s, 1, C).state;
    expect(s.lastSeq).toBe(8);
    expect(pendingEntries(s).map((e) => [e.questionId, e.seq, e.answer])).toEqual([[2, 7, B], [1, 8, C]]);
  });

  it('clears an entry only when the server holds its sequence or a newer one', () => {
    let s = recordAnswer(emptyQueue(1), 1, A).state; // seq 1
    s = recordAnswer(s, 1, B).state; // seq 2, replaces
    // the ack of the older request (seq 1) must not clear the newer change
    expect(acknowledge(s, { QuestionID: 1, Seq: 1, Answer: A }).state.pending[1]?.seq).toBe(2);
    // a repeat of seq 2 is acknowledged with the stored seq 2: cleared, nothing newer to show
    const same = acknowledge(s, { QuestionID: 1, Seq: 2, Answer: B });
    expect(same.state.pending).toEqual({});
    expect(same.serverNewer).toBeUndefined();
    // the server holds a newer answer from another device: ours goes and theirs is shown
    const newer = acknowledge(s, { QuestionID: 1, Seq: 7, Answer: C });
    expect(newer.state.pending).toEqual({});
    expect(newer.serverNewer).toEqual(C);
    expect(newer.state.lastSeq).toBe(7);
  });

  it('merges on resume: local unsent answers newer than the server win, older ones are dropped', () => {
    let local = emptyQueue(3, 10);
    local = recordAnswer(local, 1, A).state; // seq 11: newer than server's 4
    local = recordAnswer(local, 2, B).state; // seq 12: the server already has 15 (another device)
    local = recordAnswer(local, 99, C).state; // not in this attempt
    local = { ...local, flags: { 1: true }, active: 2 };
    const server = {
      LastSeq: 15,
      ActiveQuestion: 0,
      Questions: [
        { QuestionID: 1, Answer: C, Seq: 4, Flagged: false },
        { QuestionID: 2, Answer: A, Seq: 15, Flagged: false },
        { QuestionID: 3, Answer: null, Seq: 0, Flagged: true },
      ],
    };
    const merged = mergeOnResume(server, local, 3);
    expect(merged.answers).toEqual({ 1: A, 2: A, 3: null });
    expect(Object.keys(merged.state.pending)).toEqual(['1']);
    expect(merged.flagged).toEqual({ 1: true, 2: false, 3: true });
    expect(merged.state.flags).toEqual({ 1: true });
    // the question last shown on this device wins over the server's (moves made offline are not sent)
    expect(merged.active).toBe(2);
    expect(mergeOnResume(server, null, 3).active).toBe(0);
    // numbering continues above everything seen
    expect(merged.state.lastSeq).toBe(15);
    expect(recordAnswer(merged.state, 3, A).entry.seq).toBe(16);
  });

  it('ignores a stored queue of another attempt and unreadable storage', () => {
    const storage = memoryStorage();
    storage.setItem(storageKey(4), JSON.stringify({ attemptId: 5, lastSeq: 3, pending: {} }));
    expect(loadQueue(storage, 4)).toBeNull();
    storage.setItem(storageKey(4), '{not json');
    expect(loadQueue(storage, 4)).toBeNull();
    const merged = mergeOnResume({ LastSeq: 2, Questions: [{ QuestionID: 1, Answer: A, Seq: 2, Flagged: false }] }, emptyQueue(8, 50), 4);
    expect(merged.state.lastSeq).toBe(2);
    expect(merged.answers).toEqual({ 1: A });
  });
});

describe('AnswerSync (queue + sending)', () => {
  it('sends each change at once and re-sends the newest change made while a request was underway', async () => {
    const server = fakeServer();
    const remaining = vi.fn();
    const sync = new AnswerSync(emptyQueue(1, 0), { ...server.deps, storage: memoryStorage(), onRemaining: remaining });
    sync.change(1, A);
    sync.change(1, B); // while seq 1 is in flight
    await sync.flush();
    await vi.waitFor(() => expect(sync.getSnapshot().pendingCount).toBe(0));
    expect(server.calls).toEqual([{ questionId: 1, seq: 1 }, { questionId: 1, seq: 2 }]);
    expect(server.stored.get(1)).toEqual({ answer: B, seq: 2 });
    expect(remaining).toHaveBeenLastCalledWith(42);
  });

  it('keeps answers made offline in storage, survives a reload, and sends them when the connection returns', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const sync = new AnswerSync(emptyQueue(7, 0), { ...server.deps, storage });
    sync.change(1, A);
    await sync.flush();
    expect(server.stored.get(1)?.seq).toBe(1);

    server.setOnline(false);
    sync.change(1, B);
    sync.change(2, C);
    await sync.flush();
    expect(sync.getSnapshot()).toMatchObject({ pendingCount: 2, connectionLost: true });
    expect(server.stored.get(1)?.answer).toEqual(A);

    // The tab is reloaded while offline: the queue is read back from storage and merged with the server's answers.
    const stored = loadQueue(storage, 7);
    expect(stored && pendingEntries(stored).map((e) => e.seq)).toEqual([2, 3]);
    const serverView = {
      LastSeq: 1,
      Questions: [
        { QuestionID: 1, Answer: A, Seq: 1, Flagged: false },
        { QuestionID: 2, Answer: null, Seq: 0, Flagged: false },
      ],
    };
    const merged = mergeOnResume(serverView, stored, 7);
    expect(merged.answers).toEqual({ 1: B, 2: C });
    const again = new AnswerSync(merged.state, { ...server.deps, storage });

    server.setOnline(true);
    await again.flush();
    expect(again.getSnapshot()).toMatchObject({ pendingCount: 0, connectionLost: false });
    expect(server.stored.get(1)).toEqual({ answer: B, seq: 2 });
    expect(server.stored.get(2)).toEqual({ answer: C, seq: 3 });
    expect(loadQueue(storage, 7)?.pending).toEqual({});
    // A duplicate delivery (the first tab sends its copy too) changes nothing.
    await sync.flush();
    expect(server.stored.get(1)).toEqual({ answer: B, seq: 2 });
  });

  it('stops and reports when the attempt is closed on the server (422)', async () => {
    const server = fakeServer();
    const onClosed = vi.fn();
    const sync = new AnswerSync(emptyQueue(2, 0), { ...server.deps, storage: memoryStorage(), onClosed });
    server.close();
    sync.change(1, A);
    await sync.flush();
    await vi.waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    sync.change(1, B);
    expect(server.calls).toEqual([]);
  });
});
