import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentType } from '@app/contracts/courses';
import type { GlpItemDetails } from '@app/contracts/glps';
import { api } from '../../../lib/api-client.ts';

export type ItemRef = { courseId: number; type: ContentType; itemId: number };

/** GET /GLPStuDetailsList/{courseID}/{materialType}/{materialId}: each assigned learner's status on one item. */
export const getItemLearners = (r: ItemRef, signal?: AbortSignal) =>
  api.get<GlpItemDetails>(`/GLPStuDetailsList/${r.courseId}/${r.type}/${r.itemId}`, { signal });

export const itemLearnersOptions = (r: ItemRef) =>
  queryOptions({ queryKey: ['glps', 'item-learners', r.courseId, r.type, r.itemId], queryFn: ({ signal }) => getItemLearners(r, signal) });

export const useItemLearners = (r: ItemRef | null) => useQuery({ ...itemLearnersOptions(r ?? { courseId: 0, type: 'material', itemId: 0 }), enabled: r !== null });
