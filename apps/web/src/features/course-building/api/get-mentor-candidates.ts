import { useQuery } from '@tanstack/react-query';
import type { MentorCandidate } from '@app/contracts/courses';
import { api } from '../../../lib/api-client.ts';

/** GET /courseBuilding/mentorCandidates: active mentors matching the term (at most 20). */
export const getMentorCandidates = (term: string, signal?: AbortSignal) =>
  api.get<MentorCandidate[]>('/courseBuilding/mentorCandidates', { query: { term: term.length >= 2 ? term : undefined }, signal });

export const useMentorCandidates = (term: string, enabled = true) =>
  useQuery({ queryKey: ['course-building', 'mentor-candidates', term], queryFn: ({ signal }) => getMentorCandidates(term, signal), enabled });
