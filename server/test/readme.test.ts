import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from '../src/config/env';

const readme = readFileSync(join(REPOSITORY_ROOT, 'README.md'), 'utf8');
const tree = /## What's inside\n+```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
const folders = (path: string) =>
  readdirSync(join(REPOSITORY_ROOT, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
/** The tree's lines under a top-level entry, up to the next one. */
const block = (entry: string) => (new RegExp(`^${entry}\\s[\\s\\S]*?(?=^\\S)`, 'm').exec(tree)?.[0] ?? '').split('\n').slice(1).join('\n');

describe('the README (issue 22 point 18)', () => {
  it('links nothing outside the repository', () => {
    expect(readme).not.toMatch(/\.\.\//);
  });

  it('names only what exists at the top of its tree, and every top-level folder', () => {
    const topLevel = tree
      .split('\n')
      .filter((line) => /^\S/.test(line))
      .map((line) => line.split(/\s+/)[0] as string);
    expect(topLevel.length).toBeGreaterThan(5);
    for (const entry of topLevel) expect([entry, existsSync(join(REPOSITORY_ROOT, entry))]).toEqual([entry, true]);
    for (const folder of ['src', 'plugins', 'server', 'scripts', 'tests', '.ci'])
      expect(topLevel.some((entry) => entry.split('/')[0] === folder)).toBe(true);
  });

  it('lists every folder of src/, every feature and every folder of server/ and server/src/', () => {
    const src = block('src/');
    for (const folder of folders('src')) expect([folder, src.includes(`${folder}/`)]).toEqual([folder, true]);
    const features = /features\/<name>\/[\s\S]*?\(([^)]*)\)/.exec(src)?.[1]?.split(/,\s*/) ?? [];
    expect(features.sort()).toEqual(folders('src/features').sort());
    const server = block('server/');
    for (const folder of folders('server/src')) expect([folder, server.includes(`src/${folder}/`)]).toEqual([folder, true]);
    for (const folder of folders('server').filter((name) => name !== 'node_modules'))
      expect([folder, server.includes(`${folder}`)]).toEqual([folder, true]);
  });
});
