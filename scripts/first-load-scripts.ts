import { closeSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoadScript {
  src: string;
  gzip: number;
}

export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

/** What a page's page-data file tells its start-up: the component to load and the static queries it reads. */
export interface PageData {
  componentChunkName: string;
  path: string;
  staticQueryHashes: string[];
}

/** The static HTML file of a site path: `{path}/index.html` (pages are built without a trailing slash), or the path itself when it names one (`/404.html`). */
export const pageHtmlFile = (siteDir: string, path: string): string =>
  path.endsWith('.html') ? join(siteDir, path) : join(siteDir, path, 'index.html');

/** The URL of a page's page-data, as Gatsby's loader asks for it (the home page's is `index`). */
export const pageDataUrl = (path: string): string => `/page-data/${path === '/' ? 'index' : path.replace(/^\/+|\/+$/g, '')}/page-data.json`;

export const readPageData = (siteDir: string, path: string): PageData =>
  JSON.parse(readFileSync(join(siteDir, pageDataUrl(path)), 'utf8')) as PageData;

export const readWebpackStats = (siteDir: string): WebpackStats =>
  JSON.parse(readFileSync(join(siteDir, 'webpack.stats.json'), 'utf8')) as WebpackStats;

/** The scripts of a page component's chunk group (its own chunk and the shared ones it needs), which the runtime loads before the page renders. */
export function componentScripts(stats: WebpackStats, componentChunkName: string): string[] {
  const group = stats.namedChunkGroups[componentChunkName];
  if (!group) throw new Error(`The build's webpack stats have no chunk group ${componentChunkName}`);
  return group.assets.map((asset) => asset.name).filter((name) => name.endsWith('.js'));
}

/**
 * The scripts a built page loads on its first visit, with their gzip -9 sizes: the `<script src>` of its HTML
 * (webpack runtime, React framework, app) and the chunks of its page component, which the runtime loads before the
 * page renders (the component named by the page's page-data, its chunk group listed in the build's webpack stats).
 * Chunks loaded later, on demand (`import()` from a component), are not part of it.
 */
export function firstLoadScripts(options: { siteDir: string; path: string }): FirstLoadScript[] {
  const { siteDir, path } = options;
  const html = readFileSync(pageHtmlFile(siteDir, path), 'utf8');
  const inHtml = [...html.matchAll(/<script[^>]*\ssrc="\/([^"?]+)"/g)].map((match) => match[1] as string);
  const { componentChunkName } = readPageData(siteDir, path);
  return [...new Set([...inHtml, ...componentScripts(readWebpackStats(siteDir), componentChunkName)])]
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ src: `/${name}`, gzip: gzipSync(readFileSync(join(siteDir, name)), { level: 9 }).length }));
}

/** Total gzip size of a page's first-load scripts, in KB (1,024 bytes). */
export const firstLoadKb = (scripts: readonly FirstLoadScript[]): number => scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;

/** Where a page-data file names its component and path: its first bytes (Gatsby writes those two keys first). */
const PAGE_DATA_HEAD = 2048;

/**
 * Every page type of a built site (its page component's chunk name) with the first of its pages in path order, read
 * from the page-data files; a page type added to the site appears here without being named anywhere.
 */
export function pageTypes(siteDir: string): Map<string, string> {
  const found = new Map<string, string>();
  const files = readdirSync(join(siteDir, 'page-data'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('page-data.json'))
    .sort();
  for (const file of files) {
    const head = Buffer.alloc(PAGE_DATA_HEAD);
    const fd = openSync(join(siteDir, 'page-data', file), 'r');
    const length = readSync(fd, head, 0, PAGE_DATA_HEAD, 0);
    closeSync(fd);
    const text = head.toString('utf8', 0, length);
    const component = /"componentChunkName":"([^"]+)"/.exec(text)?.[1];
    const path = /"path":"([^"]+)"/.exec(text)?.[1];
    if (component === undefined || path === undefined) throw new Error(`${file} names no component or path in its first bytes`);
    const known = found.get(component);
    if (known === undefined || path < known) found.set(component, path);
  }
  return found;
}
