import { dirname, isAbsolute, relative, resolve } from 'node:path';

/**
 * The import boundaries of the repository, as one ESLint rule that resolves every import to the tree it lands in:
 * the site (src/, gatsby-*) never imports the server; the server never imports the site; the build plugin (which reads the API through
 * the site's client) never imports the server; the shared rules (packages/core) import nothing but themselves, no npm dependency either; and the site and
 * the server reach the shared rules by their package name, @uyut/core, never by a path into packages/.
 */

const ROOT = resolve(import.meta.dirname, '..');

/** The tree a repository path belongs to; null for trees without boundaries (scripts, tests). */
function treeOf(path) {
  if (path === 'src' || path.startsWith('src/') || /^gatsby-[^/]*$/.test(path)) return 'site';
  if (path.startsWith('server/')) return 'server';
  if (path.startsWith('packages/core/')) return 'core';
  if (path.startsWith('plugins/')) return 'plugin';
  return null;
}

const PACKAGE_TREES = { '@uyut/server': 'server', '@uyut/core': 'core-package' };

/** Where an import specifier of `file` (a repository path) leads: a tree, 'core-package', 'npm' or null. */
function targetOf(file, specifier) {
  if (specifier.startsWith('.')) {
    const target = relative(ROOT, resolve(ROOT, dirname(file), specifier));
    return target.startsWith('..') || isAbsolute(target) ? null : treeOf(target);
  }
  if (specifier.startsWith('node:')) return 'npm';
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
  return PACKAGE_TREES[name] ?? 'npm';
}

const MESSAGES = {
  site: {
    server: 'The site never imports server code; it calls the API through src/client.',
    core: 'Import the shared rules by their package name, @uyut/core.',
  },
  server: {
    site: 'The server never imports the site (src/); shared rules live in @uyut/core.',
    core: 'Import the shared rules by their package name, @uyut/core.',
  },
  /*
   * The build plugin alone reaches the shared rules by path: Gatsby compiles a plugin's gatsby-node with Parcel, which
   * bundles the plugin's own sources but leaves packages to Node's require at build time, and Node cannot read the
   * package's TypeScript source; by path the rules are bundled with the plugin.
   */
  plugin: {
    server: 'The build plugin never imports server code; it reads the API over HTTP.',
    'core-package':
      'The build plugin imports the shared rules by path (packages/core/src): Gatsby leaves packages to Node, which cannot read TypeScript.',
  },
  core: {
    site: '@uyut/core imports nothing from the site.',
    server: '@uyut/core imports nothing from the server.',
    plugin: '@uyut/core imports nothing from the build plugin.',
    'core-package': 'Inside @uyut/core, import its own modules by relative path.',
    npm: '@uyut/core is dependency-free: no npm package and no Node module.',
  },
};

export const importBoundaries = {
  meta: { type: 'problem', docs: { description: 'Keeps the site, the server, the build plugin and @uyut/core apart' }, schema: [] },
  create(context) {
    const file = relative(ROOT, context.filename);
    const tree = treeOf(file);
    const rules = tree === null ? undefined : MESSAGES[tree];
    if (!rules) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || typeof source.value !== 'string') return;
      const message = rules[targetOf(file, source.value)];
      if (message) context.report({ node: source, message });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
