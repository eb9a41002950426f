import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server folder. This file sits directly in src/, and the compiled bundle directly in dist/, so one
 * level up is the same folder either way: migrations, seed assets and the web build are found alike.
 */
export const serverRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');
export const seedAssetsFolder = path.join(serverRoot, 'src/seed/assets');
export const defaultWebDist = path.join(serverRoot, '../web/dist');
