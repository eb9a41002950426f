import { z } from 'zod';
import { listQuerySchema } from './list.ts';

/* /Others/ActiveUsersList: which sessions it shows, and its counts (schemas here: the web build keeps only method and path of an endpoints file). */

/** Which sessions /Others/ActiveUsersList shows: every live one (default), those used in the last minutes, or in the last 24 hours. */
export const sessionWindows = ['live', 'online', 'day'] as const;
/** A session counts as online when it was used this recently (sessions renew at most once a minute while used). */
export const ONLINE_MINUTES = 5;
export const activeSessionsQuerySchema = listQuerySchema.extend({
  window: z.enum(sessionWindows).default('live').describe(`live: not ended or expired; online: live and used in the last ${ONLINE_MINUTES} minutes; day: used in the last 24 hours (ended ones too)`),
});
export const sessionsSummarySchema = z.object({
  /** People (not sessions) with a session used in the last ONLINE_MINUTES. */
  OnlineNow: z.number().int(),
  /** People with a session used in the last 24 hours. */
  Last24Hours: z.number().int(),
  /** Live sessions (not ended, not expired). */
  LiveSessions: z.number().int(),
});
