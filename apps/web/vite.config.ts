import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

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

export default defineConfig({
  base: '/app/',
  plugins: [react()],
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
