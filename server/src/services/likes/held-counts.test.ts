import { HeldCounts } from './held-counts';

describe('HeldCounts (like counts a process holds for one item type)', () => {
  it('holds variant ids and any other id, a count of 0 included, and forgets them all on clear', () => {
    const counts = new HeldCounts();
    const ids = ['1', '7', '4194303', '4194304', '99999999', '12-34', '0100', '1e3', '', 'абв'];
    ids.forEach((id, i) => counts.set(id, i));
    expect(ids.map((id) => counts.get(id))).toEqual(ids.map((_, i) => i));
    expect(counts.size).toBe(ids.length);
    for (const other of ['2', '100', '1000', '0', '-1', '4194305', '12-35']) expect(counts.get(other)).toBeUndefined();
    counts.clear();
    expect(counts.size).toBe(0);
    expect(ids.map((id) => counts.get(id))).toEqual(ids.map(() => undefined));
  });

  it('keeps ids that read as the same number apart: only the canonical spelling is a slot', () => {
    const counts = new HeldCounts();
    counts.set('100', 5);
    counts.set('0100', 6);
    counts.set('1e2', 7);
    expect([counts.get('100'), counts.get('0100'), counts.get('1e2')]).toEqual([5, 6, 7]);
  });

  it('replaces a held count without counting the id twice', () => {
    const counts = new HeldCounts();
    counts.set('3', 1);
    counts.set('3', 2);
    counts.set('a-b', 1);
    counts.set('a-b', 4);
    expect([counts.get('3'), counts.get('a-b'), counts.size]).toEqual([2, 4, 2]);
  });
});
