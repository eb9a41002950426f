#!/usr/bin/env node
// `npm start`: builds the web app and the server only when missing or stale, then runs the compiled server
// (apps/server/dist/main.js) in this process's Node (the pinned LTS when run through npm).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale(['web', 'server']);
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
