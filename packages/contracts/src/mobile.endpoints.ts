import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageSchema } from './list.ts';
import {
  appContentInputSchema, appContentOrderSchema, appContentParamSchema, appContentQuerySchema, appContentSchema, appListQuerySchema,
  appSubscriberSchema, appUserSchema, deviceRegisteredSchema, deviceRegistrationSchema,
} from './mobile.ts';

const tags = ['mobile app'];
const manage = 'mobile.manage';

/** The mobile app's devices and the administration of its users, subscribers and content (Mobile App Admin). */
export const mobileEndpoints = {
  registerDevice: endpoint({
    method: 'POST', path: '/api/appDevices', tags, access: 'public',
    summary: 'Register or refresh the app\'s device (Platform, DeviceID, push token, app version): tied to the signed-in account when the bearer token is sent, else an anonymous subscriber (optional name and e-mail); rate limited',
    body: deviceRegistrationSchema, response: deviceRegisteredSchema,
  }),
  appUsers: endpoint({
    method: 'GET', path: '/api/users/getAppUsers', tags, access: manage,
    summary: 'Accounts signed in on the app (spec: FirstName, LastName, Email, CreatedOn) with last seen, platform and version',
    query: appListQuerySchema, response: pageSchema(appUserSchema),
  }),
  appSubscribers: endpoint({
    method: 'GET', path: '/api/appSubscribers', tags, access: manage,
    summary: 'Anonymous app subscribers (spec: Platform, EmailID, Name, DeviceID, CreatedOn)',
    query: appListQuerySchema, response: pageSchema(appSubscriberSchema),
  }),
  appContent: endpoint({
    method: 'GET', path: '/api/appMediaContent', tags, access: manage,
    summary: 'App Media Content: the media and marketplace videos the app shows, in order, optionally for one audience',
    query: appContentQuerySchema, response: z.array(appContentSchema),
  }),
  addAppContent: endpoint({
    method: 'POST', path: '/api/appMediaContent', tags, access: manage,
    summary: 'Show a media item or marketplace video in the app for an audience (at the end of the order; once per audience)',
    body: appContentInputSchema, response: appContentSchema,
  }),
  orderAppContent: endpoint({
    method: 'PUT', path: '/api/appMediaContent/order', tags, access: manage,
    summary: 'Set the order of the app\'s content (every id once)',
    body: appContentOrderSchema, response: z.array(appContentSchema),
  }),
  removeAppContent: endpoint({
    method: 'DELETE', path: '/api/appMediaContent/:id', tags, access: manage,
    summary: 'Stop showing an entry in the app',
    params: appContentParamSchema, response: z.null(),
  }),
  appFeed: endpoint({
    method: 'GET', path: '/api/appMediaContent/feed', tags, access: 'public',
    summary: 'What the app shows the caller, in order: learners\' entries for a signed-in learner, subscribers\' otherwise, and everyone\'s',
    response: z.array(appContentSchema),
  }),
} as const;
