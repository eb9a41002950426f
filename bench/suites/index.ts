/** Every bench suite; `npm run bench` runs all but the optional ones, `npm run bench -- --suite NAME` one of them. */
import type { Suite } from '../lib/types.ts';
import { platformSuite } from './platform.ts';
import { hookChainSuite } from './hook-chain.ts';
import { learningSuite } from './learning.ts';
import { hotSuite } from './hot.ts';
import { routeLayerSuite } from './route-layer.ts';
import { coinsSuite } from './coins.ts';
import { paymentsSuite } from './payments.ts';
import { notificationsSuite } from './notifications.ts';
import { listsSuite } from './lists.ts';
import { forumSuite } from './forum.ts';
import { chatbotSuite } from './chatbot.ts';
import { reportsSuite } from './reports.ts';
import { resumesSuite } from './resumes.ts';

export const suites: Suite[] = [platformSuite, hookChainSuite, learningSuite, hotSuite, routeLayerSuite, listsSuite, coinsSuite, paymentsSuite, notificationsSuite, forumSuite, chatbotSuite, reportsSuite, resumesSuite];
