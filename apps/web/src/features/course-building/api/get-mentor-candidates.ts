import { useQuery } from '@tanstack/react-query';
import { coursesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /courseBuilding/mentorCandidates: active mentors matching the term (at most 20). */
export const getMentorCandidates = (term: string, signal?: AbortSignal) =>
  call(coursesEndpoints.mentorCandidates, { query: { term: term.length >= 2 ? term : undefined } }, { signal });

export const useMentorCandidates = (term: string, enabled = true) =>
  useQuery({ queryKey: ['course-building', 'mentor-candidates', term], queryFn: ({ signal }) => getMentorCandidates(term, signal), enabled });
