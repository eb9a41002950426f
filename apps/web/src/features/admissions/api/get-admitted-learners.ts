import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { effectiveTerm } from '@app/contracts/list';
import { admissionsKey } from './keys.ts';
import { getAdmissions } from './get-admissions.ts';

/** Learners admitted to a course, by name or email (first 50), for pickers (GET /usersAdmissions?courseId=). */
export const useAdmittedLearners = (courseId: number | null, term: string) => {
  const t = effectiveTerm(term);
  return useQuery({
    queryKey: [...admissionsKey, 'picker', courseId, t ?? ''],
    queryFn: ({ signal }) => getAdmissions({ courseId: courseId!, term: t, pageIndex: 0, pageSize: 50, sortBy: 'UserName', sortDesc: false }, signal),
    enabled: courseId !== null,
    placeholderData: keepPreviousData,
  });
};
