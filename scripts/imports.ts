// The repository's imports as a graph of modules, for two rules no tool here checks: no two modules
// import each other, directly or in a ring, and no module reaches into another package's src/ by a
// path (`../shared-ui/src/…`): packages meet through their names and exports. Read with
// TypeScript's parser (every import, export-from and import(); an import of types only is marked
// so); only the repository's own modules are followed. scripts/imports.test.ts runs it with the
// unit tests.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { root } from './workspace';

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** Each module (a path from the root) and the repository's modules it imports. */
export type ImportGraph = Map<string, string[]>;

/** What a module names: each specifier, and whether it imports types only. */
function specifiers(file: string, text: string): { name: string; typesOnly: boolean }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: { name: string; typesOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typesOnly = Boolean(
        clause &&
          (clause.isTypeOnly ||
            (!clause.name &&
              bindings &&
              ts.isNamedImports(bindings) &&
              bindings.elements.length > 0 &&
              bindings.elements.every((element) => element.isTypeOnly))),
      );
      found.push({ name: node.moduleSpecifier.text, typesOnly });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ name: node.moduleSpecifier.text, typesOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ name: node.arguments[0].text, typesOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

interface Package {
  name: string;
  dir: string;
  exports: Record<string, string>;
}

const posix = (path: string) => path.split(sep).join('/');

/** The workspace's packages (every folder with a package.json of its own), deepest first. */
function packages(files: readonly string[]): Package[] {
  return files
    .filter((file) => file.endsWith('package.json') && file !== 'package.json')
    .map((file) => {
      const pkg = JSON.parse(readFileSync(join(root, file), 'utf8')) as {
        name?: string;
        exports?: Record<string, string> | string;
      };
      const exports = typeof pkg.exports === 'string' ? { '.': pkg.exports } : (pkg.exports ?? {});
      return { name: pkg.name ?? '', dir: dirname(file), exports };
    })
    .sort((a, b) => b.dir.length - a.dir.length);
}

/** The package a module belongs to: its folder, or '' for the root's own (scripts/). */
export const packageOf = (file: string, all: readonly Package[]) =>
  all.find((pkg) => file.startsWith(`${pkg.dir}/`))?.dir ?? '';

function resolveFile(path: string, known: ReadonlySet<string>): string | undefined {
  for (const extension of EXTENSIONS) {
    const candidate = posix(relative(root, `${path}${extension}`));
    if (known.has(candidate)) return candidate;
  }
  return undefined;
}

/** A workspace package's module named by its exports ('shared-ui/session'), if it is one. */
function resolvePackage(specifier: string, all: readonly Package[], known: ReadonlySet<string>) {
  for (const pkg of all) {
    if (specifier !== pkg.name && !specifier.startsWith(`${pkg.name}/`)) continue;
    const target = pkg.exports[`.${specifier.slice(pkg.name.length)}`];
    return target ? resolveFile(join(root, pkg.dir, target), known) : undefined;
  }
  return undefined;
}

/** The repository's tracked source files (no build output, no dependencies). */
export function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(join(root, file)) && statSync(join(root, file)).isFile());
}

export interface ImportReport {
  /** Every import. */
  graph: ImportGraph;
  /** The imports that load a module at run time (an import of types only is left out). */
  runtime: ImportGraph;
  /** Imports that reach another package's src/ by a relative path: [from, to]. */
  crossings: [string, string][];
}

/** Reads every module's imports. */
export function readImports(files: readonly string[] = sourceFiles()): ImportReport {
  const all = packages(files);
  const modules = files.filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts'));
  const known = new Set(modules);
  const graph: ImportGraph = new Map();
  const runtime: ImportGraph = new Map();
  const crossings: [string, string][] = [];
  for (const file of modules) {
    const text = readFileSync(join(root, file), 'utf8');
    const targets = new Set<string>();
    const loaded = new Set<string>();
    for (const { name, typesOnly } of specifiers(file, text)) {
      const target = name.startsWith('.')
        ? resolveFile(resolve(root, dirname(file), name), known)
        : resolvePackage(name, all, known);
      if (!target) continue;
      targets.add(target);
      if (!typesOnly) loaded.add(target);
      const owner = packageOf(target, all);
      if (
        name.startsWith('.') &&
        owner !== packageOf(file, all) &&
        target.startsWith(`${owner}/src/`)
      ) {
        crossings.push([file, target]);
      }
    }
    graph.set(file, [...targets]);
    runtime.set(file, [...loaded]);
  }
  return { graph, runtime, crossings };
}

/** Each ring of modules that import each other (Tarjan's strongly connected components). */
export function rings(graph: ImportGraph): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, order.get(next) ?? 0));
      }
    }
    if (low.get(node) !== order.get(node)) return;
    const ring: string[] = [];
    for (;;) {
      const member = stack.pop() as string;
      onStack.delete(member);
      ring.push(member);
      if (member === node) break;
    }
    if (ring.length > 1 || graph.get(node)?.includes(node)) found.push(ring.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}
