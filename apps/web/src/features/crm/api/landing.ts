import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { crmEndpoints as e } from '@app/contracts/crm.endpoints';
import { coursesEndpoints } from '@app/contracts/courses.endpoints';
import type { LandingContent } from '@app/contracts/crm';
import { call } from '../../../lib/endpoint-client.ts';

const landingKey = ['crm', 'landing'] as const;
/** GET /landing/edit: the landing page's content as staff edit it. */
export const useLandingContent = () => useQuery({ queryKey: landingKey, queryFn: ({ signal }) => call(e.landingEdit, {}, { signal }) });
/** Published courses to highlight (the public catalogue). */
export const usePublishedCourses = () =>
  useQuery({ queryKey: ['crm', 'landing', 'courses'], queryFn: ({ signal }) => call(coursesEndpoints.catalogue, { query: { pageSize: 200 } }, { signal }), staleTime: 60_000 });
/** PUT /landing. */
export const useSaveLanding = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LandingContent) => call(e.saveLanding, { body }),
    onSuccess: (data) => qc.setQueryData(landingKey, data),
  });
};
