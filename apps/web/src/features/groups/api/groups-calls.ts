import type { ListQuery } from '@app/contracts/list';
import type { GroupBody } from '@app/contracts/groups';
import { groupsEndpoints as e } from '@app/contracts/groups.endpoints';
import { usersEndpoints } from '@app/contracts/users.endpoints';
import { admissionsEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/* The groups screen's calls, one function per endpoint. */
export const getGroups = (q: ListQuery, signal?: AbortSignal) => call(e.list, { query: q }, { signal });
export const createGroup = (body: GroupBody) => call(e.create, { body });
export const updateGroup = (id: number, body: GroupBody) => call(e.update, { params: { id }, body });
export const deleteGroup = (id: number) => call(e.remove, { params: { id } });
export const getMembers = (id: number, q: ListQuery, signal?: AbortSignal) => call(e.members, { params: { id }, query: q }, { signal });
export const addMembers = (id: number, UserIDs: number[]) => call(e.addMembers, { params: { id }, body: { UserIDs } });
export const importMembers = (id: number, Csv: string) => call(e.importMembers, { params: { id }, body: { Csv } });
export const removeMember = (id: number, userId: number) => call(e.removeMember, { params: { id, userId } });
/** People to add, by name or email (staff list of users). */
export const searchUsers = (term: string) => call(usersEndpoints.list, { query: { term, pageSize: 20 } });
/** Courses for the rule "all learners of a course". */
export const getCourses = () => call(admissionsEndpoints.courseSummaries, { query: { pageSize: 200 } });
