import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDiskBudget, isStaleTemporary, STALE_TEMPORARY_MS } from './disk-budget';

describe('disk budget', () => {
  it('takes a temporary file for stale once it is older than a minute', () => {
    const now = Date.parse('2026-11-25T20:00:00Z');
    expect(isStaleTemporary({ name: '7.webp.5f0c.tmp', modifiedMs: now - STALE_TEMPORARY_MS - 1, now })).toBe(true);
    expect(isStaleTemporary({ name: '7.webp.5f0c.tmp', modifiedMs: now - 1000, now })).toBe(false);
    expect(isStaleTemporary({ name: '7.webp', modifiedMs: now - 10 * STALE_TEMPORARY_MS, now })).toBe(false);
  });

  it('deletes at start the temporary files a killed render left, keeps a recent one, and counts neither', async () => {
    const root = mkdtempSync(join(tmpdir(), 'uyut-disk-budget-'));
    const folder = join(root, 'variant', '320-320', 'ab');
    mkdirSync(folder, { recursive: true });
    const render = join(folder, '7.webp');
    const stale = join(folder, '8.webp.0b7e.tmp');
    const recent = join(folder, '9.webp.41aa.tmp');
    writeFileSync(render, Buffer.alloc(100));
    writeFileSync(stale, Buffer.alloc(1000));
    writeFileSync(recent, Buffer.alloc(1000));
    const twoMinutesAgo = new Date(Date.now() - 2 * STALE_TEMPORARY_MS);
    utimesSync(stale, twoMinutesAgo, twoMinutesAgo);
    const errors: unknown[] = [];
    const budget = createDiskBudget({ root, budgetBytes: 10_000, onError: (error) => errors.push(error) });
    await budget.ready;
    expect([existsSync(render), existsSync(stale), existsSync(recent)]).toEqual([true, false, true]);
    expect(budget.bytes()).toBe(100);
    expect(errors).toEqual([]);
  });

  /** Three 100-byte files used in the order a, b, c (a least recently). */
  const cacheOnDisk = () => {
    const root = mkdtempSync(join(tmpdir(), 'uyut-disk-budget-'));
    const files = ['a', 'b', 'c'].map((name) => join(root, `${name}.webp`));
    for (const [index, file] of files.entries()) {
      writeFileSync(file, Buffer.alloc(100));
      utimesSync(file, 1000 + index, 1000 + index);
    }
    return { root, files };
  };

  it('counts the files already on disk before it decides a write fits, even when the write comes before the start-up scan is done', async () => {
    const { root, files } = cacheOnDisk();
    const errors: unknown[] = [];
    const budget = createDiskBudget({ root, budgetBytes: 300, onError: (error) => errors.push(error) });
    const written = join(root, 'd.webp');
    await writeFile(written, Buffer.alloc(100));
    await budget.added(written, 100);
    expect([...files, written].map((file) => existsSync(file))).toEqual([false, true, true, true]);
    expect(budget.bytes()).toBe(300);
    expect(errors).toEqual([]);
  });

  it('brings the files it finds at start within the budget, least recently used first', async () => {
    const { root, files } = cacheOnDisk();
    const errors: unknown[] = [];
    const budget = createDiskBudget({ root, budgetBytes: 150, onError: (error) => errors.push(error) });
    await budget.ready;
    expect(files.map((file) => existsSync(file))).toEqual([false, false, true]);
    expect(budget.bytes()).toBe(100);
    expect(errors).toEqual([]);
  });
});
