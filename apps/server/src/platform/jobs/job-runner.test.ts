import { afterEach, describe, expect, it } from 'vitest';
import { createJobRunner, type JobRunner, type WorkerLogger } from './job-runner.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function memoryLog() {
  const errors: unknown[] = [];
  const log: WorkerLogger = { info() {}, warn() {}, error: (obj) => void errors.push(obj) };
  return { log, errors };
}

describe('createJobRunner', () => {
  let runner: JobRunner | undefined;
  afterEach(async () => {
    await runner?.stop();
    runner = undefined;
  });

  it('should run a job repeatedly when started and not at all before', async () => {
    runner = createJobRunner(memoryLog());
    let runs = 0;
    runner.add({ name: 'count', intervalMs: 10, run: async () => void runs++ });
    await sleep(40);
    expect(runs).toBe(0);
    runner.start();
    await sleep(150);
    expect(runs).toBeGreaterThanOrEqual(3);
  });

  it('should never overlap two runs of the same job when a run is slower than the interval', async () => {
    runner = createJobRunner(memoryLog());
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    runner.add({
      name: 'slow',
      intervalMs: 1,
      runAtStart: true,
      run: async () => {
        active++;
        maxActive = Math.max(maxActive, active);
        await sleep(15);
        active--;
        runs++;
      },
    });
    runner.start();
    for (let i = 0; i < 10; i++) {
      runner.trigger('slow');
      await sleep(3);
    }
    await sleep(40);
    expect(maxActive).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(2);
  });

  it('should wait for the running tick when stopped and schedule nothing after', async () => {
    runner = createJobRunner(memoryLog());
    let finished = false;
    let starts = 0;
    runner.add({
      name: 'long',
      intervalMs: 5,
      runAtStart: true,
      run: async () => {
        starts++;
        await sleep(50);
        finished = true;
      },
    });
    runner.start();
    await sleep(10);
    expect(starts).toBe(1);
    await runner.stop();
    expect(finished).toBe(true);
    await sleep(30);
    expect(starts).toBe(1);
  });

  it('should log a failing run and keep the schedule when a run throws', async () => {
    const { log, errors } = memoryLog();
    runner = createJobRunner({ log });
    let runs = 0;
    runner.add({
      name: 'flaky',
      intervalMs: 5,
      runAtStart: true,
      run: async () => {
        runs++;
        throw new Error('boom');
      },
    });
    runner.start();
    await sleep(100);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(errors.length).toBe(runs);
    expect(errors[0]).toMatchObject({ job: 'flaky' });
  });

  it('should run a triggered job at once when it is idle', async () => {
    runner = createJobRunner(memoryLog());
    let runs = 0;
    runner.add({ name: 'rare', intervalMs: 60_000, run: async () => void runs++ });
    runner.start();
    await sleep(10);
    expect(runs).toBe(0);
    runner.trigger('rare');
    await sleep(10);
    expect(runs).toBe(1);
  });

  it('should reject a duplicate name and an unknown trigger', () => {
    runner = createJobRunner(memoryLog());
    runner.add({ name: 'a', intervalMs: 10, run: async () => {} });
    expect(() => runner!.add({ name: 'a', intervalMs: 10, run: async () => {} })).toThrow(/already/);
    expect(() => runner!.trigger('b')).toThrow(/no job/);
  });
});
