/**
 * Product matching by title on the default-size labelled demo (~15k offers, 60 shops), all in one run on the
 * same feeds: the current feeds imported without a title rule (EAN, MPN and item group only), then with each
 * rule, each into its own SQLite file. Scored on the pairs of offers each rule joined that the run without
 * it kept apart (server/src/demo/match-quality.ts):
 *  - our rule: the normalised title key, manufacturers equal or exactly one unknown (catalogue/title-key.ts);
 *  - the same key requiring both manufacturers known and equal;
 *  - the naive baseline: exact lower-cased title equality, same identifier checks as our rule.
 *
 *   cd server && npx tsx ../tests/bench/matching.bench.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { TITLE_RULE, type TitleCandidate, type TitleRule } from '../../server/src/catalogue/title-key';
import { generateDemoFeeds } from '../../server/src/demo/generator';
import { importDemoFeeds, matchQuality, readDemoLabels } from '../../server/src/demo/match-quality';

const bothKnown = (product: TitleCandidate, offer: TitleCandidate) =>
  product.manufacturerId !== null && offer.manufacturerId !== null && TITLE_RULE.mayJoin(product, offer);

const RULES: { label: string; rule: TitleRule }[] = [
  { label: 'our rule (title key)', rule: TITLE_RULE },
  { label: 'title key, both manufacturers known', rule: { key: TITLE_RULE.key, mayJoin: bothKnown } },
  {
    label: 'naive: lower-cased title equality',
    rule: { key: (title) => title.trim().toLocaleLowerCase('bg'), mayJoin: TITLE_RULE.mayJoin },
  },
];

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'uyut-matching-bench-'));
  try {
    const { variants, shops } = await generateDemoFeeds({ dir, size: 'default' });
    const labels = readDemoLabels(dir);
    const products = new Set(Object.values(labels.offers)).size;
    const timed = async (name: string, rule: TitleRule | null) => {
      const started = performance.now();
      const run = await importDemoFeeds({ dir, databasePath: join(dir, `${name}.sqlite`), titleRule: rule });
      return { run, seconds: (performance.now() - started) / 1000, products: new Set(run.values()).size };
    };
    const without = await timed('without', null);
    console.log(
      `\nMatching ${variants} offers of ${products} true products from ${shops} shops; ${labels.nearDuplicates.length} deliberate near-duplicate pairs`,
    );
    console.log(`  without a title rule: ${without.products} products, import ${without.seconds.toFixed(1)} s`);
    console.log('  rule                                   precision   recall  pairs  offers joined  near-dups joined  products  import s');
    for (const [i, { label, rule }] of RULES.entries()) {
      const result = await timed(`rule-${i}`, rule);
      const q = matchQuality({ labels, run: result.run, without: without.run });
      console.log(
        `  ${label.padEnd(38)} ${q.precision.toFixed(4).padStart(9)} ${q.recall.toFixed(4).padStart(8)} ${String(q.pairs).padStart(6)} ${String(q.offersJoined).padStart(14)} ${String(q.nearDuplicatesJoined.length).padStart(17)} ${String(result.products).padStart(9)} ${result.seconds.toFixed(1).padStart(9)}`,
      );
    }
    console.log('  (precision goal >= 0.98; recall = share of the true pairs that EAN, MPN and item groups missed)');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
