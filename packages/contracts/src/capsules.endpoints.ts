import { z } from 'zod';
import { attemptSchema } from './assessments.ts';
import { signedMediaQuerySchema } from './courses.ts';
import { endpoint } from './endpoint.ts';
import { pageSchema } from './list.ts';
import {
  adminCapsulesQuerySchema, badgeParamSchema, badgeViewSchema, capsuleAdminDetailsSchema, capsuleAdminRowSchema, capsuleAdminSchema,
  capsuleInputSchema, capsuleParamSchema, capsulePlayerSchema, capsuleTestParamSchema, capsuleTileSchema, capsulesCatalogueSchema,
  capsulesQuerySchema, decisionBodySchema, extendBodySchema, idParamSchema, myBadgeSchema, progressDetailSchema, progressDownloadQuerySchema,
  progressParamSchema, progressReportQuerySchema, progressRowSchema, revokeBodySchema, statusListParamSchema, subscriptionPlansSchema,
  subscriptionPlanAdminSchema, subscriptionPlanInputSchema, subscriptionRequestBodySchema, subscriptionRequestRowSchema, subscriptionRequestsQuerySchema, subscriptionRowSchema, subscriptionsQuerySchema,
  videoPositionBodySchema,
} from './capsules.ts';

const tags = ['capsules'];
const badgeTags = ['capsules: badges'];
const take = 'capsules.take';
const manage = 'capsules.manage';
const published = 'a published capsule of the catalogue; the answer carries only the caller\'s own progress';

/**
 * Capsules (issue 15). Learners (capsules.take) see the catalogue and play a capsule they bought or hold a
 * subscription for (403 otherwise); badges are public by their random id; staff (capsules.manage) build capsules
 * and follow progress.
 */
export const capsulesEndpoints = {
  // ---------------------------------------------------------------- learner and public
  catalogue: endpoint({
    method: 'GET', path: '/api/Capsules', tags, access: 'public',
    summary: 'Published capsules (data.CapsulesList: Title, INRPrice, DollarPrice, ProductName, TrackName, ModuleName), filters product, track, module; with a session, my progress on each',
    query: capsulesQuerySchema, response: capsulesCatalogueSchema,
  }),
  player: endpoint({
    method: 'GET', path: '/api/Capsules/:capsuleId/attempt', tags, access: take, shared: published,
    summary: 'The capsule player: my access (bought, subscribed), progress, the video (with access only), Test 1 and Test 2 states, whether the badge can be claimed',
    params: capsuleParamSchema, response: capsulePlayerSchema,
  }),
  videoStream: endpoint({
    method: 'GET', path: '/api/Capsules/:capsuleId/video/stream', tags, access: 'public',
    summary: 'The uploaded video of a capsule by the signed address the player gives (a <video> cannot send the bearer token); access is checked again',
    params: capsuleParamSchema, query: signedMediaQuerySchema, response: 'file', produces: ['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime'],
  }),
  capsuleBadgeImage: endpoint({
    method: 'GET', path: '/api/Capsules/:capsuleId/badgeImage.png', tags: badgeTags, access: 'public', shared: 'the badge image of a capsule is the same for everyone',
    summary: 'The badge image of a capsule (the achievement\'s image)', params: capsuleParamSchema, response: 'file', produces: ['image/png'],
  }),
  videoPosition: endpoint({
    method: 'PUT', path: '/api/Capsules/:capsuleId/videoPosition', tags, access: take, shared: published,
    summary: 'Save my video position (resume point); watched at 90% of its length. 403 without purchase or subscription',
    params: capsuleParamSchema, body: videoPositionBodySchema, response: capsulePlayerSchema.shape.Progress,
  }),
  startTest: endpoint({
    method: 'POST', path: '/api/Capsules/:capsuleId/tests/:which/start', tags, access: take, shared: published,
    summary: 'Start (or resume) Test 1 or Test 2 in the assessment engine. 403 without access; Test 2 only after Test 1 is passed (422)',
    params: capsuleTestParamSchema, response: attemptSchema,
  }),
  claimBadge: endpoint({
    method: 'POST', path: '/api/Capsules/:capsuleId/claimBadge', tags: badgeTags, access: take, shared: published,
    summary: 'Claim the badge once both tests are passed: one signed Open Badges 3.0 credential per learner and capsule (a second claim answers the same badge)',
    params: capsuleParamSchema, response: myBadgeSchema,
  }),
  myBadges: endpoint({
    method: 'GET', path: '/api/Capsules/myBadges', tags: badgeTags, access: take,
    summary: 'My capsule badges with their public page and LinkedIn links',
    response: z.array(myBadgeSchema),
  }),
  plans: endpoint({
    method: 'GET', path: '/api/Capsules/subscriptionPlans', tags, access: 'public',
    summary: 'Subscription plans (all capsules for a period); with a session, my active subscription and pending request',
    response: subscriptionPlansSchema,
  }),
  requestSubscription: endpoint({
    method: 'POST', path: '/api/Capsules/subscriptionRequests', tags, access: take,
    summary: 'Ask for a subscription (e.g. sponsored by an employer); staff approve or reject it. One pending request at a time',
    body: subscriptionRequestBodySchema, response: subscriptionRequestRowSchema,
  }),

  // ---------------------------------------------------------------- badges (public)
  badge: endpoint({
    method: 'GET', path: '/api/badges/:badgeId', tags: badgeTags, access: 'public',
    summary: 'A badge as its public page shows it: achievement, holder name, issue date, evidence, valid or revoked, the server\'s verification and the signed credential (no email). 404 for an unknown or malformed id',
    params: badgeParamSchema, response: badgeViewSchema,
  }),
  badgeImage: endpoint({
    method: 'GET', path: '/api/badges/:badgeId/image.png', tags: badgeTags, access: 'public',
    summary: 'The badge image baked with its credential (Open Badges 3.0 baking: PNG iTXt chunk "openbadgecredential")',
    params: badgeParamSchema, response: 'file', produces: ['image/png'],
  }),
  issuerDid: endpoint({
    method: 'GET', path: '/api/badges/issuer/did.json', tags: badgeTags, access: 'public',
    summary: 'The issuer\'s DID document (did:web): its current and retired public keys (Multikey), so every badge ever issued verifies',
    response: 'file', produces: ['application/json'],
  }),
  statusList: endpoint({
    method: 'GET', path: '/api/badges/status/:list', tags: badgeTags, access: 'public',
    summary: 'A signed Bitstring Status List credential: revoked badges have their bit set',
    params: statusListParamSchema, response: 'file', produces: ['application/json'],
  }),

  // ---------------------------------------------------------------- staff
  adminList: endpoint({
    method: 'GET', path: '/api/Capsules/admin/list', tags, access: manage,
    summary: 'Every capsule (draft and published) with learners and badges; filter status',
    query: adminCapsulesQuerySchema, response: pageSchema(capsuleAdminRowSchema),
  }),
  adminGet: endpoint({
    method: 'GET', path: '/api/Capsules/admin/:capsuleId', tags, access: manage,
    summary: 'One capsule for the builder', params: capsuleParamSchema, response: capsuleAdminSchema,
  }),
  create: endpoint({
    method: 'POST', path: '/api/Capsules/admin', tags, access: manage,
    summary: 'Create a capsule (draft): title, product/track/module, prices, video material, Test 1 and Test 2, badge design',
    body: capsuleInputSchema, response: capsuleAdminSchema,
  }),
  update: endpoint({
    method: 'PUT', path: '/api/Capsules/admin/:capsuleId', tags, access: manage,
    summary: 'Change a capsule', params: capsuleParamSchema, body: capsuleInputSchema, response: capsuleAdminSchema,
  }),
  publish: endpoint({
    method: 'POST', path: '/api/Capsules/admin/:capsuleId/publish', tags, access: manage,
    summary: 'Publish a capsule: it needs a price, a video, two published tests and a badge name (422 with what is missing)',
    params: capsuleParamSchema, response: capsuleAdminSchema,
  }),
  uploadBadgeImage: endpoint({
    method: 'POST', path: '/api/Capsules/admin/:capsuleId/badgeImage', tags: badgeTags, access: manage,
    audit: 'none: design material, as the materials library uploads are; what learners see changes when the capsule is published, which is audited',
    summary: 'Upload the badge image of a capsule (multipart field "file"; PNG by content, at most 1 MB): the achievement image, baked with each credential',
    params: capsuleParamSchema, upload: true, response: capsuleAdminSchema,
  }),
  adminDetails: endpoint({
    method: 'GET', path: '/api/Capsules/getCapsuleAdminDetails/:capsuleId', tags, access: manage,
    summary: 'One capsule with its learners (data.UserProgress) and their badges',
    params: capsuleParamSchema, response: capsuleAdminDetailsSchema,
  }),
  revokeBadge: endpoint({
    method: 'POST', path: '/api/Capsules/admin/badges/:badgeId/revoke', tags: badgeTags, access: manage,
    summary: 'Revoke a badge with a reason: its status-list bit is set, so outside verifiers see it revoked',
    params: badgeParamSchema, body: revokeBodySchema, response: myBadgeSchema,
  }),
  progressReport: endpoint({
    method: 'GET', path: '/api/CapsulesUserProgress/capsuleProgressReport', tags, access: manage,
    summary: 'Capsule progress rows (CapsuleName, VideoBought, Test1Completed, Test2Completed, BadgeClaimed per learner and capsule); filters capsule and stage',
    query: progressReportQuerySchema, response: pageSchema(progressRowSchema),
  }),
  progressCsv: endpoint({
    method: 'GET', path: '/api/CapsulesUserProgress/capsuleProgressReport/download', tags, access: manage,
    summary: 'The progress report as CSV with the same filters', query: progressDownloadQuerySchema, response: 'file', produces: ['text/csv'],
  }),
  progressDetail: endpoint({
    method: 'GET', path: '/api/CapsulesUserProgress/:capsuleId/:progressId', tags, access: manage,
    summary: 'One learner\'s step-by-step record in a capsule, with their test attempts',
    params: progressParamSchema, response: progressDetailSchema,
  }),
  tiles: endpoint({
    method: 'GET', path: '/api/Capsules/admin/tiles', tags, access: manage,
    summary: 'Figures per capsule: buyers, completions, badges, revenue (paid orders, in minor units per currency)',
    response: z.array(capsuleTileSchema),
  }),
  subscriptions: endpoint({
    method: 'GET', path: '/api/Capsules/admin/subscriptions', tags, access: manage,
    summary: 'Active and past subscriptions; filter status', query: subscriptionsQuerySchema, response: pageSchema(subscriptionRowSchema),
  }),
  extendSubscription: endpoint({
    method: 'POST', path: '/api/Capsules/admin/subscriptions/:id/extend', tags, access: manage,
    summary: 'Extend a subscription by some months', params: idParamSchema, body: extendBodySchema, response: subscriptionRowSchema,
  }),
  cancelSubscription: endpoint({
    method: 'POST', path: '/api/Capsules/admin/subscriptions/:id/cancel', tags, access: manage,
    summary: 'Cancel a subscription (access ends now)', params: idParamSchema, response: subscriptionRowSchema,
  }),
  adminPlans: endpoint({
    method: 'GET', path: '/api/Capsules/admin/plans', tags, access: manage,
    summary: 'Every subscription plan (active and withdrawn) with its active subscribers',
    response: z.array(subscriptionPlanAdminSchema),
  }),
  createPlan: endpoint({
    method: 'POST', path: '/api/Capsules/admin/plans', tags, access: manage,
    summary: 'Add a subscription plan (name, months, INR and USD price; at least one price)',
    body: subscriptionPlanInputSchema, response: subscriptionPlanAdminSchema,
  }),
  updatePlan: endpoint({
    method: 'PUT', path: '/api/Capsules/admin/plans/:id', tags, access: manage,
    summary: 'Change a plan or withdraw it (Active false: no longer sold or requested). Orders made keep the price they were made at; subscriptions held keep their period',
    params: idParamSchema, body: subscriptionPlanInputSchema, response: subscriptionPlanAdminSchema,
  }),
  subscriptionRequests: endpoint({
    method: 'GET', path: '/api/Capsules/admin/subscriptionRequests', tags, access: manage,
    summary: 'Subscription requests; filter status', query: subscriptionRequestsQuerySchema, response: pageSchema(subscriptionRequestRowSchema),
  }),
  approveRequest: endpoint({
    method: 'POST', path: '/api/Capsules/admin/subscriptionRequests/:id/approve', tags, access: manage,
    summary: 'Approve a pending request: the learner holds the plan\'s subscription from now', params: idParamSchema, body: decisionBodySchema, response: subscriptionRequestRowSchema,
  }),
  rejectRequest: endpoint({
    method: 'POST', path: '/api/Capsules/admin/subscriptionRequests/:id/reject', tags, access: manage,
    summary: 'Reject a pending request', params: idParamSchema, body: decisionBodySchema, response: subscriptionRequestRowSchema,
  }),
};
