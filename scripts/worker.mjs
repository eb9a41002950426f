#!/usr/bin/env node
// `npm run worker`: a worker-only process (job queue workers, no HTTP) for deployments that run the API with
// RUN_WORKERS=false. Compiles the server when stale (as `npm start` does), then runs apps/server/dist/worker.js.
// Settings come from the environment, as for the server (DATABASE_URL, DATA_DIR, SMTP_URL, S3_*).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale(['server'], { log: (m) => console.error(m) });
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/worker.js')], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
