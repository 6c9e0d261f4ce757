import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isPublicSiteFile } from '../server/src/services/site/served-files';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Below this, a compressed file saves less than its own headers cost; the per-request threshold is the same. */
export const MIN_PRECOMPRESS_BYTES = 1024;
const COMPRESSIBLE = /\.(html|js|css|json|svg|txt|xml|webmanifest)$/;
/** Few, large, immutable: the densest brotli pays for itself. */
const BUNDLE = /\.(js|css)$/;
/** Pages are many (tens of thousands on the default catalogue): quality 5 keeps the build step to seconds per thousand. */
const PAGE_BROTLI_QUALITY = 5;
const PARALLEL = 4;

function siteFiles(siteDir: string, dir = siteDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? siteFiles(siteDir, full) : [relative(siteDir, full)];
  });
}

const isFresh = (variant: string, sourceMtime: number) => existsSync(variant) && statSync(variant).mtimeMs >= sourceMtime;

async function precompressFile(path: string): Promise<number> {
  const mtime = statSync(path).mtimeMs;
  if (isFresh(`${path}.br`, mtime) && isFresh(`${path}.gz`, mtime)) return 0;
  const text = await readFile(path);
  const quality = BUNDLE.test(path) ? constants.BROTLI_MAX_QUALITY : PAGE_BROTLI_QUALITY;
  const [br, gzipped] = await Promise.all([
    brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } }),
    gz(text, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
  return 1;
}

/**
 * Writes `.br` and `.gz` next to every served text file of the built site from 1 KB up, so the server sends them as
 * they are instead of compressing each answer. Files whose variants are newer than they are (a rebuild kept them) are
 * skipped. Returns how many files were compressed.
 */
export async function precompressSite(siteDir: string): Promise<number> {
  const queue = siteFiles(siteDir)
    .filter((file) => COMPRESSIBLE.test(file) && isPublicSiteFile(file))
    .map((file) => join(siteDir, file))
    .filter((path) => statSync(path).size >= MIN_PRECOMPRESS_BYTES);
  let compressed = 0;
  const worker = async () => {
    for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
      const written = await precompressFile(path);
      compressed += written;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return compressed;
}
