import { useMutation } from '@tanstack/react-query';
import { playerEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** POST /course/{id}/lessons/{lessonId}/test/start: starts (or resumes) the lesson test as an engine attempt. */
export const startLessonTest = (courseId: number, lessonId: number) => call(playerEndpoints.startTest, { params: { id: courseId, lessonId } });

export const useStartLessonTest = (courseId: number, lessonId: number) =>
  useMutation({ mutationFn: () => startLessonTest(courseId, lessonId) });
