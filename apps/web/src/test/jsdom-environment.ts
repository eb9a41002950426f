import { populateGlobal, type Environment } from 'vitest/runtime';
import { JSDOM } from 'jsdom';

/**
 * Vitest's jsdom environment, loading jsdom from this workspace: npm keeps jsdom under apps/web, where
 * vitest's built-in environment (resolving from the hoisted vitest) cannot see it.
 */
const environment: Environment = {
  name: 'jsdom',
  viteEnvironment: 'client',
  setup(global) {
    const dom = new JSDOM('<!DOCTYPE html>', {
      pretendToBeVisual: true,
      runScripts: 'dangerously',
      url: 'http://localhost:3000/app/',
    });
    const { keys, originals } = populateGlobal(global, dom.window, { bindFunctions: true });
    // Keep Node's fetch family and abort signals together, as vitest's own environment does.
    for (const name of ['fetch', 'Response', 'Request', 'Headers', 'AbortController', 'AbortSignal', 'URL', 'URLSearchParams']) {
      const value = originals.get(name);
      if (value !== undefined) (global as Record<string, unknown>)[name] = value;
    }
    return {
      teardown(g: Record<string | symbol, unknown>) {
        dom.window.close();
        for (const key of keys) delete g[key];
        originals.forEach((value, key) => { g[key] = value; });
      },
    };
  },
};

// eslint-disable-next-line no-restricted-syntax -- vitest loads custom environments through their default export
export default environment;
