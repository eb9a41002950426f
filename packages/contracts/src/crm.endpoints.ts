import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idField } from './ids.ts';
import { pageSchema } from './list.ts';
import {
  addListMembersBodySchema, addListMembersResultSchema, audiencePreviewSchema, audienceSchema, campaignEnquirySchema,
  campaignListBodySchema, campaignSchema, convertBodySchema, convertResultSchema, createCampaignBodySchema,
  createEmailListBodySchema, createEnquiryBodySchema, createFollowupBodySchema, demoLeadSchema, demoLeadStatusBodySchema,
  demoLeadStatusSchema, demoLeadsQuerySchema, emailHistoryQuerySchema, emailHistorySchema, emailListSchema,
  enquiriesExportQuerySchema, enquiriesListQuerySchema, enquiryOwnerBodySchema, enquiryProfileSchema, enquirySchema,
  enquiryStatusBodySchema, followupRangeParamsSchema, followupSchema, followupStatusBodySchema, pipelineSchema,
  staffEnquiryBodySchema, staffOptionSchema, subscribeBodySchema, tokenBodySchema, unsubscribeInfoSchema,
  unsubscribeParamsSchema, landingContentSchema, landingEditSchema, landingPublicSchema,
} from './crm.ts';

const tags = ['crm'];
const campaignTags = ['campaigns'];
const idParams = z.object({ id: idField });
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const staffRecord = 'an enquiry is the admissions team’s shared record: every holder of crm.manage works every enquiry';

/** The admissions CRM: enquiries, follow-ups, demo leads, public forms, and e-mail campaigns. */
export const crmEndpoints = {
  createEnquiry: endpoint({
    method: 'POST', path: '/api/enquiries', tags, access: 'public',
    summary: 'File an enquiry from a public form (a repeat from the same e-mail or mobile within a day is merged)',
    body: createEnquiryBodySchema, response: z.object({ Received: z.literal(true) }),
  }),
  enquiries: endpoint({
    method: 'GET', path: '/api/enquiries', tags, access: 'crm.manage',
    summary: 'Enquiries, paged, newest first; filter by status, source, city, owner and dates',
    query: enquiriesListQuerySchema, response: pageSchema(enquirySchema),
  }),
  exportEnquiries: endpoint({
    method: 'GET', path: '/api/enquiries/export', tags, access: 'crm.manage',
    summary: 'The filtered enquiries as CSV or XLSX (downloadEnquiries)',
    query: enquiriesExportQuerySchema, response: 'file', produces: ['text/csv', XLSX_TYPE],
  }),
  recordEnquiry: endpoint({
    method: 'POST', path: '/api/enquiries/record', tags, access: 'crm.manage',
    summary: 'Record an enquiry taken by phone or at the desk (owner: the recorder)',
    body: staffEnquiryBodySchema, response: enquirySchema,
  }),
  pipeline: endpoint({
    method: 'GET', path: '/api/enquiryStatus', tags, access: 'crm.manage',
    summary: 'Counts per status with the latest enquiries of each (pipeline board)',
    response: pipelineSchema,
  }),
  staffOptions: endpoint({
    method: 'GET', path: '/api/enquiries/owners', tags, access: 'crm.manage',
    summary: 'Staff who may own an enquiry', response: z.array(staffOptionSchema),
  }),
  campaignEnquiries: endpoint({
    method: 'GET', path: '/api/enquiries/byCampaign', tags, access: 'crm.manage',
    summary: 'Registrations received per campaign and form (Campaign Registrations)', response: z.array(campaignEnquirySchema),
  }),
  enquiryProfile: endpoint({
    method: 'GET', path: '/api/enquiryProfile/:id', tags, access: 'crm.manage', shared: staffRecord,
    summary: 'An enquiry with its timeline, follow-ups and the prospect’s behaviour on the platform',
    params: idParams, response: enquiryProfileSchema,
  }),
  setEnquiryStatus: endpoint({
    method: 'POST', path: '/api/enquiries/:id/status', tags, access: 'crm.manage', shared: staffRecord,
    summary: 'Move an enquiry to another status', params: idParams, body: enquiryStatusBodySchema, response: enquirySchema,
  }),
  setEnquiryOwner: endpoint({
    method: 'POST', path: '/api/enquiries/:id/owner', tags, access: 'crm.manage', shared: staffRecord,
    summary: 'Assign (or clear) the enquiry’s owner', params: idParams, body: enquiryOwnerBodySchema, response: enquirySchema,
  }),
  convertEnquiry: endpoint({
    method: 'POST', path: '/api/enquiries/:id/convert', tags, access: 'crm.manage', shared: staffRecord,
    summary: 'Create (or link) the learner account and admit it to a course; the enquiry becomes Enrolled',
    params: idParams, body: convertBodySchema, response: convertResultSchema,
  }),
  addFollowup: endpoint({
    method: 'POST', path: '/api/enquiries/:id/followups', tags, access: 'crm.manage', shared: staffRecord,
    summary: 'Plan a follow-up (its owner is reminded at the time)', params: idParams, body: createFollowupBodySchema, response: followupSchema,
  }),
  setFollowupStatus: endpoint({
    method: 'POST', path: '/api/followup/:id', tags, access: 'crm.manage', shared: staffRecord,
    summary: 'Mark a follow-up done or cancelled', params: idParams, body: followupStatusBodySchema, response: followupSchema,
  }),
  followups: endpoint({
    method: 'GET', path: '/api/followup/getFollowups', tags, access: 'crm.manage',
    summary: 'Follow-ups from today on (at most 500)', response: z.array(followupSchema),
  }),
  followupsBetween: endpoint({
    method: 'GET', path: '/api/followup/getFollowups/:fromDate/:toDate', tags, access: 'crm.manage',
    summary: 'Follow-ups between two dates, inclusive (at most 500)', params: followupRangeParamsSchema, response: z.array(followupSchema),
  }),
  calendarFeed: endpoint({
    method: 'POST', path: '/api/followup/calendarFeed', tags, access: 'crm.manage',
    audit: 'none: issues the caller’s own calendar address (replacing their previous one); nothing of others changes',
    summary: 'A new secret iCal address of the caller’s follow-ups (the previous one stops working)',
    response: z.object({ Url: z.string() }),
  }),
  calendar: endpoint({
    method: 'GET', path: '/api/followup/ical/:token', tags, access: 'public',
    summary: 'A staff member’s follow-ups as an iCal feed (the unguessable address is the credential)',
    params: unsubscribeParamsSchema, response: 'file', produces: ['text/calendar'],
  }),
  subscribe: endpoint({
    method: 'POST', path: '/api/subscribe', tags, access: 'public',
    summary: 'Newsletter sign-up: mails a confirmation link (the same answer whether the address is known or not)',
    body: subscribeBodySchema, response: z.object({ Received: z.literal(true) }),
  }),
  confirmSubscription: endpoint({
    method: 'POST', path: '/api/subscribe/confirm', tags, access: 'public',
    summary: 'Confirm a newsletter subscription with the mailed token', body: tokenBodySchema, response: z.object({ Confirmed: z.literal(true) }),
  }),
  unsubscribeInfo: endpoint({
    method: 'GET', path: '/api/unsubscribe/:token', tags: campaignTags, access: 'public',
    summary: 'Whom an unsubscribe link is for (masked address)', params: unsubscribeParamsSchema, response: unsubscribeInfoSchema,
  }),
  unsubscribe: endpoint({
    method: 'POST', path: '/api/unsubscribe/:token', tags: campaignTags, access: 'public',
    // The mail client's one-click POST (RFC 8058) carries no anti-forgery header: the token in the address is the credential.
    webhook: true,
    summary: 'Unsubscribe the link’s recipient from marketing mail (also RFC 8058 one-click)', params: unsubscribeParamsSchema, response: unsubscribeInfoSchema,
  }),
  campaignOpen: endpoint({
    method: 'GET', path: '/api/campaigns/open/:token', tags: campaignTags, access: 'public',
    // Loaded by the reader's mail client (or its image proxy), without login: the recipient's token is the credential.
    summary: 'The open pixel of a campaign mail: records its first opening and answers a 1x1 GIF (any token alike)',
    params: unsubscribeParamsSchema, response: 'file', produces: ['image/gif'],
  }),
  landing: endpoint({
    method: 'GET', path: '/api/landing', tags: ['landing'], access: 'public',
    summary: 'The public landing page’s edited content: hero per language, highlighted published courses, testimonials',
    response: landingPublicSchema,
  }),
  landingEdit: endpoint({
    method: 'GET', path: '/api/landing/edit', tags: ['landing'], access: 'landing.manage',
    summary: 'The landing page’s content as staff edit it (course ids, drafts marked, who changed it last)', response: landingEditSchema,
  }),
  saveLanding: endpoint({
    method: 'PUT', path: '/api/landing', tags: ['landing'], access: 'landing.manage',
    summary: 'Save the landing page’s hero texts, highlighted courses and testimonials (audited)',
    body: landingContentSchema, response: landingEditSchema,
  }),
  demoLeads: endpoint({
    method: 'GET', path: '/api/demoLeads', tags, access: 'crm.manage',
    summary: 'Demo account leads, newest first', query: demoLeadsQuerySchema, response: pageSchema(demoLeadSchema),
  }),
  setDemoLeadStatus: endpoint({
    method: 'POST', path: '/api/demoLeads/:id', tags, access: 'crm.manage', shared: staffRecord,
    summary: 'Change a demo lead’s status', params: idParams, body: demoLeadStatusBodySchema, response: z.literal(true),
  }),
  demoLeadStatuses: endpoint({
    method: 'GET', path: '/api/DemoLeads/getLeadStatus', tags, access: 'crm.manage',
    summary: 'The demo lead status list', response: z.array(demoLeadStatusSchema),
  }),
  campaignList: endpoint({
    method: 'POST', path: '/api/Sendemail/getCampaignList', tags: campaignTags, access: 'campaigns.manage',
    audit: 'none: reads the campaign list (a POST only because the spec says so)',
    summary: 'Campaigns between two dates', body: campaignListBodySchema, response: z.array(campaignSchema),
  }),
  createCampaign: endpoint({
    method: 'POST', path: '/api/campaigns', tags: campaignTags, access: 'campaigns.manage',
    summary: 'Compose a campaign and send it now or at a time', body: createCampaignBodySchema, response: campaignSchema,
  }),
  previewAudience: endpoint({
    method: 'POST', path: '/api/campaigns/audience', tags: campaignTags, access: 'campaigns.manage',
    audit: 'none: counts an audience, changes nothing',
    summary: 'How many an audience reaches (suppressed ones apart)', body: z.object({ Audience: audienceSchema }), response: audiencePreviewSchema,
  }),
  emailHistory: endpoint({
    method: 'GET', path: '/api/campaigns/history', tags: campaignTags, access: 'campaigns.manage',
    summary: 'Every campaign mail with its status per recipient', query: emailHistoryQuerySchema, response: pageSchema(emailHistorySchema),
  }),
  emailLists: endpoint({
    method: 'GET', path: '/api/emailLists', tags: campaignTags, access: 'campaigns.manage',
    summary: 'Named e-mail lists', response: z.array(emailListSchema),
  }),
  createEmailList: endpoint({
    method: 'POST', path: '/api/emailLists', tags: campaignTags, access: 'campaigns.manage',
    summary: 'Create a named e-mail list', body: createEmailListBodySchema, response: emailListSchema,
  }),
  addListMembers: endpoint({
    method: 'POST', path: '/api/emailLists/:id/members', tags: campaignTags, access: 'campaigns.manage', shared: 'lists are the campaign team’s shared audiences',
    summary: 'Add addresses to a list (rows or CSV text)', params: idParams, body: addListMembersBodySchema, response: addListMembersResultSchema,
  }),
};
