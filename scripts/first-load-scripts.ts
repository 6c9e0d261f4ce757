import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoadScript {
  src: string;
  gzip: number;
}

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

/** The static HTML file of a site path (pages are built without a trailing slash, as `{path}/index.html`). */
export const pageHtmlFile = (siteDir: string, path: string): string => join(siteDir, path, 'index.html');

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
  const pageDataFile = join(siteDir, 'page-data', path === '/' ? 'index' : path, 'page-data.json');
  const pageData = JSON.parse(readFileSync(pageDataFile, 'utf8')) as { componentChunkName: string };
  const stats = JSON.parse(readFileSync(join(siteDir, 'webpack.stats.json'), 'utf8')) as WebpackStats;
  const group = stats.namedChunkGroups[pageData.componentChunkName];
  if (!group) throw new Error(`The build's webpack stats have no chunk group ${pageData.componentChunkName}`);
  return [...new Set([...inHtml, ...group.assets.map((asset) => asset.name)])]
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ src: `/${name}`, gzip: gzipSync(readFileSync(join(siteDir, name)), { level: 9 }).length }));
}

/** Total gzip size of a page's first-load scripts, in KB (1,024 bytes). */
export const firstLoadKb = (scripts: readonly FirstLoadScript[]): number => scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;
