import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from '../src/config/env';

/* The root's semver, resolved as the root resolves it (the workspace's tests run in server/). */
const { satisfies, validRange } = createRequire(join(REPOSITORY_ROOT, 'package.json'))('semver') as typeof import('semver');

/** Node.js releases to try a range on: every minor of the majors that matter (engines ranges name minors, not patches). */
const NODE_VERSIONS = Array.from({ length: 13 }, (_, major) => Array.from({ length: 30 }, (_, minor) => `${major + 18}.${minor}.0`)).flat();

interface Manifest {
  name?: string;
  version?: string;
  engines?: { node?: unknown };
}

const manifest = (dir: string): Manifest | null => {
  const file = join(dir, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
};

/** Every installed package's Node.js range (nested node_modules too), as `name@version` → range. */
function installedNodeRanges(modules: string, into = new Map<string, string>()): Map<string, string> {
  if (!existsSync(modules)) return into;
  for (const entry of readdirSync(modules, { withFileTypes: true })) {
    if (!entry.isDirectory() && !entry.isSymbolicLink()) continue;
    if (entry.name.startsWith('.')) continue;
    const dir = join(modules, entry.name);
    if (entry.name.startsWith('@')) {
      installedNodeRanges(dir, into);
      continue;
    }
    const pkg = manifest(dir);
    if (pkg === null) continue;
    const range = pkg.engines?.node;
    if (typeof range === 'string' && validRange(range) !== null) into.set(`${pkg.name}@${pkg.version}`, range);
    if (!entry.isSymbolicLink()) installedNodeRanges(join(dir, 'node_modules'), into);
  }
  return into;
}

describe('the Node.js version (issue 22 point 18)', () => {
  const root = manifest(REPOSITORY_ROOT);
  const engines = String(root?.engines?.node);

  it('the engines field admits only versions every installed dependency supports', () => {
    const ranges = installedNodeRanges(
      join(REPOSITORY_ROOT, 'node_modules'),
      installedNodeRanges(join(REPOSITORY_ROOT, 'server', 'node_modules')),
    );
    expect(ranges.size).toBeGreaterThan(100);
    const admitted = NODE_VERSIONS.filter((version) => satisfies(version, engines));
    expect(admitted.length).toBeGreaterThan(0);
    const narrower = [...ranges]
      .filter(([, range]) => admitted.some((version) => !satisfies(version, range)))
      .map(([name, range]) => `${name} needs ${range}`);
    expect(narrower).toEqual([]);
  });

  it('the README says the same', () => {
    const readme = readFileSync(join(REPOSITORY_ROOT, 'README.md'), 'utf8');
    expect(readme).toContain(`Requirements: Node.js 22.13 or newer (\`${engines}\``);
  });
});
