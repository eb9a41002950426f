#!/usr/bin/env node
// Compiles the server (and the contracts it imports) into one ES module, apps/server/dist/main.js, with esbuild:
// plain JavaScript with no name-keeping wrappers (tsx's transform wraps every named closure, which cost the
// course walk 50x). npm packages stay external and load from node_modules as usual.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The workspace's contracts are TypeScript sources: bundled in. Every other bare import is an npm package. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@app/') ? undefined : { path: args.path, external: true }));
  },
};

const started = Date.now();
await build({
  // main: the server; worker: `npm run worker`; backup-cli: `npm run backup` / `npm run restore` (runs where dev dependencies are pruned, too)
  entryPoints: {
    main: path.join(serverRoot, 'src/main.ts'),
    worker: path.join(serverRoot, 'src/worker.ts'),
    'backup-cli': path.join(serverRoot, 'src/backup-cli.ts'),
  },
  outdir: path.join(serverRoot, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  keepNames: false,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
console.log(`[build] apps/server/dist/main.js, worker.js and backup-cli.js in ${Date.now() - started} ms`);
