import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coursesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { courseKey, type CourseDetail } from './get-course.ts';

/** PUT /courses/{id}/mentors: the mentors who check the course's assignments. */
export const setCourseMentors = (id: number, userIds: number[]) =>
  call(coursesEndpoints.setMentors, { params: { id }, body: { UserIDs: userIds } });

export const useSetCourseMentors = (courseId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) => setCourseMentors(courseId, userIds),
    onSuccess: (mentors) => queryClient.setQueryData<CourseDetail>(courseKey(courseId), (c) => (c ? { ...c, Mentors: mentors } : c)),
  });
};
