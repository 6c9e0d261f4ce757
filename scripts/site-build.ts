import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Everything that changes what `gatsby build` produces, apart from the catalogue itself. */
const SOURCE_ENTRIES = ['src', 'plugins', 'static', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package-lock.json'];

export interface BuildStamp {
  sourceHash: string;
  catalogueVersion: string;
  publicUrl: string;
}

function listFiles(root: string, entry: string): string[] {
  const full = join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => listFiles(root, join(entry, name)))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

/** A digest of the site's sources: file names and contents, test files excluded. */
export function hashSiteSources(root: string): string {
  const hash = createHash('sha256');
  for (const file of SOURCE_ENTRIES.flatMap((entry) => listFiles(root, entry))) {
    hash.update(relative(root, join(root, file)));
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex');
}

const stampFile = (siteDir: string) => join(siteDir, '.uyut-build.json');

export function readStamp(siteDir: string): BuildStamp | null {
  try {
    return JSON.parse(readFileSync(stampFile(siteDir), 'utf8')) as BuildStamp;
  } catch {
    return null;
  }
}

export function writeStamp(siteDir: string, stamp: BuildStamp): void {
  writeFileSync(stampFile(siteDir), `${JSON.stringify(stamp, null, 2)}\n`);
}

/** The site needs a build when it has none, or its sources, catalogue or public URL changed since the last one. */
export function buildReason(options: { current: BuildStamp; previous: BuildStamp | null }): string | null {
  const { current, previous } = options;
  if (!previous) return 'no site has been built yet';
  if (previous.sourceHash !== current.sourceHash) return 'the site sources changed';
  if (previous.catalogueVersion !== current.catalogueVersion) return 'the catalogue changed';
  if (previous.publicUrl !== current.publicUrl) return 'PUBLIC_URL changed';
  return null;
}
