/**
 * AI search parser: accuracy on the labelled queries (tests/fixtures/ai-search-queries.json) against the demo
 * vocabulary, exact match and per slot, and the time one parse takes (p50, p99 over every query, 20 rounds), beside
 * the time of only splitting the query into words in the same run.
 *
 *   cd server && npx tsx ../tests/bench/ai-search.bench.ts
 */
import { performance } from 'node:perf_hooks';
import { measureAccuracy, readLabelledQueries, SLOTS } from '../../server/src/services/ai-search/accuracy';
import { demoAiVocabulary } from '../../server/src/services/ai-search/demo-vocabulary';
import { parseAiQuery } from '../../server/src/services/ai-search/parser';
import { tokenise } from '../../server/src/services/ai-search/words';

const ROUNDS = 20;

function timings(run: (text: string) => unknown, queries: readonly string[]): { p50: number; p99: number } {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const text of queries) {
      const started = performance.now();
      run(text);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 1000;
  return { p50: at(0.5), p99: at(0.99) };
}

const labelled = readLabelledQueries();
const vocabulary = demoAiVocabulary();
const compileStarted = performance.now();
const accuracy = measureAccuracy({ labelled, vocabulary });
const firstPassMs = performance.now() - compileStarted;
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
console.log(`AI search on ${accuracy.queries} labelled queries: exact match ${percent(accuracy.exact)}`);
for (const slot of SLOTS) console.log(`  ${slot.padEnd(13)} ${percent(accuracy.slots[slot])}`);
const queries = labelled.map((l) => l.query);
const parse = timings((text) => parseAiQuery({ text, vocabulary }), queries);
const words = timings(tokenise, queries);
console.log(`  first pass (vocabulary compiled once): ${firstPassMs.toFixed(1)} ms`);
console.log(`  parse per query: p50 ${parse.p50.toFixed(0)} µs, p99 ${parse.p99.toFixed(0)} µs`);
console.log(`  baseline, words only: p50 ${words.p50.toFixed(1)} µs, p99 ${words.p99.toFixed(1)} µs`);
