import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eSiteDir } from '../../playwright.config';
import { firstLoadKb, firstLoadScripts } from '../../scripts/first-load-scripts';

/**
 * First-load JavaScript budgets, gzip (issue 23 §5): what a page needs later loads on demand, or this fails. The
 * product page's goal is 100 KB; until gatsby-plugin-image (about 5 KB of its component chunk) loads on demand it is
 * held at today's 104 KB, so that it can only go down.
 */
const BUDGETS_KB = { category: 130, product: 104 };

const firstProductPage = (): string => `/product/${readdirSync(join(e2eSiteDir, 'product')).sort()[0]}`;

test.describe('first-load JavaScript of the built site stays within its budget (issue 23 §5)', () => {
  const pages = [
    { kind: 'category', path: () => '/products/divani', budget: BUDGETS_KB.category },
    { kind: 'product', path: firstProductPage, budget: BUDGETS_KB.product },
  ];
  for (const { kind, path, budget } of pages) {
    test(`a ${kind} page loads at most ${budget} KB of gzipped script first`, () => {
      const scripts = firstLoadScripts({ siteDir: e2eSiteDir, path: path() });
      expect(scripts.some((script) => /\/framework-[^/]+\.js$/.test(script.src))).toBe(true);
      expect(scripts.some((script) => /\/component---src-templates-/.test(script.src))).toBe(true);
      const sizes = scripts.map((script) => `${script.src} ${(script.gzip / 1024).toFixed(1)} KB`).join('\n');
      expect(firstLoadKb(scripts), sizes).toBeLessThanOrEqual(budget);
    });
  }
});
