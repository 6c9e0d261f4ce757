import { readdirSync } from 'node:fs';
import { ACCOUNT_PAGES } from '@uyut/core';
import { DIRECTORY_PATHS } from '../../../plugins/gatsby-source-uyut/catalogue-directory';
import { INFO_PAGES_DIR, readInfoPages } from '../../../plugins/gatsby-source-uyut/info-pages';
import { bg } from '../../i18n';

/** Every page path the build creates that a footer link may lead to: info pages, directories, account and file pages. */
const builtPaths = new Set<string>([
  ...readInfoPages(INFO_PAGES_DIR).map((page) => page.path),
  ...Object.values(DIRECTORY_PATHS),
  ...ACCOUNT_PAGES,
  ...readdirSync('src/pages')
    .filter((name) => name.endsWith('.tsx') && name !== '404.tsx')
    .map((name) => `/${name.replace(/\.tsx$/, '')}`),
]);

const links = [bg.footer.about.links, bg.footer.shops.links, bg.footer.help.links, bg.footer.legal.links].flat();

describe('footer links', () => {
  test('every link the footer shows leads to a page the site builds', () => {
    expect(links.filter((link) => !builtPaths.has(link.to))).toEqual([]);
  });

  test('every info and legal page and both directories have a footer link', () => {
    const linked = new Set<string>(links.map((link) => link.to));
    const pages = [...readInfoPages(INFO_PAGES_DIR).map((page) => page.path), ...Object.values(DIRECTORY_PATHS)];
    expect(pages.filter((path) => !linked.has(path))).toEqual([]);
  });
});
