import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { admitResultSchema } from '@app/contracts/courses';
import { admissionsEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type AdmitResult = z.infer<typeof admitResultSchema>;

/** POST /usersAdmissions: admits learners to a course; already admitted ones are counted, not changed. */
export const admitLearners = (CourseID: number, UserIDs: number[]) => call(admissionsEndpoints.admit, { body: { CourseID, UserIDs } });

export const useAdmitLearners = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, userIds }: { courseId: number; userIds: number[] }) => admitLearners(courseId, userIds),
    // Admission lists, learner and course figures all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admissions'] }),
  });
};
