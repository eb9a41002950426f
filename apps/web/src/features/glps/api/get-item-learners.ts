import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentType } from '@app/contracts/courses';
import { glpsEndpoints } from '@app/contracts/glps.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type ItemRef = { courseId: number; type: ContentType; itemId: number };

/** GET /GLPStuDetailsList/{courseID}/{materialType}/{materialId}: each assigned learner's status on one item. */
export const getItemLearners = (r: ItemRef, signal?: AbortSignal) =>
  call(glpsEndpoints.itemLearners, { params: { courseID: r.courseId, materialType: r.type, materialId: r.itemId } }, { signal });

export const itemLearnersOptions = (r: ItemRef) =>
  queryOptions({ queryKey: ['glps', 'item-learners', r.courseId, r.type, r.itemId], queryFn: ({ signal }) => getItemLearners(r, signal) });

export const useItemLearners = (r: ItemRef | null) => useQuery({ ...itemLearnersOptions(r ?? { courseId: 0, type: 'material', itemId: 0 }), enabled: r !== null });
