/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..');

/**
 * Lints each fixture text as if it were the named repository file, with the repository's own ESLint config, in one
 * child process (ESLint loads its ES-module config there, out of Jest's module system); answers the boundary messages.
 */
function boundaryMessages(fixtures: Array<{ file: string; code: string }>): string[][] {
  const program = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const fixtures = JSON.parse(process.argv[1]);
    const results = [];
    for (const { file, code } of fixtures) {
      const [result] = await eslint.lintText(code, { filePath: file });
      results.push(result.messages.filter((m) => m.ruleId === 'uyut/import-boundaries').map((m) => m.message));
    }
    process.stdout.write(JSON.stringify(results));
  `;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', program, JSON.stringify(fixtures)], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as string[][];
}

describe('import boundaries (eslint.config.mjs, scripts/import-boundaries.mjs)', () => {
  it('stop the site importing the server, the server importing the site, and anyone reaching packages/ by path', () => {
    const cases: Array<{ file: string; code: string; expected: RegExp | null }> = [
      {
        file: 'src/lib/fixture.ts',
        code: "export { loadConfig } from '../../server/src/config/env';",
        expected: /site never imports server code/,
      },
      { file: 'src/lib/fixture.ts', code: "export { startServer } from '@uyut/server';", expected: /site never imports server code/ },
      { file: 'server/src/lib/fixture.ts', code: "export { bg } from '../../../src/i18n';", expected: /server never imports the site/ },
      {
        file: 'server/src/lib/fixture.ts',
        code: "export { formatMoney } from '../../../packages/core/src/money';",
        expected: /by their package name/,
      },
      {
        file: 'plugins/gatsby-source-uyut/fixture.ts',
        code: "export { loadConfig } from '../../server/src/config/env';",
        expected: /plugin never imports server/,
      },
      { file: 'packages/core/src/fixture.ts', code: "export { bg } from '../../../src/i18n';", expected: /imports nothing from the site/ },
      {
        file: 'packages/core/src/fixture.ts',
        code: "export { loadConfig } from '../../../server/src/config/env';",
        expected: /nothing from the server/,
      },
      { file: 'packages/core/src/fixture.ts', code: "export { Value } from '@sinclair/typebox/value';", expected: /dependency-free/ },
      { file: 'packages/core/src/fixture.ts', code: "export { join } from 'node:path';", expected: /dependency-free/ },
      {
        file: 'plugins/gatsby-source-uyut/fixture.ts',
        code: "export { formatMoney } from '@uyut/core';",
        expected: /imports the shared rules by path/,
      },
      { file: 'plugins/gatsby-source-uyut/fixture.ts', code: "export { formatMoney } from '../../packages/core/src';", expected: null },
      { file: 'src/lib/fixture.ts', code: "export { formatMoney } from '@uyut/core';", expected: null },
      { file: 'server/src/lib/fixture.ts', code: "export { formatMoney } from '@uyut/core';", expected: null },
      { file: 'packages/core/src/fixture.ts', code: "export { formatMoney } from './money';", expected: null },
    ];
    const results = boundaryMessages(cases.map(({ file, code }) => ({ file, code: `${code}\n` })));
    cases.forEach(({ file, code, expected }, i) => {
      const messages = results[i] ?? [];
      if (expected === null) expect([file, code, messages]).toEqual([file, code, []]);
      else expect([file, code, messages.some((m) => expected.test(m))]).toEqual([file, code, true]);
    });
  }, 180_000);
});
