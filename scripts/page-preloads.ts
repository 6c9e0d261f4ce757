import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { componentScripts, type PageData, pageDataUrl, pageHtmlFile, readWebpackStats, type WebpackStats } from './first-load-scripts';

const APP_DATA_URL = '/page-data/app-data.json';
const staticQueryUrl = (hash: string): string => `/page-data/sq/d/${hash}.json`;

/**
 * What a page's start-up fetches once Gatsby's app script runs: the app's and the page's data, the static queries the
 * page reads and its component's scripts. Gatsby 5 names none of them in the HTML, so without these links each waits
 * for the one before it (app script, then data, then component); with them the browser fetches all beside the app
 * script. Data is fetched the way Gatsby's loader asks for it (a same-origin request in CORS mode), so the preload is
 * the response the loader gets.
 */
export function pagePreloadLinks(options: { pageData: PageData; stats: WebpackStats }): string {
  const { pageData, stats } = options;
  const data = [APP_DATA_URL, pageDataUrl(pageData.path), ...pageData.staticQueryHashes.map(staticQueryUrl)];
  const scripts = componentScripts(stats, pageData.componentChunkName).map((name) => `/${name}`);
  return [
    ...data.map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}"/>`),
    ...scripts.map((href) => `<link rel="preload" as="script" href="${href}"/>`),
  ].join('');
}

/**
 * The page with its preload links at the end of its body, after the app's own script tags, so the browser asks for the
 * app script first; a page that has them already is returned as it is.
 */
export function withPreloadLinks(html: string, links: string): string {
  if (links === '' || html.includes(links)) return html;
  const end = html.lastIndexOf('</body>');
  if (end < 0) throw new Error('A built page without </body>');
  return `${html.slice(0, end)}${links}${html.slice(end)}`;
}

/** Adds its preload links to every page of a built site (each page-data file names a page); returns how many pages it changed. */
export function addPagePreloads(siteDir: string): number {
  const stats = readWebpackStats(siteDir);
  const pageDataFiles = readdirSync(join(siteDir, 'page-data'), { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('page-data.json'),
  );
  let changed = 0;
  for (const file of pageDataFiles) {
    const pageData = JSON.parse(readFileSync(join(siteDir, 'page-data', file), 'utf8')) as PageData;
    const htmlFile = pageHtmlFile(siteDir, pageData.path);
    const html = readFileSync(htmlFile, 'utf8');
    const preloaded = withPreloadLinks(html, pagePreloadLinks({ pageData, stats }));
    if (preloaded === html) continue;
    writeFileSync(htmlFile, preloaded);
    changed += 1;
  }
  return changed;
}
