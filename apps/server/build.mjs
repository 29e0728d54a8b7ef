import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// Bundle our own code (the server and @toolyard/shared, which ships TypeScript sources);
// every npm dependency stays external and is loaded from node_modules at run time.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@toolyard/'),
);

await build({
  entryPoints: {
    main: 'src/main.ts',
    'create-superadmin': 'src/cli/create-superadmin.ts',
    'seed-demo': 'src/cli/seed-demo.ts',
    // Report PDFs render in worker threads; pdf-pool.ts starts dist/pdf-worker.js beside main.js.
    'pdf-worker': 'src/modules/reports/pdf-worker.ts',
    // Imported files are read in worker threads (modules/imports/read-file-in-worker.ts).
    'read-file-worker': 'src/modules/imports/read-file-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('server built: apps/server/dist');
