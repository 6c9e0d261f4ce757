import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy, pageScriptHashes, SCRIPT_MANIFEST, type ScriptManifest } from './csp';

interface Cached<T> {
  version: string;
  value: T;
}

const versionOf = (path: string): string | null => {
  try {
    const stat = statSync(path);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return null;
  }
};

/**
 * The Content-Security-Policy of each HTML file of the site, computed on its first request and kept until the file
 * or the build's script manifest changes (a rebuild runs while the server is already answering).
 */
export function pagePolicies(siteDir: string): (file: string) => string {
  let manifest: Cached<readonly string[]> | undefined;
  const pages = new Map<string, Cached<string>>();

  function trustedHashes(): readonly string[] {
    const path = join(siteDir, SCRIPT_MANIFEST);
    const version = versionOf(path) ?? 'none';
    if (manifest?.version !== version) {
      const hashes = version === 'none' ? [] : (JSON.parse(readFileSync(path, 'utf8')) as ScriptManifest).scriptHashes;
      manifest = { version, value: hashes };
      pages.clear();
    }
    return manifest.value;
  }

  return (file) => {
    const trusted = trustedHashes();
    const path = join(siteDir, file);
    const version = versionOf(path) ?? 'none';
    const cached = pages.get(file);
    if (cached?.version === version) return cached.value;
    const html = version === 'none' ? '' : readFileSync(path, 'utf8');
    const policy = contentSecurityPolicy(pageScriptHashes({ html, trusted }));
    pages.set(file, { version, value: policy });
    return policy;
  };
}
