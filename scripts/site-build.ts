import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { BUILD_STAMP } from '../server/src/services/site/served-files';

/** What makes the served site: Gatsby's inputs, and the steps that finish a build (sitemap, script hashes, preload links, compression, check). */
const SOURCE_ENTRIES = [
  'src',
  'content',
  'packages',
  'plugins',
  'static',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package-lock.json',
  'scripts/sitemap.ts',
  'scripts/script-manifest.ts',
  'scripts/page-preloads.ts',
  'scripts/first-load-scripts.ts',
  'scripts/precompress.ts',
  'scripts/site-check.ts',
];

export interface BuildStamp {
  sourceHash: string;
  catalogueVersion: string;
  publicUrl: string;
  /** PRIMARY_CURRENCY the pages were built with: they must lead with the currency the API counts prices in. */
  primaryCurrency: string;
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

const stampFile = (siteDir: string) => join(siteDir, BUILD_STAMP);

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

/** The site needs a build when it has none, or its sources, catalogue, public URL or primary currency changed since the last one. */
export function buildReason(options: { current: BuildStamp; previous: BuildStamp | null }): string | null {
  const { current, previous } = options;
  if (!previous) return 'no site has been built yet';
  if (previous.sourceHash !== current.sourceHash) return 'the site sources changed';
  if (previous.catalogueVersion !== current.catalogueVersion) return 'the catalogue changed';
  if (previous.publicUrl !== current.publicUrl) return 'PUBLIC_URL changed';
  if (previous.primaryCurrency !== current.primaryCurrency) return 'PRIMARY_CURRENCY changed';
  return null;
}

/**
 * Gatsby always builds into `public/` and `.cache/` of the folder it runs in. Each data folder gets a build folder of
 * its own holding a copy of the site's sources (tests excluded) and a link to the project's node_modules, so a build
 * for the e2e data folder never writes into the site that `npm start` serves, and two builds never share a cache.
 * Returns the folder Gatsby writes its output to.
 */
export function prepareBuildFolder(options: { root: string; buildDir: string }): string {
  const { root, buildDir } = options;
  mkdirSync(buildDir, { recursive: true });
  /* Each finished build is moved out; Gatsby would distrust (and, with a warning, delete) a cache without its output. */
  if (!existsSync(join(buildDir, 'public'))) rmSync(join(buildDir, '.cache'), { recursive: true, force: true });
  const modules = join(buildDir, 'node_modules');
  if (!existsSync(modules)) symlinkSync(join(root, 'node_modules'), modules, 'dir');
  for (const entry of [...SOURCE_ENTRIES, 'package.json']) {
    rmSync(join(buildDir, entry), { recursive: true, force: true });
    if (existsSync(join(root, entry)))
      cpSync(join(root, entry), join(buildDir, entry), { recursive: true, filter: (file) => !/\.test\.tsx?$/.test(file) });
  }
  return join(buildDir, 'public');
}

/**
 * Puts a finished build in the place of the served site: the stamp is written last into the built folder, which then
 * replaces the site folder by rename. An interrupted build never reaches the site folder, so a site folder with a
 * stamp is always a whole build.
 */
export function installBuild(options: { builtDir: string; siteDir: string; stamp: BuildStamp }): void {
  const { builtDir, siteDir, stamp } = options;
  writeStamp(builtDir, stamp);
  const next = `${siteDir}.next`;
  const previous = `${siteDir}.previous`;
  for (const leftover of [next, previous]) rmSync(leftover, { recursive: true, force: true });
  mkdirSync(dirname(siteDir), { recursive: true });
  moveFolder(builtDir, next);
  if (existsSync(siteDir)) renameSync(siteDir, previous);
  renameSync(next, siteDir);
  rmSync(previous, { recursive: true, force: true });
}

/** A rename, or a copy when the build folder is on another file system than the site folder. */
function moveFolder(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

/**
 * The server's log level while the site builds: at `info` every one of the build's thousand API requests would print
 * two lines between Gatsby's progress, so successful requests go unlogged until the build is done; errors and warnings
 * still show, and a level chosen for debugging stays.
 */
export function quietLogLevel(level: string): string {
  return level === 'info' ? 'warn' : level;
}
