import { createClickWindow } from './click-window';

describe('one billable click per visitor, offer and window (issue 21 point 7)', () => {
  it('counts a key once per window and again after it', () => {
    const window = createClickWindow({ windowMs: 1000, maxEntries: 10 });
    expect(window.isFirst('a|1', 0)).toBe(true);
    expect(window.isFirst('a|1', 999)).toBe(false);
    expect(window.isFirst('b|1', 500)).toBe(true);
    expect(window.isFirst('a|2', 500)).toBe(true);
    expect(window.isFirst('a|1', 1000)).toBe(true);
    expect(window.isFirst('a|1', 1500)).toBe(false);
  });

  it('holds at most maxEntries keys, forgetting the oldest first', () => {
    const window = createClickWindow({ windowMs: 60_000, maxEntries: 3 });
    for (const key of ['k1', 'k2', 'k3', 'k4']) expect(window.isFirst(key, 0)).toBe(true);
    expect(window.isFirst('k1', 1)).toBe(true);
    expect(window.isFirst('k4', 1)).toBe(false);
  });
});
