import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Vendor groups: each is only fetched by the entries that import it, so the lean landing page
 * (landing.html) ships none of them and admin screens stay in their own lazy chunks.
 */
const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  // Mantine is deliberately not grouped: a group would pull every component any lazy page uses into the
  // first load; left alone, page-only components (PasswordInput, Textarea, Grid...) stay in their pages.
  { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  { name: 'vendor-zod', test: /node_modules[\\/](zod|libphonenumber-js)[\\/]/ },
];

/**
 * The endpoint table without its schemas, for the production build only (docs/architecture.md, "The web client").
 * In production `call()` reads an endpoint's method, path and whether it answers a file; it checks answers against
 * the schemas only in development and tests. So each `packages/contracts/src/*.endpoints.ts` the app imports is
 * replaced by its endpoints' method and path, read by running the real file at build time: the shell's calls (coin
 * balance, unread count) go through `call()` and the table as before, without loading zod on every learner page.
 * Forms still import their zod schemas from the contract files that hold them (those are not touched). A web
 * import of anything else from an endpoints file fails the build (missing export), not silently.
 */
function endpointTableWithoutSchemas(): Plugin {
  const file = /[\\/]packages[\\/]contracts[\\/]src[\\/][\w-]+\.endpoints\.ts$/;
  const isEndpoint = (v: unknown): v is { method: string; path: string; response: unknown } =>
    typeof v === 'object' && v !== null && typeof (v as { method?: unknown }).method === 'string' &&
    typeof (v as { path?: unknown }).path === 'string' && 'response' in v;
  const slim = (e: { method: string; path: string; response: unknown }) =>
    ({ method: e.method, path: e.path, response: e.response === 'file' ? 'file' : 'schema' });
  return {
    name: 'endpoint-table-without-schemas',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && env.mode === 'production',
    async load(id) {
      if (!file.test(id)) return null;
      const mod = (await import(pathToFileURL(id).href)) as Record<string, unknown>;
      const out: string[] = [];
      for (const [name, value] of Object.entries(mod)) {
        if (isEndpoint(value)) out.push(`export const ${name} = ${JSON.stringify(slim(value))};`);
        else if (typeof value === 'object' && value !== null && Object.values(value).length > 0 && Object.values(value).every(isEndpoint)) {
          const table = Object.fromEntries(Object.entries(value).map(([k, e]) => [k, slim(e as Parameters<typeof slim>[0])]));
          out.push(`export const ${name} = ${JSON.stringify(table)};`);
        }
      }
      return out.join('\n');
    },
  };
}

export default defineConfig({
  base: '/app/',
  plugins: [endpointTableWithoutSchemas(), react()],
  resolve: {
    // One copy of React and Mantine even where workspaces hoisted different patch versions.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: lets the size bench follow each entry's static imports.
    manifest: true,
    // No preload map: with ~150 lazy pages, the list of every page's dependencies (__vite__mapDeps) weighed ~8 KB
    // gzipped in the entry chunk that every first load carries. A page's chunk now fetches its own imports when it
    // loads (one more round trip on a page's first visit; the shared Mantine and vendor chunks are already loaded).
    modulePreload: false,
    rolldownOptions: {
      input: {
        app: here('./index.html'),
        landing: here('./landing.html'),
      },
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
