import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_NAME } from './backup.ts';
import { MANIFEST_FILE } from './manifest.ts';

/** How many backups to keep: the newest of each of the last N days, M ISO weeks and K months that have one (UTC). */
export type Retention = { daily?: number; weekly?: number; monthly?: number };

const day = (d: Date) => d.toISOString().slice(0, 10);
const month = (d: Date) => d.toISOString().slice(0, 7);
/** ISO 8601 week, e.g. 2025-W01 (a week belongs to the year of its Thursday). */
function isoWeek(d: Date): string {
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  t.setUTCDate(t.getUTCDate() + 3 - ((t.getUTCDay() + 6) % 7));
  const firstThursday = new Date(Date.UTC(t.getUTCFullYear(), 0, 4));
  const week = 1 + Math.round((t.getTime() - firstThursday.getTime()) / 86_400_000 / 7 - (3 - ((firstThursday.getUTCDay() + 6) % 7)) / 7);
  return `${t.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The time a backup folder's name records, or null for any other name. */
export function backupTime(name: string): Date | null {
  const m = BACKUP_NAME.exec(name);
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)) : null;
}

/**
 * Which backups a retention policy keeps (restic's --keep-daily/--keep-weekly/--keep-monthly): walking from the
 * newest, the first backup of each new day is kept until N days are kept, likewise weeks and months; the newest
 * backup is always kept.
 */
export function backupsToKeep(backups: { name: string; at: Date }[], keep: Retention): Set<string> {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime() || b.name.localeCompare(a.name));
  const kept = new Set<string>();
  if (newestFirst[0]) kept.add(newestFirst[0].name);
  const rules: [number | undefined, (d: Date) => string][] = [
    [keep.daily, day],
    [keep.weekly, isoWeek],
    [keep.monthly, month],
  ];
  for (const [count, bucket] of rules) {
    if (!count) continue;
    const seen = new Set<string>();
    for (const b of newestFirst) {
      const k = bucket(b.at);
      if (seen.has(k)) continue;
      if (seen.size >= count) break;
      seen.add(k);
      kept.add(b.name);
    }
  }
  return kept;
}

/**
 * Deletes the complete backups in outDir that the policy does not keep, and folders of backups interrupted more
 * than a day ago. Folders whose name is not a backup's are never touched.
 */
export async function pruneBackups(outDir: string, keep: Retention, log: (m: string) => void = () => {}) {
  const dir = path.resolve(outDir);
  const entries = await readdir(dir, { withFileTypes: true });
  const backups = entries
    .filter((e) => e.isDirectory() && existsSync(path.join(dir, e.name, MANIFEST_FILE)))
    .map((e) => ({ name: e.name, at: backupTime(e.name) }))
    .filter((b): b is { name: string; at: Date } => b.at !== null);
  const kept = backupsToKeep(backups, keep);
  const removed: string[] = [];
  for (const b of backups) {
    if (kept.has(b.name)) continue;
    await rm(path.join(dir, b.name), { recursive: true, force: true });
    removed.push(b.name);
    log(`  removed ${b.name}`);
  }
  for (const e of entries) {
    if (!e.isDirectory() || !/^\.backup-.*\.partial-[0-9a-f]+$/.test(e.name)) continue;
    const full = path.join(dir, e.name);
    if (Date.now() - (await stat(full)).mtimeMs > 86_400_000) {
      await rm(full, { recursive: true, force: true });
      log(`  removed the interrupted ${e.name}`);
    }
  }
  return { kept: [...kept].sort(), removed: removed.sort() };
}
