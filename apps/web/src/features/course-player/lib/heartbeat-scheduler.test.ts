import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeartbeatScheduler, VisibleClock, type HeartbeatAck } from './heartbeat-scheduler.ts';

const ack = (over: Partial<HeartbeatAck> = {}): HeartbeatAck => ({ WatchTime: 0, Position: 0, Done: false, Progress: 0, ...over });

function setup(over: { completeAt?: number | null; reply?: (p: number) => Promise<HeartbeatAck> } = {}) {
  let position = 0;
  const sent: number[] = [];
  const left: number[] = [];
  const acks: HeartbeatAck[] = [];
  const s = new HeartbeatScheduler({
    send: (p) => {
      sent.push(p);
      return over.reply ? over.reply(p) : Promise.resolve(ack({ Position: p }));
    },
    sendOnLeave: (p) => left.push(p),
    position: () => position,
    completeAt: over.completeAt ?? null,
    onAck: (a) => acks.push(a),
  });
  return { s, sent, left, acks, at: (p: number) => (position = p) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('HeartbeatScheduler', () => {
  it('should report at once and then every 10 seconds when playing', async () => {
    const { s, sent, at } = setup();
    s.play();
    expect(sent).toEqual([0]);
    at(10);
    await vi.advanceTimersByTimeAsync(10_000);
    at(20);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([0, 10, 20]);
    expect(s.playing).toBe(true);
  });

  it('should report on pause and stop the interval when paused', async () => {
    const { s, sent, at } = setup();
    s.play();
    at(4.2);
    await vi.advanceTimersByTimeAsync(1);
    s.pause();
    expect(sent).toEqual([0, 4.2]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual([0, 4.2]);
    expect(s.playing).toBe(false);
  });

  it('should not report twice when the video ends where it was paused', async () => {
    const { s, sent, at } = setup();
    s.play();
    at(42);
    await vi.advanceTimersByTimeAsync(1);
    s.pause();
    await vi.advanceTimersByTimeAsync(1);
    s.ended();
    expect(sent).toEqual([0, 42]);
  });

  it('should report nothing when paused before ever playing', () => {
    const { s, sent, left } = setup();
    s.pause();
    s.leave();
    expect(sent).toEqual([]);
    expect(left).toEqual([]);
  });

  it('should report at once when the position first reaches the completing share', async () => {
    const { s, sent, at, acks } = setup({ completeAt: 90, reply: (p) => Promise.resolve(ack({ Position: p, Done: p >= 90, Progress: p >= 90 ? 100 : 50 })) });
    s.play();
    await vi.advanceTimersByTimeAsync(1);
    s.progress(50);
    at(90.4);
    s.progress(90.4);
    s.progress(91);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([0, 90.4]);
    expect(acks.at(-1)).toMatchObject({ Done: true, Progress: 100 });
    expect(s.done).toBe(true);
  });

  it('should keep one request in flight and send the newest position after it when reports pile up', async () => {
    let release: (() => void) | null = null;
    const { s, sent, at } = setup({ reply: (p) => new Promise((r) => (release = () => r(ack({ Position: p })))) });
    s.play();
    at(3);
    s.pause();
    at(5);
    s.play();
    expect(sent).toEqual([0]);
    release!();
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([0, 5]);
  });

  it('should send a keepalive report with the last position when the page is left', async () => {
    const { s, sent, left, at } = setup();
    s.play();
    at(17);
    s.leave();
    expect(left).toEqual([17]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent).toEqual([0]);
  });

  it('should not send a keepalive report when the server already has the position', async () => {
    const { s, left } = setup();
    s.play();
    await vi.advanceTimersByTimeAsync(1);
    s.pause();
    s.leave();
    expect(left).toEqual([]);
  });

  it('should report errors and keep going when a heartbeat fails', async () => {
    const errors: unknown[] = [];
    let fail = true;
    let position = 0;
    const sent: number[] = [];
    const s = new HeartbeatScheduler({
      send: (p) => {
        sent.push(p);
        return fail ? Promise.reject(new Error('offline')) : Promise.resolve(ack());
      },
      sendOnLeave: () => undefined,
      position: () => position,
      onError: (e) => errors.push(e),
    });
    s.play();
    await vi.advanceTimersByTimeAsync(1);
    expect(errors).toHaveLength(1);
    fail = false;
    position = 10;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([0, 10]);
    expect(errors).toHaveLength(1);
  });

  it('should stop reporting when disposed', async () => {
    const { s, sent } = setup();
    s.play();
    s.dispose();
    await vi.advanceTimersByTimeAsync(30_000);
    s.play();
    expect(sent).toEqual([0]);
  });
});

describe('VisibleClock', () => {
  it('should count only the time the page is visible, from the resume position', () => {
    let now = 1_000;
    const c = new VisibleClock(30, () => now);
    expect(c.seconds()).toBe(30);
    c.resume();
    now += 5_000;
    expect(c.seconds()).toBe(35);
    c.pause();
    now += 60_000;
    expect(c.seconds()).toBe(35);
    c.resume();
    c.resume();
    now += 2_500;
    expect(c.seconds()).toBe(37.5);
  });
});
