import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineScripts, SCRIPT_MANIFEST, type ScriptManifest, scriptHash } from '../server/src/services/site/csp';

/** The scripts Gatsby stitches into every page from its scripts slice: chunk mapping and compilation hash. */
function sliceScripts(siteDir: string): string[] {
  const slices = join(siteDir, '_gatsby', 'slices');
  if (!existsSync(slices)) return [];
  return readdirSync(slices)
    .filter((name) => name.endsWith('.html'))
    .flatMap((name) => inlineScripts(readFileSync(join(slices, name), 'utf8')));
}

/** The origin of an absolute API URL the site calls instead of its own (a relative or empty one is the same origin). */
function apiOrigins(apiUrl: string | undefined): string[] {
  if (!apiUrl || !/^https?:\/\//i.test(apiUrl)) return [];
  return [new URL(apiUrl).origin];
}

/**
 * Writes the hashes of the inline scripts the build itself emits, taken from their source (Gatsby's scripts slices),
 * never from the pages, whose text comes partly from shop feeds; and the API origin the pages call. The server adds
 * each page's own page-path script and sends the result as the page's Content-Security-Policy.
 */
export function writeScriptManifest(options: { siteDir: string; apiUrl: string | undefined }): ScriptManifest {
  const manifest: ScriptManifest = {
    scriptHashes: [...new Set(sliceScripts(options.siteDir).map(scriptHash))].sort(),
    connectSources: apiOrigins(options.apiUrl),
  };
  writeFileSync(join(options.siteDir, SCRIPT_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
