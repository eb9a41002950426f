import { queryOptions, useQuery } from '@tanstack/react-query';
import { forumEndpoints } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /Topics/getForumList?courseId=&lessonId=: the forum questions asked about a lesson, newest first. */
export const lessonTopicsOptions = (courseId: number, lessonId: number) =>
  queryOptions({
    queryKey: ['forum', 'topics', 'lesson', courseId, lessonId],
    queryFn: ({ signal }) => call(forumEndpoints.topics, { query: { courseId, lessonId, pageSize: 5, sort: 'newest' } }, { signal }),
  });
export const useLessonTopics = (courseId: number, lessonId: number) => useQuery(lessonTopicsOptions(courseId, lessonId));
