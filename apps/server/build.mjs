import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// Bundle our own code (the server and @toolyard/shared, which ships TypeScript sources);
// every npm dependency stays external and is loaded from node_modules at run time.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@toolyard/'),
);

const { metafile } = await build({
  entryPoints: {
    main: 'src/main.ts',
    'create-superadmin': 'src/cli/create-superadmin.ts',
    'seed-demo': 'src/cli/seed-demo.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    'upgrade-database': 'src/cli/upgrade-database.ts',
    // Report PDFs render in worker threads; pdf-pool.ts starts dist/pdf-worker.js beside main.js.
    'pdf-worker': 'src/pdf/pdf-worker.ts',
    // Imported files are read in worker threads (modules/imports/read-file-in-worker.ts).
    'read-file-worker': 'src/modules/imports/read-file-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Code the entries share goes into chunks beside them, so each process loads only what it runs:
  // the cluster's primary (main.ts imports cluster/primary.ts or cluster/worker.ts on demand)
  // none of the app (decision 0058).
  splitting: true,
  metafile: true,
  sourcemap: true,
  external,
  logLevel: 'warning',
});
// Chunks are named by their content: those of earlier builds are left over, and go.
const built = new Set(Object.keys(metafile.outputs).map((file) => path.basename(file)));
for (const file of readdirSync('dist')) {
  if (!built.has(file)) rmSync(path.join('dist', file), { force: true });
}
console.log('server built: apps/server/dist');
