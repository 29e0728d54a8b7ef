import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The folders of a source tree as a graph, type imports included (decision 0075): which folder's
 * files import which other folder's. A folder is a unit of the layout: a server module or a web
 * feature, or one of the layers beside them (lib, db, http, components, …).
 */

const SOURCE = /\.(ts|tsx)$/;

const filesUnder = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

/** The file an import names, or undefined when it is a package or not found. */
const resolveImport = (from, specifier, aliases) => {
  let base;
  for (const [prefix, target] of Object.entries(aliases)) {
    if (specifier.startsWith(prefix)) base = path.join(target, specifier.slice(prefix.length));
  }
  if (!base && specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  if (!base) return undefined;
  const stem = base.replace(/\.(js|mjs|ts|tsx)$/, '');
  const candidates = [
    `${stem}.ts`,
    `${stem}.tsx`,
    path.join(stem, 'index.ts'),
    path.join(stem, 'index.tsx'),
  ];
  return candidates.find((candidate) => fs.existsSync(candidate));
};

/**
 * Every folder-to-folder edge of the tree under `root`, with one file import that makes it.
 * `unitOf` names a file's folder unit (or undefined to leave the file out).
 */
export const folderGraph = ({ root, unitOf, aliases = {} }) => {
  const edges = new Map();
  for (const file of filesUnder(root)) {
    const from = unitOf(path.relative(root, file));
    if (!from) continue;
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName, aliases);
      if (!target || !target.startsWith(root)) continue;
      const to = unitOf(path.relative(root, target));
      if (!to || to === from) continue;
      const key = `${from}\u0000${to}`;
      if (!edges.has(key))
        edges.set(key, { from, to, file: path.relative(root, file), imports: fileName });
    }
  }
  return [...edges.values()];
};

/** The cycles of a graph: each strongly connected set of two or more folders (Tarjan). */
export const cyclesOf = (edges) => {
  const next = new Map();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, []);
    next.get(from).push(to);
    if (!next.has(to)) next.set(to, []);
  }
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const sets = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node)) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const set = [];
    for (;;) {
      const member = stack.pop();
      onStack.delete(member);
      set.push(member);
      if (member === node) break;
    }
    if (set.length > 1) sets.push(set.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return sets.map((set) => ({
    folders: set,
    edges: edges.filter(({ from, to }) => set.includes(from) && set.includes(to)),
  }));
};
