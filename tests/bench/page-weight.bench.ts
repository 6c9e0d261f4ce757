/**
 * First-load JavaScript of a built category page (issue budget: ≤ 130 KB gzip), per script, beside the
 * React framework chunk alone (the floor every Gatsby page pays) and a product page, measured on the same build
 * (tests/e2e/script-budget.spec.ts holds both budgets over the tests' build). Reads the static site in `public/` that `npm start` built.
 *
 *   cd server && npx tsx ../tests/bench/page-weight.bench.ts            # the first category page
 *   cd server && PAGE=/products/divani npx tsx ../tests/bench/page-weight.bench.ts
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoadScripts, pageHtmlFile } from '../../scripts/first-load-scripts';
import { firstCategoryPage, PUBLIC } from './built-site';

const BUDGET_KB = 130;

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

const htmlFile = (path: string): string => pageHtmlFile(PUBLIC, path);

function firstProductPage(): string | null {
  const products = join(PUBLIC, 'product');
  if (!existsSync(products)) return null;
  const name = readdirSync(products).sort()[0];
  return name === undefined ? null : `/product/${name}`;
}

function main(): void {
  const page = process.env.PAGE ?? firstCategoryPage();
  if (page === null || !existsSync(htmlFile(page))) {
    console.error(`No built page ${page ?? 'under /products'} in ${PUBLIC}: run \`npm start\` first (it builds the site).`);
    process.exitCode = 1;
    return;
  }
  const scripts = firstLoadScripts({ siteDir: PUBLIC, path: page });
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const framework = scripts.find((script) => /\/framework-[^/]+\.js$/.test(script.src));
  console.log(`\nFirst-load JavaScript of ${page} (gzip -9 of its <script src> and its page component's chunks)`);
  for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(script.gzip)} KB  ${script.src}`);
  console.log(`  ${kb(total)} KB  total (budget ${BUDGET_KB} KB: ${total / 1024 <= BUDGET_KB ? 'within' : 'OVER'})`);
  if (framework) console.log(`  ${kb(framework.gzip)} KB  of it the React framework chunk alone (the floor of any page)`);
  const product = firstProductPage();
  if (product !== null && existsSync(htmlFile(product))) {
    const productTotal = firstLoadScripts({ siteDir: PUBLIC, path: product }).reduce((sum, script) => sum + script.gzip, 0);
    console.log(`  ${kb(productTotal)} KB  a product page (${product}), same build`);
  }
}

main();
