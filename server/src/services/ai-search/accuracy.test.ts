import { measureAccuracy, readLabelledQueries, SLOTS } from './accuracy';
import { demoAiVocabulary } from './demo-vocabulary';

describe('AI search parser on the labelled queries (tests/fixtures/ai-search-queries.json)', () => {
  const labelled = readLabelledQueries();
  const accuracy = measureAccuracy({ labelled, vocabulary: demoAiVocabulary() });

  it('has at least 150 labelled queries', () => {
    expect(labelled.length).toBeGreaterThanOrEqual(150);
  });

  it('reads most of them exactly and nearly every slot right', () => {
    const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
    console.warn(
      [
        `AI search accuracy on ${accuracy.queries} labelled queries: exact match ${percent(accuracy.exact)}`,
        ...SLOTS.map((slot) => `  ${slot.padEnd(13)} ${percent(accuracy.slots[slot])}`),
        ...accuracy.misses.map((m) => `  miss: ${m.query} → ${JSON.stringify(m.actual)}`),
      ].join('\n'),
    );
    expect(accuracy.exact).toBeGreaterThanOrEqual(EXACT_FLOOR);
    for (const slot of SLOTS) expect(accuracy.slots[slot]).toBeGreaterThanOrEqual(SLOT_FLOOR);
  });
});

/** The measured figures less a margin (see the report): a change that loses queries fails here. */
const EXACT_FLOOR = 0.95;
const SLOT_FLOOR = 0.97;
