import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy, ownScriptHashes, SCRIPT_MANIFEST, type ScriptManifest } from './csp';

interface Cached<T> {
  version: string;
  value: T;
}

/** Without the manifest (a site built by `gatsby build` alone; npm start always writes it) a page runs only its path script. */
const NO_MANIFEST: ScriptManifest = { scriptHashes: [], connectSources: [] };

const versionOf = (path: string): string | null => {
  try {
    const stat = statSync(path);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return null;
  }
};

/**
 * The Content-Security-Policy of each HTML file of the site. A page's own script hashes are read on its first
 * request and kept (a few dozen bytes a page) until the file or the build's script manifest changes: a rebuild runs
 * while the server is already answering.
 */
export function pagePolicies(siteDir: string): (file: string) => string {
  let manifest: Cached<ScriptManifest> | undefined;
  const pages = new Map<string, Cached<readonly string[]>>();

  function buildManifest(): ScriptManifest {
    const path = join(siteDir, SCRIPT_MANIFEST);
    const version = versionOf(path) ?? 'none';
    if (manifest?.version !== version) {
      const value =
        version === 'none' ? NO_MANIFEST : { ...NO_MANIFEST, ...(JSON.parse(readFileSync(path, 'utf8')) as Partial<ScriptManifest>) };
      manifest = { version, value };
    }
    return manifest.value;
  }

  function pageHashes(file: string): readonly string[] {
    const path = join(siteDir, file);
    const version = versionOf(path) ?? 'none';
    const cached = pages.get(file);
    if (cached?.version === version) return cached.value;
    const own = version === 'none' ? [] : ownScriptHashes(readFileSync(path, 'utf8'));
    pages.set(file, { version, value: own });
    return own;
  }

  return (file) => {
    const { scriptHashes, connectSources } = buildManifest();
    return contentSecurityPolicy({ scriptHashes: [...new Set([...scriptHashes, ...pageHashes(file)])], connectSources });
  };
}
