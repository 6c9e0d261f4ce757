import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(__dirname, '..');

/** The specifiers a module imports or re-exports at run time: type-only imports are erased when Gatsby compiles it. */
function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const typesOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.every((element) => element.isTypeOnly)));
      return typesOnly ? [] : [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    return [];
  });
}

function resolveRelative(from: string, specifier: string): string | null {
  const base = join(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate)) ?? null;
}

/** Every chain of run-time imports from `entry` that ends in an import of @uyut/core by package name. */
function corePackageChains(entry: string): string[] {
  const chains: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeSpecifiers(file)) {
      if (specifier === '@uyut/core' || specifier.startsWith('@uyut/core/')) chains.push([...chain, specifier].join(' → '));
      if (!specifier.startsWith('.')) continue;
      const target = resolveRelative(file, specifier);
      if (target) visit(target, [...chain, relative(ROOT, target)]);
    }
  };
  visit(entry, [relative(ROOT, entry)]);
  return chains;
}

describe("the site's gatsby-node", () => {
  test('imports nothing that reaches @uyut/core by package name: Node runs it, and cannot load the core from its source', () => {
    expect(corePackageChains(join(ROOT, 'gatsby-node.ts'))).toEqual([]);
  });

  test('the check follows imports and re-exports through the site and sees past type-only ones', () => {
    const chains = corePackageChains(join(ROOT, 'src/features/info/index.ts'));
    expect(chains).toContain('src/features/info/index.ts → src/features/info/directory.tsx → src/i18n/info.ts → @uyut/core');
    expect(runtimeSpecifiers(join(ROOT, 'gatsby-node.ts'))).not.toContain('./src/templates/info');
  });
});
