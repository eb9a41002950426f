import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditEndpoints } from '@app/contracts/audit.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export const auditActorsKey = ['audit', 'actors'] as const;

/** GET /auditLog/actors: the staff members who appear in the log (the actor filter's choices). */
export const getAuditActors = (signal?: AbortSignal) => call(auditEndpoints.actors, {}, { signal });

export const auditActorsOptions = () => queryOptions({ queryKey: auditActorsKey, queryFn: ({ signal }) => getAuditActors(signal) });

export const useAuditActors = () => useQuery(auditActorsOptions());
