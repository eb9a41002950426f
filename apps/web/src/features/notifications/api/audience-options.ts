import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { effectiveTerm } from '@app/contracts/list';
import { coursesEndpoints } from '@app/contracts/courses.endpoints';
import { usersEndpoints } from '@app/contracts/users.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { announcementKeys } from './notification-keys.ts';

/** GET /courseBuilding/courses by title: the courses an announcement may go to (their learners). */
export const useAudienceCourses = (term: string) => {
  const t = effectiveTerm(term);
  return useQuery({
    queryKey: [...announcementKeys.all, 'courses', t ?? ''],
    queryFn: ({ signal }) => call(coursesEndpoints.list, { query: { term: t, pageSize: 50, sortBy: 'Title', sortDesc: false } }, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** GET /users by name or email: the people an announcement may go to. */
export const useAudienceUsers = (term: string) => {
  const t = effectiveTerm(term);
  return useQuery({
    queryKey: [...announcementKeys.all, 'users', t ?? ''],
    queryFn: ({ signal }) => call(usersEndpoints.list, { query: { term: t, pageSize: 25, active: 'true' } }, { signal }),
    placeholderData: keepPreviousData,
  });
};
