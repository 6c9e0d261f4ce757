/** @jest-environment node */
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildReason, hashSiteSources, installBuild, prepareBuildFolder, quietLogLevel, readStamp } from './site-build';

const stamp = { sourceHash: 'abc', catalogueVersion: '7', publicUrl: 'http://localhost:8000', primaryCurrency: 'BGN' };

function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'uyut-build-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

describe('site build folder and install (issue 22 point 16)', () => {
  test('the build folder gets the site sources without tests, a link to node_modules, and drops a cache whose output was moved out', () => {
    const root = folderWith({
      'src/a.ts': 'a',
      'src/a.test.ts': 't',
      'gatsby-config.ts': 'c',
      'package.json': '{}',
      'node_modules/x/index.js': 'x',
      'server/src/app.ts': 's',
    });
    const buildDir = join(root, 'var', 'site-build');
    mkdirSync(join(buildDir, '.cache'), { recursive: true });
    mkdirSync(join(buildDir, 'src'), { recursive: true });
    writeFileSync(join(buildDir, 'src', 'deleted.ts'), 'old');
    expect(prepareBuildFolder({ root, buildDir })).toBe(join(buildDir, 'public'));
    expect(readFileSync(join(buildDir, 'src/a.ts'), 'utf8')).toBe('a');
    expect(readFileSync(join(buildDir, 'gatsby-config.ts'), 'utf8')).toBe('c');
    expect(existsSync(join(buildDir, 'src/a.test.ts'))).toBe(false);
    expect(existsSync(join(buildDir, 'src/deleted.ts'))).toBe(false);
    expect(existsSync(join(buildDir, 'server'))).toBe(false);
    expect(existsSync(join(buildDir, '.cache'))).toBe(false);
    expect(lstatSync(join(buildDir, 'node_modules')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(buildDir, 'node_modules/x/index.js'), 'utf8')).toBe('x');
  });

  test('a finished build replaces the site whole, stamped; the build folder keeps no output', () => {
    const siteDir = join(
      folderWith({ 'public/index.html': 'old', 'public/gone/index.html': 'old', 'public/.uyut-build.json': '{}' }),
      'public',
    );
    const builtDir = join(folderWith({ 'public/index.html': 'new' }), 'public');
    installBuild({ builtDir, siteDir, stamp });
    expect(readFileSync(join(siteDir, 'index.html'), 'utf8')).toBe('new');
    expect(existsSync(join(siteDir, 'gone'))).toBe(false);
    expect(readStamp(siteDir)).toEqual(stamp);
    expect(existsSync(builtDir)).toBe(false);
    expect(existsSync(`${siteDir}.previous`) || existsSync(`${siteDir}.next`)).toBe(false);
  });

  test('an unfinished build leaves the site folder as it was: a stamp there always belongs to a whole build', () => {
    const siteDir = join(folderWith({ 'public/index.html': 'old', 'public/.uyut-build.json': JSON.stringify(stamp) }), 'public');
    const buildDir = mkdtempSync(join(tmpdir(), 'uyut-build-'));
    const builtDir = prepareBuildFolder({ root: folderWith({ 'src/a.ts': 'a', 'node_modules/x.js': 'x' }), buildDir });
    mkdirSync(builtDir);
    writeFileSync(join(builtDir, 'index.html'), 'half');
    expect(readFileSync(join(siteDir, 'index.html'), 'utf8')).toBe('old');
    expect(existsSync(join(builtDir, '.uyut-build.json'))).toBe(false);
  });

  test('the site is installed into a site folder that does not exist yet', () => {
    const siteDir = join(mkdtempSync(join(tmpdir(), 'uyut-site-')), 'e2e', 'public');
    installBuild({ builtDir: join(folderWith({ 'public/index.html': 'new' }), 'public'), siteDir, stamp });
    expect(readFileSync(join(siteDir, 'index.html'), 'utf8')).toBe('new');
  });
});

describe('what makes a rebuild', () => {
  test('a change to a step that finishes a build (sitemap, script hashes, compression, check) rebuilds the site, as a change to its sources does', () => {
    const root = folderWith({ 'src/a.ts': 'a', 'scripts/precompress.ts': 'p', 'scripts/start.ts': 's' });
    const before = hashSiteSources(root);
    writeFileSync(join(root, 'scripts/start.ts'), 's2');
    expect(hashSiteSources(root)).toBe(before);
    writeFileSync(join(root, 'scripts/precompress.ts'), 'p2');
    expect(hashSiteSources(root)).not.toBe(before);
  });

  test('the shared rules package is a site source: a change to @uyut/core rebuilds the site', () => {
    const root = folderWith({ 'src/a.ts': 'a', 'packages/core/src/money/money.ts': 'm' });
    const before = hashSiteSources(root);
    writeFileSync(join(root, 'packages/core/src/money/money.ts'), 'm2');
    expect(hashSiteSources(root)).not.toBe(before);
  });

  test('another PRIMARY_CURRENCY rebuilds the site, so its pages lead with the currency the API counts in', () => {
    expect(buildReason({ current: stamp, previous: stamp })).toBeNull();
    expect(buildReason({ current: { ...stamp, primaryCurrency: 'EUR' }, previous: stamp })).toBe('PRIMARY_CURRENCY changed');
  });
});

describe('server log level while the site builds (issue 22 point 17)', () => {
  test('request lines (info) are not logged during the build; warnings, errors and debugging levels stay', () => {
    expect(quietLogLevel('info')).toBe('warn');
    for (const level of ['warn', 'error', 'debug', 'trace', 'silent']) expect(quietLogLevel(level)).toBe(level);
  });
});
