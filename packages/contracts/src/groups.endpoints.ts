import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageSchema } from './list.ts';
import {
  addMembersBodySchema, addMembersResultSchema, groupBodySchema, groupIdParamSchema, groupMemberParamSchema, groupMemberRowSchema, groupPickQuerySchema,
  groupPickSchema, groupRowSchema, groupsQuerySchema, importMembersBodySchema, importMembersResultSchema,
} from './groups.ts';

const tags = ['groups'];
const manage = 'users.manage';

/**
 * User groups (/Others/manageUsersGroups): staff with users.manage name a group and add members by search, by CSV
 * of email addresses, or by rule (every learner of a course). Drive and media sharing pick groups through `pick`.
 */
export const groupsEndpoints = {
  list: endpoint({
    method: 'GET', path: '/api/groups', tags, access: manage,
    summary: 'User groups, paged; the term searches names; sortable by Name, CreatedOn',
    query: groupsQuerySchema, response: pageSchema(groupRowSchema),
  }),
  pick: endpoint({
    method: 'GET', path: '/api/groups/pick', tags, access: 'authenticated',
    summary: 'Groups to share with (first 50 by name): all of them for staff who manage users, otherwise the groups the caller belongs to',
    query: groupPickQuerySchema, response: z.array(groupPickSchema),
  }),
  create: endpoint({
    method: 'POST', path: '/api/groups', tags, access: manage,
    summary: 'Create a group: a unique name, a description, optionally a course rule (its learners are members)',
    body: groupBodySchema, response: groupRowSchema,
  }),
  update: endpoint({
    method: 'PUT', path: '/api/groups/:id', tags, access: manage,
    summary: 'Rename a group, change its description or its course rule',
    params: groupIdParamSchema, body: groupBodySchema, response: groupRowSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: '/api/groups/:id', tags, access: manage,
    summary: 'Delete a group (its members lose what was shared with the group)',
    params: groupIdParamSchema, response: z.null(),
  }),
  members: endpoint({
    method: 'GET', path: '/api/groups/:id/members', tags, access: manage,
    summary: 'Members of a group, paged: added by hand or CSV, and the learners of its course rule; the term searches name and email',
    params: groupIdParamSchema, query: groupsQuerySchema, response: pageSchema(groupMemberRowSchema),
  }),
  addMembers: endpoint({
    method: 'POST', path: '/api/groups/:id/members', tags, access: manage,
    summary: 'Add people (found by search) to a group; those already in it are left as they are',
    params: groupIdParamSchema, body: addMembersBodySchema, response: addMembersResultSchema,
  }),
  importMembers: endpoint({
    method: 'POST', path: '/api/groups/:id/members/csv', tags, access: manage,
    summary: 'Add members from CSV text (one email per line or an Email column); unknown addresses are reported, not added',
    params: groupIdParamSchema, body: importMembersBodySchema, response: importMembersResultSchema,
  }),
  removeMember: endpoint({
    method: 'DELETE', path: '/api/groups/:id/members/:userId', tags, access: manage,
    summary: 'Remove a member added by hand or CSV (course-rule members leave with their admission)',
    params: groupMemberParamSchema, response: z.null(),
  }),
};
