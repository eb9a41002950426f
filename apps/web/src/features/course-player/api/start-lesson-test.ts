import { useMutation } from '@tanstack/react-query';
import type { Attempt } from '@app/contracts/assessments';
import { api } from '../../../lib/api-client.ts';

/** POST /course/{id}/lessons/{lessonId}/test/start: starts (or resumes) the lesson test as an engine attempt. */
export const startLessonTest = (courseId: number, lessonId: number) => api.post<Attempt>(`/course/${courseId}/lessons/${lessonId}/test/start`);

export const useStartLessonTest = (courseId: number, lessonId: number) =>
  useMutation({ mutationFn: () => startLessonTest(courseId, lessonId) });
