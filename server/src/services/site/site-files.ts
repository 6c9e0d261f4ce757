import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';

/**
 * Resolves a site URL path to the file Gatsby wrote for it: the file itself, or `{path}/index.html`.
 * Returns a path relative to the site folder, or null when the build has no such page.
 */
export function resolveSiteFile(siteDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]!);
  } catch {
    return null;
  }
  const relative = normalize(decoded)
    .replace(/^(\.\.(\/|\\|$))+/, '')
    .replace(/^\/+/, '');
  if (relative.includes('\0')) return null;
  for (const candidate of [relative, join(relative, 'index.html')]) {
    const full = join(siteDir, candidate);
    if (!full.startsWith(siteDir)) return null;
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}
