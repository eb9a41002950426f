#!/usr/bin/env node
// `npm run bench:web`: the JavaScript each entry route of the web app loads, measured in a real browser
// (Debian's Chromium through Playwright) against a freshly built app and a fresh server, and a check that
// no admin-only module reaches the public landing page or the learner's home. With lighthouse installed,
// also the Lighthouse performance and accessibility scores of the public landing page.
//
//   node bench/web-size.mjs [--no-build] [--no-lighthouse] [--write]
//
// --no-build      build only when apps/web/dist is missing or stale (default: `npm run build -w apps/web` first)
// --no-lighthouse skip Lighthouse
// --write         replace the "## Web app (issue 3)" section of docs/benchmarks.md with the figures
//
// Exit code 1 when a budget fails: <= 200 KB of gzipped JS for the landing page and the learner home, no
// admin-only module in either, Lighthouse performance >= 0.9 and accessibility 1.0 on the landing page.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3211);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
const BUDGET_KB = 200;
const KB = 1024;
const SECTION = '## Web app (issue 3)';

const accounts = {
  Trainee: { email: 'learner@demo.academy', password: 'Demo-Olive-2026' },
  Admin: { email: 'admin@demo.academy', password: 'Demo-Indigo-2026' },
};

/** What DESIGN calls admin-only code: the admin screens' modules and their translations. */
const ADMIN_SOURCE = [
  /^src\/features\/(masters|users|sessions)\//,
  /^src\/app\/pages\/admin-/,
  /^src\/locales\/[a-z]+\/(admin|masters|users|sessions)\.json$/,
];
const isAdminSource = (src) => ADMIN_SOURCE.some((re) => re.test(src));

// ---------------------------------------------------------------------------------------------- server

function startServer() {
  // e2e/start-server.mjs: builds (when asked), copies the build aside, fresh DATA_DIR, seeded demo data.
  const child = spawn(process.execPath, ['e2e/start-server.mjs'], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(PORT), E2E_FORCE_BUILD: args.has('--no-build') ? '0' : '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => { log += d; });
  child.stderr.on('data', (d) => { log += d; });
  const stop = () => new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  return { child, stop, log: () => log };
}

async function waitForHealth(server, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.log()}`);
    try {
      const res = await fetch(`${BASE}/api/health`);
      if (res.ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server not ready after ${timeoutMs / 1000}s:\n${server.log()}`);
}

// ---------------------------------------------------------------------------------------------- manifest

/** Files of chunks only admin modules need: reachable from admin entries, not from any other entry. */
function adminOnlyFiles(manifest) {
  const closure = (keys) => {
    const seen = new Set();
    const walk = (k) => {
      if (seen.has(k) || !manifest[k]) return;
      seen.add(k);
      for (const i of manifest[k].imports ?? []) walk(i);
    };
    keys.forEach(walk);
    return new Set([...seen].map((k) => manifest[k].file));
  };
  const entries = Object.entries(manifest).filter(([, v]) => v.isEntry || v.isDynamicEntry);
  const admin = entries.filter(([, v]) => v.src && isAdminSource(v.src)).map(([k]) => k);
  const other = entries.filter(([, v]) => !(v.src && isAdminSource(v.src))).map(([k]) => k);
  const adminFiles = closure(admin);
  const otherFiles = closure(other);
  const only = new Map();
  for (const f of adminFiles) {
    if (otherFiles.has(f)) continue;
    const sources = Object.values(manifest).filter((v) => v.file === f).map((v) => v.src ?? '(shared chunk)');
    only.set(f, sources);
  }
  return { only, adminEntries: admin.length };
}

// ---------------------------------------------------------------------------------------------- measure

async function signIn(browser, role) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE}/app/login`);
  await page.getByRole('textbox', { name: 'Email address' }).fill(accounts[role].email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(accounts[role].password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((u) => !/\/app\/(login|loading)/.test(u.pathname), { timeout: 30_000 });
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('erp.token'),
    userId: localStorage.getItem('erp.userId'),
    mobile: localStorage.getItem('erp.mobileNumber'),
  }));
  await context.close();
  if (!stored.token) throw new Error(`login as ${role} failed`);
  return stored;
}

/** A cold load (new context, empty cache) of `url`: every JS response, its transferred and gzipped size. */
async function measure(browser, url, session) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (session) {
    await context.addInitScript((s) => {
      if (!localStorage.getItem('erp.token')) {
        localStorage.setItem('erp.token', s.token);
        localStorage.setItem('erp.userId', s.userId);
        if (s.mobile) localStorage.setItem('erp.mobileNumber', s.mobile);
      }
    }, session);
  }
  const page = await context.newPage();
  const pending = [];
  page.on('response', (res) => {
    const u = new URL(res.url());
    if (u.origin !== BASE || !u.pathname.endsWith('.js')) return;
    pending.push((async () => {
      const body = await res.body();
      const sizes = await res.request().sizes().catch(() => null);
      return {
        file: u.pathname.replace(/^\/app\//, ''),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        transferred: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : body.length,
      };
    })());
  });
  await page.goto(`${BASE}${url}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const finalPath = new URL(page.url()).pathname;
  const files = await Promise.all(pending);
  await context.close();
  const sum = (k) => files.reduce((a, f) => a + f[k], 0);
  return { url, finalPath, files, raw: sum('raw'), gzip: sum('gzip'), transferred: sum('transferred') };
}

// ---------------------------------------------------------------------------------------------- lighthouse

async function runLighthouse(url) {
  let lighthouse;
  let launcher;
  let desktopConfig;
  try {
    lighthouse = (await import('lighthouse')).default;
    launcher = await import('chrome-launcher');
    desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default;
  } catch {
    return { skipped: 'lighthouse is not installed (npm i -D lighthouse)' };
  }
  const out = {};
  for (const [name, config] of [['mobile', undefined], ['desktop', desktopConfig]]) {
    const chrome = await launcher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'],
      }, config);
      const lhr = result.lhr;
      out[name] = {
        performance: lhr.categories.performance.score,
        accessibility: lhr.categories.accessibility.score,
        fcp: lhr.audits['first-contentful-paint']?.displayValue,
        lcp: lhr.audits['largest-contentful-paint']?.displayValue,
        tbt: lhr.audits['total-blocking-time']?.displayValue,
        cls: lhr.audits['cumulative-layout-shift']?.displayValue,
        version: lhr.lighthouseVersion,
        failedA11y: Object.values(lhr.audits)
          .filter((a) => lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id) && a.score === 0)
          .map((a) => a.id),
        opportunities: Object.values(lhr.audits)
          .filter((a) => a.details?.type === 'opportunity' && (a.numericSavings ?? a.details.overallSavingsMs ?? 0) > 0)
          .map((a) => `${a.id} (${a.displayValue ?? ''})`.replace(' ()', '')),
      };
    } finally {
      await chrome.kill();
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------- report

const kb = (n) => `${(n / KB).toFixed(1)} KB`;

function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB RAM, Node ${process.version}, ${os.type()} ${os.release()} ${os.arch()}`;
}

async function main() {
  const server = startServer();
  let browser;
  try {
    await waitForHealth(server);
    const manifestPath = path.join(root, 'apps/web/dist/.vite/manifest.json');
    if (!existsSync(manifestPath)) throw new Error('apps/web/dist/.vite/manifest.json is missing (build with manifest: true)');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const { only: adminOnly, adminEntries } = adminOnlyFiles(manifest);

    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
    const chromiumVersion = browser.version();
    const learner = await signIn(browser, 'Trainee');
    const admin = await signIn(browser, 'Admin');
    const routes = [
      { label: 'Public landing `/`', role: 'visitor', url: '/', session: null, budget: true, expect: '/' },
      { label: 'Learner home `/app/home`', role: 'Trainee', url: '/app/home', session: learner, budget: true, expect: '/app/home' },
      { label: 'Admin dashboard `/app/admindashboard`', role: 'Admin', url: '/app/admindashboard', session: admin, budget: false, expect: '/app/admindashboard' },
    ];
    const results = [];
    for (const r of routes) {
      const m = await measure(browser, r.url, r.session);
      if (m.finalPath !== r.expect) throw new Error(`${r.url} as ${r.role} ended on ${m.finalPath}`);
      const adminLoaded = m.files.filter((f) => adminOnly.has(f.file)).map((f) => `${f.file} (${adminOnly.get(f.file).join(', ')})`);
      results.push({ ...r, ...m, adminLoaded });
    }
    await browser.close();
    browser = undefined;

    const lh = args.has('--no-lighthouse') ? { skipped: 'skipped (--no-lighthouse)' } : await runLighthouse(`${BASE}/`);

    // Budgets.
    const budgets = [];
    for (const r of results.filter((x) => x.budget)) {
      budgets.push({ label: `${r.label}: gzipped JS <= ${BUDGET_KB} KB`, pass: r.gzip <= BUDGET_KB * KB, value: kb(r.gzip) });
      budgets.push({
        label: `${r.label}: no admin-only module`,
        pass: r.adminLoaded.length === 0,
        value: r.adminLoaded.length ? r.adminLoaded.join('; ') : `none of ${adminOnly.size} admin-only chunks`,
      });
    }
    // The detector itself: the admin dashboard must be seen loading admin-only chunks, or the check above proves nothing.
    const adminRoute = results.find((x) => x.role === 'Admin');
    budgets.push({
      label: 'Detector check: the admin dashboard loads admin-only chunks',
      pass: adminRoute.adminLoaded.length > 0,
      value: adminRoute.adminLoaded.map((s) => s.replace(/^assets\//, '')).join('; ') || 'none (the detector is broken)',
    });
    if (lh.mobile) {
      budgets.push({ label: 'Lighthouse performance >= 0.9 on `/` (mobile preset)', pass: lh.mobile.performance >= 0.9, value: lh.mobile.performance.toFixed(2) });
      budgets.push({ label: 'Lighthouse accessibility = 1.0 on `/` (mobile preset)', pass: lh.mobile.accessibility >= 1, value: lh.mobile.accessibility.toFixed(2) });
    }

    // Console output.
    console.log(`\nWeb app first-load JavaScript (${new Date().toISOString()}, Chromium ${chromiumVersion})`);
    for (const r of results) {
      console.log(`\n${r.label} as ${r.role}: ${r.files.length} JS files, ${kb(r.raw)} raw, ${kb(r.gzip)} gzipped, ${kb(r.transferred)} transferred`);
      for (const f of [...r.files].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
    }
    if (lh.skipped) console.log(`\nLighthouse: ${lh.skipped}`);
    else for (const [k, v] of Object.entries(lh)) console.log(`\nLighthouse ${v.version} (${k}) on /: performance ${v.performance}, accessibility ${v.accessibility}, FCP ${v.fcp}, LCP ${v.lcp}, TBT ${v.tbt}, CLS ${v.cls}${v.failedA11y.length ? `, failed a11y audits: ${v.failedA11y.join(', ')}` : ''}${v.opportunities.length ? `\n  opportunities: ${v.opportunities.join(', ')}` : ''}`);
    console.log('');
    for (const b of budgets) console.log(`${b.pass ? 'PASS' : 'FAIL'}  ${b.label}: ${b.value}`);

    if (args.has('--write')) writeSection(results, lh, budgets, chromiumVersion, adminOnly.size, adminEntries);
    process.exitCode = budgets.every((b) => b.pass) ? 0 : 1;
  } finally {
    await browser?.close();
    await server.stop();
  }
}

function writeSection(results, lh, budgets, chromiumVersion, adminOnlyCount, adminEntries) {
  const file = path.join(root, 'docs/benchmarks.md');
  const lines = [
    SECTION,
    '',
    `Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} with \`npm run bench:web\` (bench/web-size.mjs) on ${machine()}; Chromium ${chromiumVersion} (Debian), headless.`,
    '',
    '| Entry route | Signed in as | JS files | JS raw | JS gzipped | Transferred |',
    '|---|---|---:|---:|---:|---:|',
    ...results.map((r) => `| ${r.label} | ${r.role} | ${r.files.length} | ${kb(r.raw)} | **${kb(r.gzip)}** | ${kb(r.transferred)} |`),
    '',
  ];
  if (lh.skipped) {
    lines.push(`Lighthouse: ${lh.skipped}.`, '');
  } else {
    lines.push(
      '| Lighthouse on `/` | Performance | Accessibility | FCP | LCP | TBT | CLS |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...Object.entries(lh).map(([k, v]) => `| ${k} preset (Lighthouse ${v.version}) | ${v.performance.toFixed(2)} | ${v.accessibility.toFixed(2)} | ${v.fcp} | ${v.lcp} | ${v.tbt} | ${v.cls} |`),
      '',
    );
  }
  lines.push(
    '| Budget | Result | Value |',
    '|---|---|---|',
    ...budgets.map((b) => `| ${b.label} | ${b.pass ? 'PASS' : '**FAIL**'} | ${b.value} |`),
    '',
    `- Each route is a cold load in a new browser context (empty cache) after ${args.has('--no-build') ? 'an up-to-date build' : 'a fresh `npm run build -w apps/web`'}, against the real server (fresh PGlite data directory, demo seed) on 127.0.0.1. Signed-in routes get the token of an earlier form login in localStorage before the first script runs, so the login page's code is not counted.`,
    '- "JS gzipped": every `.js` response of the page until the network is idle and the page heading is shown, each body gzipped at level 9 and summed; "Transferred": bytes on the wire (headers + body) as the server sends them. Code loaded on first use (menus, drawers, settings panel, toasts) is not part of a first load.',
    `- Admin-only: the chunks reachable through static imports from the ${adminEntries} manifest entries of features/{masters,users,sessions}, app/pages/admin-* and the admin/masters/users/sessions translations, and from no other entry (apps/web/dist/.vite/manifest.json); currently ${adminOnlyCount} chunks.`,
    '- The server sends the brotli files the build writes beside each asset (apps/web/scripts/precompress.mjs), so "Transferred" is close to the compressed size (plus headers).',
    '- Lighthouse: default (mobile, simulated throttling) and desktop presets, performance and accessibility categories only, CHROME_PATH=/usr/bin/chromium with the flags of DESIGN section 7. The budget applies to the mobile preset.',
    '',
  );
  const section = lines.join('\n');
  let doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = doc.indexOf(`${SECTION}\n`);
  if (start >= 0) {
    const next = doc.indexOf('\n## ', start + SECTION.length);
    doc = doc.slice(0, start) + section + (next >= 0 ? doc.slice(next + 1) : '');
  } else {
    doc = `${doc.trimEnd()}\n\n${section}`;
  }
  writeFileSync(file, doc);
  console.log(`\nwrote "${SECTION}" in docs/benchmarks.md`);
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
