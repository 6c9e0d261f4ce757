import { readdirSync } from 'node:fs';
import { ACCOUNT_PAGES } from '@uyut/core';
import { DIRECTORY_PATHS } from '../../app/catalogue-directory';
import { INFO_PAGES_DIR, readInfoPages } from '../../app/info-pages';
import { bg } from '../../i18n';
import { type FooterLink, shownFooterLinks, UNBUILT_FOOTER_PAGES } from './footer-links';

/** Every page path the build creates that a footer link may lead to: info pages, directories, account and file pages. */
const builtPaths = new Set<string>([
  ...readInfoPages(INFO_PAGES_DIR).map((page) => page.path),
  ...Object.values(DIRECTORY_PATHS),
  ...ACCOUNT_PAGES,
  ...readdirSync('src/pages')
    .filter((name) => name.endsWith('.tsx') && name !== '404.tsx')
    .map((name) => `/${name.replace(/\.tsx$/, '')}`),
]);

const panels: ReadonlyArray<readonly FooterLink[]> = [
  bg.footer.about.links,
  bg.footer.shops.links,
  bg.footer.help.links,
  bg.footer.legal.links,
];
const allLinks = panels.flat();

describe('footer links', () => {
  test('every link the footer shows leads to a page the site builds', () => {
    const dead = panels.flatMap((links) => shownFooterLinks(links)).filter((link) => !builtPaths.has(link.to));
    expect(dead).toEqual([]);
  });

  test('a hidden link is hidden only while its page does not exist: adding the page must bring the link back', () => {
    expect([...UNBUILT_FOOTER_PAGES].filter((path) => builtPaths.has(path))).toEqual([]);
  });

  test('hidden paths are footer links, and the links to pages that exist are all shown', () => {
    const linked = new Set(allLinks.map((link) => link.to));
    expect([...UNBUILT_FOOTER_PAGES].filter((path) => !linked.has(path))).toEqual([]);
    expect(shownFooterLinks(allLinks).map((link) => link.to)).toEqual(allLinks.map((link) => link.to).filter((to) => builtPaths.has(to)));
  });
});
