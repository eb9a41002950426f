#!/usr/bin/env node
// `npm run backup` / `npm run restore`: compiles the server when stale (as `npm start` does), then runs the compiled
// CLI, apps/server/dist/backup-cli.js, with the arguments after `--`. Settings come from the environment, as for
// the server (DATA_DIR, DATABASE_URL, S3_*). Where the build is already there, `node apps/server/dist/backup-cli.js`
// does the same.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale(['server'], { log: (m) => console.error(m) });
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/backup-cli.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
