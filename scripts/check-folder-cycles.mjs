// No folder depends on itself through others, type imports included (decision 0075). The folders
// are the units of docs/architecture.md's layout: each server module and web feature, and the
// layers beside them. `import-x/no-cycle` in lint sees file cycles of values only; this sees
// folders, and `import type` too, because a type-only cycle still ties two folders together.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cyclesOf, folderGraph } from './lib/folder-graph.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A file's unit: `modules/<name>` or `features/<name>`, else its top folder (a root file: itself).
 * Tests are left out: a test may import whatever it checks, and what tests share lives in `test/`.
 */
const unitOfFile = (grouped) => (relative) => {
  const parts = relative.split(path.sep);
  if (/\.test\.(ts|tsx)$/.test(relative) || parts[0] === 'test') return undefined;
  if (parts.length === 1) return parts[0].replace(/\.(ts|tsx)$/, '');
  return grouped.includes(parts[0]) ? `${parts[0]}/${parts[1]}` : parts[0];
};

const trees = [
  { name: 'server', root: path.join(repo, 'apps/server/src'), unitOf: unitOfFile(['modules']) },
  {
    name: 'web',
    root: path.join(repo, 'apps/web/src'),
    unitOf: unitOfFile(['features']),
    aliases: { '@/': path.join(repo, 'apps/web/src/') },
  },
  { name: 'shared', root: path.join(repo, 'packages/shared/src'), unitOf: unitOfFile([]) },
];

// The trees named on the command line (server, web, shared), or all of them.
const named = process.argv.slice(2);
const chosen = named.length > 0 ? trees.filter((tree) => named.includes(tree.name)) : trees;
let found = 0;
for (const tree of chosen) {
  for (const cycle of cyclesOf(folderGraph(tree))) {
    found += 1;
    console.error(`✖ ${tree.name}: ${cycle.folders.join(' ⇄ ')}`);
    for (const edge of cycle.edges)
      console.error(`    ${edge.from} → ${edge.to}: ${edge.file} imports '${edge.imports}'`);
  }
}
if (found > 0) {
  console.error(`\n${found} folder cycle(s): move what both sides need below them, or pass it in.`);
  process.exit(1);
}
console.log(
  `No folder cycles in ${chosen.map((tree) => tree.name).join(', ')} (type imports included).`,
);
