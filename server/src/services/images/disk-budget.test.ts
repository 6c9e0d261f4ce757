import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
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
});
