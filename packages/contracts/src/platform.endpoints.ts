import { z } from 'zod';
import { endpoint } from './endpoint.ts';

const tags = ['platform'];

/**
 * The process's own endpoints (probes of load balancers and orchestrators). GET /api/openapi.json is not in the
 * table: it answers the generated document itself, not an envelope, and is hidden from that document.
 */
export const platformEndpoints = {
  health: endpoint({
    method: 'GET', path: '/api/health', tags, access: 'public',
    summary: 'The process is up',
    response: z.object({ up: z.boolean() }),
  }),
  ready: endpoint({
    method: 'GET', path: '/api/ready', tags, access: 'public',
    summary: 'The database answers; `warnings` names features degraded on this machine (e.g. PDF or video previews off when pdftoppm or ffmpeg is missing)',
    response: z.object({ database: z.string(), warnings: z.array(z.string()).optional() }),
  }),
};
