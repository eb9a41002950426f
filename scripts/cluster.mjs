#!/usr/bin/env node
// The scale-out topology of docs/deploy.md on one machine, without containers: nginx terminating TLS and balancing
// two API instances (the compiled server), PostgreSQL, Redis and S3-compatible storage (s3rver), each on a local
// port. `npm run cluster` starts it and prints the URL; apps/server/test/cluster.test.ts drives it (the same
// processes a deployment runs, only the hosts differ).
//
// Needs: PostgreSQL and Redis reachable (PG_ADMIN_URL, REDIS_URL), nginx on the PATH (Debian: apt-get install nginx).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildIfStale, root } from './build-if-stale.mjs';

const require = createRequire(import.meta.url);

/** Whether nginx can be run here. */
export function hasNginx() {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
}

/**
 * One HTTP(S) request; `ca` trusts the cluster's own certificate (verified, not skipped). Resolves with the status,
 * the headers and the body as a Buffer.
 */
export function send(url, { method = 'GET', headers = {}, body, ca } = {}) {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const lib = u.protocol === 'https:' ? https : http;
    const req = lib.request(u, { method, headers, ca, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function waitFor(url, ms, ca) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await send(url, { ca })).status === 200) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function nginxConf({ dir, httpsPort, apiPorts }) {
  return `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 60m;
  upstream academy_api {
${apiPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${httpsPort} ssl;
    server_name localhost;
    ssl_certificate ${dir}/tls.crt;
    ssl_certificate_key ${dir}/tls.key;
    ssl_protocols TLSv1.2 TLSv1.3;
    location / {
      proxy_pass http://academy_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Request-Id $request_id;
      # An instance that fails is skipped; idempotent requests (GET, PUT of an answer) are retried on the other.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_read_timeout 60s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/**
 * Starts the topology; resolves once the proxy answers /api/ready. `stop()` ends every process and drops the database.
 * Ports default to a block above 18400 so it never meets a developer's own servers.
 */
export async function startCluster(opts = {}) {
  const base = opts.basePort ?? 18400;
  const ports = { https: base, s3: base + 1, api: [base + 2, base + 3] };
  const adminUrl = opts.pgAdminUrl ?? process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = opts.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-cluster-'));
  for (const d of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'files', 's3']) mkdirSync(path.join(dir, d));
  const children = [];
  const dbName = `cluster_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const databaseUrl = adminUrl.replace(/\/[^/?]*(\?|$)/, `/${dbName}$1`);

  const stop = async () => {
    for (const c of children.reverse()) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null)));
    await s3?.close().catch(() => undefined);
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await a.end();
    rmSync(dir, { recursive: true, force: true });
  };

  let s3;
  try {
    // S3-compatible storage.
    const S3rver = require('s3rver');
    s3 = new S3rver({ address: '127.0.0.1', port: ports.s3, silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: 'academy' }] });
    await s3.run();

    // A self-signed certificate for the proxy (a real deployment uses its own).
    const tls = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost',
      '-keyout', path.join(dir, 'tls.key'), '-out', path.join(dir, 'tls.crt')], { stdio: 'ignore' });
    if (tls.status !== 0) throw new Error('openssl could not make the test certificate');

    buildIfStale(['server'], { log: () => undefined });
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      APP_URL: `https://localhost:${ports.https}`,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: '10',
      REDIS_URL: redisUrl,
      S3_BUCKET: 'academy',
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      TRUST_PROXY: 'true',
      DATA_DIR: path.join(dir, 'files'),
      LOG_LEVEL: 'warn',
      INSTANCE_ENCRYPTION_KEY: 'c1a5'.repeat(16),
      // Production requires a badge signing key (a fixed test key, not a secret).
      BADGE_SIGNING_KEY: '{"publicKeyMultibase":"z6Mks5abhR4sLVpGg1oYWD8GFwiNViBgZqeZP2531EmDeW8Y","secretKeyMultibase":"zruzwSZKb5NVLuQkDsR65wqEUqkVzucRBN7thvex7UrALTPLmfJxF2LppyfW55R27HSY12v5jRwGYMKJFqGB4JEK9TE"}',
      ...(opts.env ?? {}),
    };
    const startInstance = (port, seed) => {
      const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
        cwd: root,
        env: { ...env, PORT: String(port), SEED_DEMO: seed ? 'true' : 'false' },
        stdio: opts.quiet === false ? 'inherit' : ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      return child;
    };
    // The first instance migrates and seeds; the second starts once it is ready (both could migrate safely, but
    // two seeds of an empty database would race).
    const instances = [{ port: ports.api[0], process: startInstance(ports.api[0], opts.seed ?? true) }];
    await waitFor(`http://127.0.0.1:${ports.api[0]}/api/ready`, 60_000);
    instances.push({ port: ports.api[1], process: startInstance(ports.api[1], false) });
    await waitFor(`http://127.0.0.1:${ports.api[1]}/api/ready`, 60_000);

    writeFileSync(path.join(dir, 'nginx.conf'), nginxConf({ dir, httpsPort: ports.https, apiPorts: ports.api }));
    const proxy = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(proxy);
    const url = `https://localhost:${ports.https}`;
    const ca = readFileSync(path.join(dir, 'tls.crt'));
    await waitFor(`${url}/api/ready`, 20_000, ca);
    return { url, ca, dir, instances, databaseUrl, stop };
  } catch (e) {
    await stop().catch(() => undefined);
    throw e;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cluster = await startCluster({ quiet: false });
  console.log(`\n  Two API instances behind nginx (TLS): ${cluster.url}/app/  (self-signed certificate)`);
  console.log(`  Instances: ${cluster.instances.map((i) => `127.0.0.1:${i.port}`).join(', ')}; database ${cluster.databaseUrl}`);
  console.log('  Ctrl+C stops everything and drops the database.\n');
  const end = () => void cluster.stop().then(() => process.exit(0));
  process.on('SIGINT', end);
  process.on('SIGTERM', end);
}
