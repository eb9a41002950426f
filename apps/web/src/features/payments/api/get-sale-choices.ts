import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { coursesEndpoints } from '@app/contracts/courses.endpoints';
import { usersEndpoints } from '@app/contracts/users.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /users?role=Trainee&term=: active learners to record a payment for (at most 20). */
export const useLearnerChoices = (term: string) =>
  useQuery({
    queryKey: ['payments', 'learner-choices', term],
    queryFn: ({ signal }) => call(usersEndpoints.list, { query: { pageIndex: 0, pageSize: 20, role: 'Trainee', active: 'true', ...(term ? { term } : {}) } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /courses: the published courses with their prices (the catalogue). */
export const useCourseChoices = () =>
  useQuery({
    queryKey: ['payments', 'course-choices'],
    queryFn: ({ signal }) => call(coursesEndpoints.catalogue, { query: { pageIndex: 0, pageSize: 500 } }, { signal }),
    staleTime: 60_000,
  });
