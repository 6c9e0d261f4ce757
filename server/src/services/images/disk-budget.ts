import type { Dirent } from 'node:fs';
import { opendir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Keeps the files under `root` (the renders, the downloaded originals) within a byte budget, evicting the
 * least recently used files.
 * The access order lives in memory (a Map in least-recently-used order, so a hit is one delete and one
 * set); at start it is seeded from a scan of the files already on disk, ordered by their access or
 * modification time, whichever is later. The scan deletes the temporary files of writes that a killed
 * process left behind (isStaleTemporary).
 */
export interface DiskBudget {
  /** A file was read from the cache. */
  touch(file: string, size: number): void;
  /** A file was written; evicts older files until the cache fits its budget again. */
  added(file: string, size: number): Promise<void>;
  /** Bytes the cache holds as far as it knows (all of them once the start-up scan is done). */
  bytes(): number;
  /** Resolves when the start-up scan is done and the files it found are within the budget. */
  ready: Promise<void>;
}

export function createDiskBudget(options: { root: string; budgetBytes: number; onError: (error: unknown) => void }): DiskBudget {
  const { root, budgetBytes, onError } = options;
  let entries = new Map<string, number>();
  let total = 0;
  let scanned = false;

  const ready = scanFiles({ root, now: Date.now(), onError })
    .then((found) => {
      const merged = new Map<string, number>();
      for (const file of found) merged.set(file.path, file.size);
      // Files touched or written while the scan ran are the most recent: they go last.
      for (const [file, size] of entries) {
        merged.delete(file);
        merged.set(file, size);
      }
      entries = merged;
      total = [...entries.values()].reduce((sum, size) => sum + size, 0);
    })
    .catch(onError)
    .finally(() => {
      scanned = true;
    })
    // The files already on disk may be over the budget (a smaller budget than the last run's, or writes while the scan ran).
    .then(() => (total > budgetBytes ? evict() : undefined));

  function remember(file: string, size: number): void {
    total += size - (entries.get(file) ?? 0);
    entries.delete(file);
    entries.set(file, size);
  }

  /** Takes the victims out of the bookkeeping at once, so concurrent evictions never pick the same file. */
  async function evict(): Promise<void> {
    if (!scanned) await ready;
    const victims: string[] = [];
    for (const [file, size] of entries) {
      if (total <= budgetBytes) break;
      entries.delete(file);
      total -= size;
      victims.push(file);
    }
    await Promise.all(victims.map((file) => rm(file, { force: true }).catch(onError)));
  }

  return {
    touch: remember,
    async added(file, size) {
      remember(file, size);
      // Before the start-up scan is done the total counts only this run's files: the check waits for all of them.
      if (!scanned) await ready;
      if (total > budgetBytes) await evict();
    },
    bytes: () => total,
    ready,
  };
}

/**
 * How long a temporary file may take to become its target: a render or download writes `*.tmp` beside the
 * target and renames it (image-service.ts writeAtomically), within seconds. An older one is what a process
 * killed in between left behind.
 */
export const STALE_TEMPORARY_MS = 60_000;

export function isStaleTemporary(file: { name: string; modifiedMs: number; now: number }): boolean {
  return file.name.endsWith('.tmp') && file.now - file.modifiedMs > STALE_TEMPORARY_MS;
}

/** The cached files, least recently used first; temporary files are not cached files, and stale ones are deleted. */
async function scanFiles(scan: {
  root: string;
  now: number;
  onError: (error: unknown) => void;
}): Promise<{ path: string; size: number; usedMs: number }[]> {
  const found: { path: string; size: number; usedMs: number }[] = [];
  const walk = async (dir: string): Promise<void> => {
    let children: Dirent[];
    try {
      children = [];
      for await (const child of await opendir(dir)) children.push(child);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const child of children) {
      const path = join(dir, child.name);
      if (child.isDirectory()) await walk(path);
      else if (child.isFile()) {
        // A file can be renamed over or evicted between the listing and its stat.
        const stats = await stat(path).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return undefined;
          throw error;
        });
        if (!stats) continue;
        if (!child.name.endsWith('.tmp')) found.push({ path, size: stats.size, usedMs: Math.max(stats.atimeMs, stats.mtimeMs) });
        else if (isStaleTemporary({ name: child.name, modifiedMs: stats.mtimeMs, now: scan.now }))
          await rm(path, { force: true }).catch(scan.onError);
      }
    }
  };
  await walk(scan.root);
  return found.sort((a, b) => a.usedMs - b.usedMs);
}
