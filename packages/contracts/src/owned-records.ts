/*
 * The kinds of user-owned records an endpoint's id can name (the object-level gate, docs/architecture.md
 * "One endpoint table"). An endpoint declares `owner: '<kind>'` and the gate
 * (apps/server/src/platform/http/object-access.test.ts) creates such a record for one user through the real API,
 * asks for it as another user of the same role and expects 404 and no change. Each kind needs an owner factory in
 * apps/server/src/platform/http/owned-records.factories.ts: the compiler asks for it once the kind is listed here.
 */
export const ownedRecords = [
  /** A test attempt (its answers, flags, result). */
  'attempt',
  /** A learner's admission to a course: the course's player, progress, lesson tests and assignment uploads. */
  'admission',
  /** A file a learner uploaded for their next assignment submission (not submitted yet). */
  'upload',
  /** A learner's assignment submission and its files. */
  'submission',
  /** A course certificate issued to the learner. */
  'certificate',
  /** An ERP training instance assigned to the learner. */
  'instance',
  /** A learning path (GLP) assigned to the learner. */
  'learningPath',
  /** One of the account's sign-in sessions. */
  'session',
  /** A device remembered by the account's second factor. */
  'rememberedDevice',
  /** A notification of the user's (opening it marks it read). */
  'notification',
  /** A learner's support ticket: its conversation, replies, status moves and files. */
  'supportTicket',
  /** A file a learner uploaded for a support message not sent yet. */
  'supportUpload',
  /** An order of the buyer's (checkout, payment, refund state and events). */
  'order',
  /** An invoice or credit note issued to the buyer. */
  'invoice',
  /** A share link of the learner's resume: revoking it. */
  'resumeShareLink',
  /** A recruiter's request to unmask the learner's resume: accepting or declining it. */
  'resumeUnmaskRequest',
  /** A PDF export of the learner's resume: its state and file. */
  'resumeExport',
  /** A forum post (topic, answer or comment) the member wrote: editing and deleting it. */
  'forumPost',
  /** A job invitation (or application) of the candidate's: viewing, answering, taking its assessment. */
  'jobInvitation',
  /** A knowledge item the member contributed: changing it and its attachments while it waits for an editor. */
  'knowledgeItem',
  /** A question the learner asked the chat bot and its answer: rating it. */
  'chatbotMessage',
  /** A media item of the learner's own (saved from the marketplace or uploaded): opening and removing it. */
  'mediaItem',
  /** An item (file or folder) of the user's drive: reading, renaming, moving, trashing, sharing it. */
  'driveItem',
] as const;
export type OwnedRecord = (typeof ownedRecords)[number];
