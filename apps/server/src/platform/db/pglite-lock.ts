import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * PGlite is PostgreSQL inside one process and does not lock its data directory: a second process opening it (a
 * second server, or `npm run backup` beside a running server) would write the same files and corrupt them. The
 * owner of the directory writes `<dataDir>.lock` with its process id; another opener refuses while that process
 * is alive. A lock left by a crashed process (its id is gone, or it names this very process, which never took it:
 * a container restarted as pid 1) is taken over. Process ids are only checked on this machine: PGlite on a volume
 * shared by several hosts is not a supported setup.
 */
const heldHere = new Set<string>();

type LockInfo = { pid: number; host: string; since: string };

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The PGlite database in ${dataDir} is in use by process ${pid} (a running server?). PGlite allows one process at a time: ` +
        `stop that process first. If no such process runs, delete ${lockPath(dataDir)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export const lockPath = (dataDir: string) => `${dataDir}.lock`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockInfo>;
    return typeof info.pid === 'number' ? { pid: info.pid, host: String(info.host ?? ''), since: String(info.since ?? '') } : null;
  } catch {
    return null;
  }
}

/** Takes the data directory for this process; throws DataDirInUseError when a live process holds it. Returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const file = lockPath(dataDir);
  if (heldHere.has(dataDir)) throw new DataDirInUseError(dataDir, process.pid);
  const mine: LockInfo = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const held = readLock(file);
      // a second round means another process took the stale lock in between
      if (attempt > 0 || (held && held.pid !== process.pid && isAlive(held.pid))) throw new DataDirInUseError(dataDir, held?.pid ?? 0);
      rmSync(file, { force: true });
    }
  }
  heldHere.add(dataDir);
  return () => {
    if (!heldHere.delete(dataDir)) return;
    if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
  };
}
