import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TITLE_RULE } from '../catalogue/title-key';
import type { DemoLabels } from './generator';
import { generateDemoFeeds } from './generator';
import { importDemoFeeds, matchQuality, readDemoLabels } from './match-quality';

describe('matchQuality', () => {
  const labels: DemoLabels = {
    offers: { 'a/1': 'p1', 'b/1': 'p1', 'c/1': 'p1', 'a/2': 'p2', 'b/2': 'p3' },
    nearDuplicates: [{ products: ['p2', 'p3'], differs: 'size' }],
  };

  it('scores only the pairs the rule added, against the true pairs the run without it missed', () => {
    const without = new Map([
      ['a/1', 1],
      ['b/1', 1],
      ['c/1', 2],
      ['a/2', 3],
      ['b/2', 4],
    ]);
    const run = new Map([
      ['a/1', 1],
      ['b/1', 1],
      ['c/1', 1],
      ['a/2', 3],
      ['b/2', 3],
    ]);
    expect(matchQuality({ labels, run, without })).toEqual({
      pairs: 3,
      correctPairs: 2,
      precision: 2 / 3,
      recall: 1,
      offersJoined: 5,
      nearDuplicatesJoined: [{ products: ['p2', 'p3'], differs: 'size' }],
    });
  });

  it('counts the true pairs that stay apart against recall', () => {
    const without = new Map([
      ['a/1', 1],
      ['b/1', 2],
      ['c/1', 3],
      ['a/2', 4],
      ['b/2', 5],
    ]);
    const run = new Map([
      ['a/1', 1],
      ['b/1', 1],
      ['c/1', 3],
      ['a/2', 4],
      ['b/2', 5],
    ]);
    expect(matchQuality({ labels, run, without })).toMatchObject({
      pairs: 1,
      correctPairs: 1,
      precision: 1,
      recall: 1 / 3,
      nearDuplicatesJoined: [],
    });
  });
});

describe('the title rule on a labelled demo catalogue', () => {
  const dir = mkdtempSync(join(tmpdir(), 'uyut-match-'));
  let quality: ReturnType<typeof matchQuality>;
  let labels: DemoLabels;

  beforeAll(async () => {
    await generateDemoFeeds({ dir, size: { shops: 16, products: 800 } });
    labels = readDemoLabels(dir);
    const without = await importDemoFeeds({ dir, databasePath: join(dir, 'without.sqlite'), titleRule: null });
    const run = await importDemoFeeds({ dir, databasePath: join(dir, 'with.sqlite'), titleRule: TITLE_RULE });
    quality = matchQuality({ labels, run, without });
  }, 120_000);

  it('has deliberate near-duplicates of every kind to keep apart', () => {
    expect(new Set(labels.nearDuplicates.map((n) => n.differs))).toEqual(new Set(['size', 'seats', 'width', 'colour', 'model']));
  });

  it('joins offers with precision of at least 0.98 and keeps every near-duplicate apart', () => {
    expect(quality.pairs).toBeGreaterThan(200);
    expect(quality.precision).toBeGreaterThanOrEqual(0.98);
    expect(quality.nearDuplicatesJoined).toEqual([]);
  });

  it('finds most of the true pairs that identifiers and item groups miss', () => {
    expect(quality.recall).toBeGreaterThan(0.7);
  });
});
