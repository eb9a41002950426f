/** Every bench suite; `npm run bench` runs all but the optional ones, `npm run bench -- --suite NAME` one of them. */
import type { Suite } from '../lib/types.ts';
import { platformSuite } from './platform.ts';
import { hookChainSuite } from './hook-chain.ts';
import { learningSuite } from './learning.ts';

export const suites: Suite[] = [platformSuite, hookChainSuite, learningSuite];
