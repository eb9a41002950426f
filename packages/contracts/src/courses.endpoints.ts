import { z } from 'zod';
import {
  admissionDetailSchema, courseSummariesQuerySchema, courseSummaryParamSchema, courseSummarySchema, studentRowSchema, studentsQuerySchema,
} from './admissions.ts';
import { attemptSchema } from './assessments.ts';
import {
  certificateCourseParamSchema, certificateIdParamSchema, certificateOfCourseQuerySchema, certificatePublicParamSchema, certificateRowSchema,
  certificatesQuerySchema, certificateVerificationSchema, revokeBodySchema,
} from './certificates.ts';
import {
  acceptBodySchema, admissionDetailParamSchema, admissionParamSchema, admissionRowSchema, admissionsQuerySchema, admitBodySchema, admitResultSchema,
  ASSIGNMENT_ATTACHMENT_MAX_BYTES, assignmentAttachmentSchema, assignmentFileParamSchema, assignmentInputSchema, assignmentRowSchema, assignmentSchema,
  assignmentViewParamSchema, assignmentViewQuerySchema, candidateQuerySchema, candidateSchema, catalogueRowSchema, checkingFiltersSchema,
  checkingParamSchema, checkingRowSchema, contentItemSchema, contentParamSchema, courseContentSchema, courseCreateBodySchema, courseDeleteBodySchema,
  courseDetailSchema, courseIdParamSchema, courseLandingSchema, courseListQuerySchema, courseMentorsBodySchema, courseMutationResultSchema,
  courseNumParamSchema, courseRowSchema, courseUpdateBodySchema, heartbeatAckSchema, heartbeatBodySchema, lessonAttachmentParamSchema,
  lessonInputSchema, lessonOrderBodySchema, lessonParamSchema, lessonSchema, materialInputSchema, materialListQuerySchema, materialRowSchema,
  materialSchema, mentorCandidateSchema, mentorCandidatesQuerySchema, pendingUploadSchema, returnBodySchema, signedMediaQuerySchema,
  submissionDetailSchema, submissionParamSchema, submissionSchema, submitBodySchema, userCourseSchema,
} from './courses.ts';
import { endpoint } from './endpoint.ts';
import { idField } from './ids.ts';
import {
  instanceInputSchema, instanceParamSchema, instanceRowSchema, instancesQuerySchema, instancesStatusSchema, instanceUpdateSchema, revealLogRowSchema,
  revealSchema,
} from './instances.ts';
import { listQuerySchema, pageSchema } from './list.ts';

// ---------------------------------------------------------------- courses and lessons

const courseTags = ['courses'];
const build = 'courses.build';

/** Courses and lessons (course builders), the public catalogue, landing and course detail. */
export const coursesEndpoints = {
  catalogue: endpoint({
    method: 'GET', path: '/api/courses', tags: courseTags, access: 'public',
    summary: 'Catalogue: published courses, paged (public)',
    query: listQuerySchema, response: pageSchema(catalogueRowSchema),
  }),
  list: endpoint({
    method: 'GET', path: '/api/courseBuilding/courses', tags: courseTags, access: build,
    summary: 'Every course (draft and published), paged, for course builders',
    query: courseListQuerySchema, response: pageSchema(courseRowSchema),
  }),
  create: endpoint({
    method: 'POST', path: '/api/courses', tags: courseTags, access: build,
    summary: 'Add a course (body: item plus the list to answer with); answers the page and the item',
    body: courseCreateBodySchema, response: courseMutationResultSchema,
  }),
  update: endpoint({
    method: 'PUT', path: '/api/courses', tags: courseTags, access: build,
    summary: 'Update a course (item with ID); answers the page and the item',
    body: courseUpdateBodySchema, response: courseMutationResultSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: '/api/courses', tags: courseTags, access: build,
    summary: 'Delete courses by ids (learners keep certificates); answers the page',
    body: courseDeleteBodySchema, response: courseMutationResultSchema,
  }),
  detail: endpoint({
    method: 'GET', path: '/api/courses/:courseid', tags: courseTags, access: 'public',
    summary: 'A course by id or URL with its lessons; drafts for builders only; mentors for staff; AllowedUsers and AllowedUsersDetails for courses.manage',
    params: courseIdParamSchema, response: courseDetailSchema,
  }),
  landing: endpoint({
    method: 'GET', path: '/api/courselanding/:courseid', tags: courseTags, access: 'public',
    summary: 'Course landing item of a published course (public); an admitted learner also gets status and progress',
    params: courseIdParamSchema, response: courseLandingSchema,
  }),
  setMentors: endpoint({
    method: 'PUT', path: '/api/courses/:id/mentors', tags: courseTags, access: 'courses.manage',
    summary: 'Set the mentors of a course (they check its assignments)',
    params: courseNumParamSchema, body: courseMentorsBodySchema, response: z.array(z.object({ ID: z.number().int(), Name: z.string() })),
  }),
  mentorCandidates: endpoint({
    method: 'GET', path: '/api/courseBuilding/mentorCandidates', tags: courseTags, access: 'courses.manage',
    summary: 'Active mentors to assign to a course, by name or email (at most 20)',
    query: mentorCandidatesQuerySchema, response: z.array(mentorCandidateSchema),
  }),
  lessons: endpoint({
    method: 'GET', path: '/api/courses/:id/lessons', tags: courseTags, access: build,
    summary: 'Lessons of a course in order',
    params: courseNumParamSchema, response: z.array(lessonSchema),
  }),
  addLesson: endpoint({
    method: 'POST', path: '/api/courses/:id/lessons', tags: courseTags, access: build,
    audit: 'none: editing the course structure; publishing and deleting the course are audited',
    summary: 'Add a lesson at the end (a material, a test and an assignment, each optional)',
    params: courseNumParamSchema, body: lessonInputSchema, response: lessonSchema,
  }),
  reorderLessons: endpoint({
    method: 'PUT', path: '/api/courses/:id/lessons/order', tags: courseTags, access: build,
    audit: 'none: editing the course structure; publishing and deleting the course are audited',
    summary: 'Reorder lessons: every lesson id of the course once, in the new order',
    params: courseNumParamSchema, body: lessonOrderBodySchema, response: z.array(lessonSchema),
  }),
  updateLesson: endpoint({
    method: 'PUT', path: '/api/courses/:id/lessons/:lessonId', tags: courseTags, access: build,
    audit: 'none: editing the course structure; publishing and deleting the course are audited',
    summary: 'Change a lesson',
    params: lessonParamSchema, body: lessonInputSchema, response: lessonSchema,
  }),
  removeLesson: endpoint({
    method: 'DELETE', path: '/api/courses/:id/lessons/:lessonId', tags: courseTags, access: build,
    audit: 'none: editing the course structure; publishing and deleting the course are audited',
    summary: 'Remove a lesson',
    params: lessonParamSchema, response: z.null(),
  }),
};

// ---------------------------------------------------------------- materials and assignments libraries

const materialTags = ['materials'];
const assignmentTags = ['assignments'];

/** The materials and assignments libraries (course builders). */
export const libraryEndpoints = {
  materials: endpoint({
    method: 'GET', path: '/api/materials', tags: materialTags, access: build,
    summary: 'Materials library, paged (Name, CreatedByName, kind, expected time)',
    query: materialListQuerySchema, response: pageSchema(materialRowSchema),
  }),
  material: endpoint({
    method: 'GET', path: '/api/materials/:id', tags: materialTags, access: build,
    summary: 'One material',
    params: courseNumParamSchema, response: materialSchema,
  }),
  createMaterial: endpoint({
    method: 'POST', path: '/api/materials', tags: materialTags, access: build,
    audit: 'none: the material library is staff drafts; what learners see changes when a course is published, which is audited',
    summary: 'Add a material (video upload and PDF: then POST its file)',
    body: materialInputSchema, response: materialSchema,
  }),
  updateMaterial: endpoint({
    method: 'PUT', path: '/api/materials/:id', tags: materialTags, access: build,
    audit: 'none: the material library is staff drafts; what learners see changes when a course is published, which is audited',
    summary: 'Change a material',
    params: courseNumParamSchema, body: materialInputSchema, response: materialSchema,
  }),
  removeMaterial: endpoint({
    method: 'DELETE', path: '/api/materials/:id', tags: materialTags, access: build,
    audit: 'none: the material library is staff drafts; what learners see changes when a course is published, which is audited',
    summary: 'Remove a material from the library (lessons using it keep it)',
    params: courseNumParamSchema, response: z.null(),
  }),
  uploadMaterialFile: endpoint({
    method: 'POST', path: '/api/materials/:id/file', tags: materialTags, access: build,
    audit: 'none: the material library is staff drafts; what learners see changes when a course is published, which is audited',
    summary: 'Upload the video (mp4, webm, ogg, mov) or PDF of a material (multipart field "file"; type by content)',
    params: courseNumParamSchema, upload: true, response: materialSchema,
  }),
  materialFile: endpoint({
    method: 'GET', path: '/api/materials/:id/file', tags: materialTags, access: build,
    summary: 'The file of a material (range requests)',
    params: courseNumParamSchema, response: 'file',
  }),
  assignments: endpoint({
    method: 'GET', path: '/api/assignments', tags: assignmentTags, access: build,
    summary: 'Assignments library, paged',
    query: listQuerySchema, response: pageSchema(assignmentRowSchema),
  }),
  assignment: endpoint({
    method: 'GET', path: '/api/assignments/:id', tags: assignmentTags, access: build,
    summary: 'One assignment with its attachments',
    params: courseNumParamSchema, response: assignmentSchema,
  }),
  createAssignment: endpoint({
    method: 'POST', path: '/api/assignments', tags: assignmentTags, access: build,
    audit: 'none: the material library is staff drafts; what learners see changes when a course is published, which is audited',
    summary: 'Add an assignment (rich text is sanitized)',
    body: assignmentInputSchema, response: assignmentSchema,
  }),
  updateAssignment: endpoint({
    method: 'PUT', path: '/api/assignments/:id', tags: assignmentTags, access: build,
    audit: 'none: the material library is staff drafts; what learners see changes when a course is published, which is audited',
    summary: 'Change an assignment',
    params: courseNumParamSchema, body: assignmentInputSchema, response: assignmentSchema,
  }),
  removeAssignment: endpoint({
    method: 'DELETE', path: '/api/assignments/:id', tags: assignmentTags, access: build,
    audit: 'none: the material library is staff drafts; what learners see changes when a course is published, which is audited',
    summary: 'Remove an assignment from the library',
    params: courseNumParamSchema, response: z.null(),
  }),
  attachAssignmentFile: endpoint({
    method: 'POST', path: '/api/assignments/:id/files', tags: assignmentTags, access: build,
    audit: 'none: the material library is staff drafts; what learners see changes when a course is published, which is audited',
    summary: `Attach a file to an assignment (multipart field "file"; PDF, images, text, Office, ZIP by content; at most ${ASSIGNMENT_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB)`,
    params: courseNumParamSchema, upload: true, response: assignmentAttachmentSchema,
  }),
  assignmentFile: endpoint({
    method: 'GET', path: '/api/assignments/:id/files/:fileId', tags: assignmentTags, access: build,
    summary: 'Download an attachment of an assignment',
    params: assignmentFileParamSchema, response: 'file',
  }),
  removeAssignmentFile: endpoint({
    method: 'DELETE', path: '/api/assignments/:id/files/:fileId', tags: assignmentTags, access: build,
    audit: 'none: the material library is staff drafts; what learners see changes when a course is published, which is audited',
    summary: 'Remove an attachment of an assignment',
    params: assignmentFileParamSchema, response: z.null(),
  }),
};

// ---------------------------------------------------------------- lesson player (learners)

const playerTags = ['lesson player'];
const learn = 'courses.learn';

/**
 * The learner's side: my courses, the course content with progress and locks, opening items, heartbeats, lesson
 * tests and assignment submissions. A course the caller is not admitted to answers 404; an item of a locked
 * lesson answers 403.
 */
export const playerEndpoints = {
  userCourses: endpoint({
    method: 'GET', path: '/api/userCourses', tags: playerTags, access: learn,
    summary: 'My courses with status, progress, next step and certificate',
    response: z.array(userCourseSchema),
  }),
  content: endpoint({
    method: 'GET', path: '/api/CourseContentData/:id', tags: playerTags, access: learn,
    owner: 'admission',
    summary: 'Course content with my progress: lessons, content entries and lock icons (constant number of queries)',
    params: courseNumParamSchema, response: courseContentSchema,
  }),
  open: endpoint({
    method: 'GET', path: '/api/CourseContentData/:id/:contentUrl', tags: playerTags, access: learn,
    owner: 'admission',
    summary: 'Open one item ({lessonId}-{material|test|assignment}); a document counts as done on opening',
    params: contentParamSchema, response: contentItemSchema,
  }),
  materialFile: endpoint({
    method: 'GET', path: '/api/course/:id/lessons/:lessonId/material/file', tags: playerTags, access: learn,
    owner: 'admission',
    summary: 'The material file of an unlocked lesson (range requests for seeking)',
    params: lessonParamSchema, response: 'file',
  }),
  /** Public at the gate: the signature names the session, and the learner's access is checked as for .../material/file. */
  materialStream: endpoint({
    method: 'GET', path: '/api/course/:id/lessons/:lessonId/material/stream', tags: playerTags, access: 'public',
    summary: 'The material file by the signed address that opening the item returned (for <video> and <iframe>; range requests); 403 once it has expired or the session ended',
    params: lessonParamSchema, query: signedMediaQuerySchema, response: 'file',
  }),
  heartbeat: endpoint({
    method: 'POST', path: '/api/course/:id/lessons/:lessonId/heartbeat', tags: playerTags, access: learn,
    owner: 'admission',
    summary: 'Material heartbeat with the playback position (idempotent: a repeat adds nothing)',
    params: lessonParamSchema, body: heartbeatBodySchema, response: heartbeatAckSchema,
  }),
  startTest: endpoint({
    method: 'POST', path: '/api/course/:id/lessons/:lessonId/test/start', tags: playerTags, access: learn,
    owner: 'admission',
    summary: 'Start or resume the lesson test (an assessment attempt with the lesson context); then use /api/attempts/{id}',
    params: lessonParamSchema, response: attemptSchema,
  }),
  uploadSubmissionFile: endpoint({
    method: 'POST', path: '/api/course/:id/lessons/:lessonId/assignment/files', tags: playerTags, access: learn,
    owner: 'admission',
    summary: 'Upload one file for the next submission (multipart "file"; PDF, images, text, Office, ZIP; at most 10 MB)',
    params: lessonParamSchema, upload: true, response: pendingUploadSchema,
  }),
  removeSubmissionFile: endpoint({
    method: 'DELETE', path: '/api/course/:id/lessons/:lessonId/assignment/files/:fileId', tags: playerTags, access: learn,
    owner: 'upload',
    summary: 'Remove one of my uploads that is not part of a submission yet',
    params: lessonParamSchema.extend({ fileId: idField }), response: z.null(),
  }),
  assignmentAttachment: endpoint({
    method: 'GET', path: '/api/course/:id/lessons/:lessonId/assignment/attachments/:fileId', tags: playerTags, access: learn,
    owner: 'admission',
    summary: 'Download an attachment of the assignment of an unlocked lesson (admitted learners)',
    params: lessonAttachmentParamSchema, response: 'file',
  }),
  submit: endpoint({
    method: 'POST', path: '/api/course/:id/lessons/:lessonId/assignment/submit', tags: playerTags, access: learn,
    owner: 'admission',
    summary: 'Submit the assignment (text and uploaded files); idempotent by RequestID; 409 while one awaits review',
    params: lessonParamSchema, body: submitBodySchema, response: submissionSchema,
  }),
  submissionFile: endpoint({
    method: 'GET', path: '/api/course/:id/submissions/:submissionId/files/:fileId', tags: playerTags, access: learn,
    owner: 'submission',
    summary: 'A file of my submission',
    params: z.object({ id: idField, submissionId: idField, fileId: idField }), response: 'file',
  }),
};

// ---------------------------------------------------------------- admissions

const admissionTags = ['admissions'];
const manage = 'courses.manage';

/** Admissions: admit learners to courses, remove them, follow their progress. */
export const admissionsEndpoints = {
  list: endpoint({
    method: 'GET', path: '/api/usersAdmissions', tags: admissionTags, access: manage,
    summary: 'Admissions, paged (UserName, ProgressStatus, Progress, CreatedOn); courseId filters one course',
    query: admissionsQuerySchema, response: pageSchema(admissionRowSchema),
  }),
  students: endpoint({
    method: 'GET', path: '/api/usersAdmissions/students', tags: admissionTags, access: manage,
    summary: 'Learners admitted to at least one course, paged: name, email, course count, average progress, completed, last activity, and their courses; courseId keeps learners of one course',
    query: studentsQuerySchema, response: pageSchema(studentRowSchema),
  }),
  courseSummaries: endpoint({
    method: 'GET', path: '/api/usersAdmissions/courses', tags: admissionTags, access: manage,
    summary: 'Courses with learners admitted, not started, in progress, completed, average progress and certificates issued, paged',
    query: courseSummariesQuerySchema, response: pageSchema(courseSummarySchema),
  }),
  courseSummary: endpoint({
    method: 'GET', path: '/api/usersAdmissions/courses/:courseId', tags: admissionTags, access: manage,
    summary: "One course's learner and certificate figures (course profile)",
    params: courseSummaryParamSchema, response: courseSummarySchema,
  }),
  candidates: endpoint({
    method: 'GET', path: '/api/usersAdmissions/candidates', tags: admissionTags, access: manage,
    summary: 'Learners to admit, by name or email (value, email, contact)',
    query: candidateQuerySchema, response: z.array(candidateSchema),
  }),
  admit: endpoint({
    method: 'POST', path: '/api/usersAdmissions', tags: admissionTags, access: manage,
    summary: 'Admit learners to a course (already admitted ones are left alone)',
    body: admitBodySchema, response: admitResultSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: '/api/usersAdmissions/:id', tags: admissionTags, access: manage,
    summary: 'Remove an admission (the learner loses access)',
    params: admissionParamSchema, response: z.null(),
  }),
  /** Spec: GET /admin/AdmissionStuDetails/{SubsID}/{UserID}. */
  detail: endpoint({
    method: 'GET', path: '/api/admin/AdmissionStuDetails/:subsId/:userId', tags: admissionTags, access: manage,
    summary: "One learner's item-by-item progress in one course (SubsID = admission id), with test attempts and assignment submissions per lesson",
    params: admissionDetailParamSchema, response: admissionDetailSchema,
  }),
};

// ---------------------------------------------------------------- assignment checking

const checkingTags = ['assignment checking'];
const check = 'assignments.check';

/**
 * Mentor checking. A mentor sees only the courses they are assigned to (course mentors); the admin kind sees
 * all; other submissions answer 404. In the list paths, `courseIds` and `userIds` are ids joined with '-', and
 * 'all' (or 0) means no filter.
 */
export const checkingEndpoints = {
  pending: endpoint({
    method: 'GET', path: '/api/usersProgress/getPendingAssignments/:courseIds/:userIds', tags: checkingTags, access: check,
    summary: 'First submissions awaiting a decision (User_ID, CourseName, AssignmentName, UserName, CreatedOn), oldest first',
    params: checkingParamSchema, query: listQuerySchema, response: pageSchema(checkingRowSchema),
  }),
  reattempted: endpoint({
    method: 'GET', path: '/api/usersProgress/getReattemptedAssignments/:courseIds/:userIds', tags: checkingTags, access: check,
    summary: 'Resubmissions (after a return) awaiting a decision, oldest first',
    params: checkingParamSchema, query: listQuerySchema, response: pageSchema(checkingRowSchema),
  }),
  filters: endpoint({
    method: 'GET', path: '/api/usersProgress/checkingFilters', tags: checkingTags, access: check,
    summary: 'Filter choices: the courses the checker may see and the learners who submitted in them',
    response: checkingFiltersSchema,
  }),
  assignmentView: endpoint({
    method: 'GET', path: '/api/usersProgress/assignmentView/:courseName/:assignmentName/:userId', tags: checkingTags, access: check,
    summary: "The spec's assignment view: the learner's newest submission of that course's assignment, by names (or exactly ?submission=)",
    params: assignmentViewParamSchema, query: assignmentViewQuerySchema, response: submissionDetailSchema,
  }),
  submission: endpoint({
    method: 'GET', path: '/api/usersProgress/submissions/:id', tags: checkingTags, access: check,
    summary: 'A submission with its files, the assignment and earlier submissions',
    params: submissionParamSchema, response: submissionDetailSchema,
  }),
  accept: endpoint({
    method: 'POST', path: '/api/usersProgress/submissions/:id/accept', tags: checkingTags, access: check,
    summary: 'Accept with a score and feedback (409 when already decided)',
    params: submissionParamSchema, body: acceptBodySchema, response: submissionDetailSchema,
  }),
  return: endpoint({
    method: 'POST', path: '/api/usersProgress/submissions/:id/return', tags: checkingTags, access: check,
    summary: 'Return for reattempt with feedback (409 when already decided)',
    params: submissionParamSchema, body: returnBodySchema, response: submissionDetailSchema,
  }),
  file: endpoint({
    method: 'GET', path: '/api/usersProgress/submissions/:id/files/:fileId', tags: checkingTags, access: check,
    summary: 'A file of a submission',
    params: z.object({ id: idField, fileId: idField }), response: 'file',
  }),
};

// ---------------------------------------------------------------- certificates

const certificateTags = ['certificates'];

/**
 * Certificates: lists (all for certificates.manage, otherwise one's own), public verification, revocation, PDF.
 * Lists and PDFs need certificates.view (learners and the admin kind): other staff, recruiters among them, get 403.
 */
export const certificatesEndpoints = {
  list: endpoint({
    method: 'GET', path: '/api/certificates', tags: certificateTags, access: 'certificates.view',
    summary: 'Certificates (UserName, CourseName, CreatedOn, Url): all for certificates.manage, otherwise my own',
    query: certificatesQuerySchema, response: pageSchema(certificateRowSchema),
  }),
  ofCourse: endpoint({
    method: 'GET', path: '/api/certificates/getCertificates/:courseId', tags: certificateTags, access: 'certificates.view',
    shared: 'a catalogue course; a learner\'s list holds only their own certificates of it',
    summary: 'Certificates of one course (same visibility)',
    params: certificateCourseParamSchema, query: certificatesQuerySchema, response: pageSchema(certificateRowSchema),
  }),
  verify: endpoint({
    method: 'GET', path: '/api/certificates/verify/:publicId', tags: certificateTags, access: 'public',
    summary: 'Public verification: holder, course, date, valid or revoked (no login)',
    params: certificatePublicParamSchema, response: certificateVerificationSchema,
  }),
  revoke: endpoint({
    method: 'POST', path: '/api/certificates/:id/revoke', tags: certificateTags, access: 'certificates.manage',
    summary: 'Revoke with a reason (409 when already revoked)',
    params: certificateIdParamSchema, body: revokeBodySchema, response: certificateVerificationSchema,
  }),
  pdf: endpoint({
    method: 'GET', path: '/api/certificates/:id/pdf', tags: certificateTags, access: 'certificates.view',
    owner: 'certificate',
    summary: 'The certificate as a PDF (name, course, date, QR code and verification address); own or certificates.manage',
    params: certificateIdParamSchema, response: 'file',
  }),
  /** Spec: GET /course/getCertificate. */
  pdfOfCourse: endpoint({
    method: 'GET', path: '/api/course/getCertificate', tags: certificateTags, access: learn,
    owner: 'certificate',
    summary: 'My certificate of a course as a PDF',
    query: certificateOfCourseQuerySchema, response: 'file',
  }),
};

// ---------------------------------------------------------------- ERP instances

const instanceTags = ['instances'];
const instancesManage = 'instances.manage';

/** ERP sandbox credentials: passwords are always masked in lists; every reveal is logged. */
export const instancesEndpoints = {
  list: endpoint({
    method: 'GET', path: '/api/instances', tags: instanceTags, access: instancesManage,
    summary: 'Instances, paged (URL, UserID, masked Password)',
    query: instancesQuerySchema, response: pageSchema(instanceRowSchema),
  }),
  status: endpoint({
    method: 'GET', path: '/api/instances/status', tags: instanceTags, access: instancesManage,
    summary: 'Whether credentials can be stored and revealed (false: INSTANCE_ENCRYPTION_KEY is not configured; adding and revealing answer 503)',
    response: instancesStatusSchema,
  }),
  create: endpoint({
    method: 'POST', path: '/api/instances', tags: instanceTags, access: instancesManage,
    audit: 'none: a learner\'s ERP sandbox login, not a person, grade, admission or published content; password reveals have their own log',
    summary: 'Add credentials for an admitted learner and course (password encrypted at rest)',
    body: instanceInputSchema, response: instanceRowSchema,
  }),
  update: endpoint({
    method: 'PUT', path: '/api/instances/:id', tags: instanceTags, access: instancesManage,
    audit: 'none: a learner\'s ERP sandbox login, not a person, grade, admission or published content; password reveals have their own log',
    summary: 'Change URL, UserID and (when given) the password',
    params: instanceParamSchema, body: instanceUpdateSchema, response: instanceRowSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: '/api/instances/:id', tags: instanceTags, access: instancesManage,
    audit: 'none: a learner\'s ERP sandbox login, not a person, grade, admission or published content; password reveals have their own log',
    summary: 'Remove credentials',
    params: instanceParamSchema, response: z.null(),
  }),
  reveal: endpoint({
    method: 'POST', path: '/api/instances/:id/reveal', tags: instanceTags, access: instancesManage,
    audit: 'none: every reveal of an instance password is written to its own log (instance_reveals, shown on the instance)',
    summary: 'Reveal the password (logged)',
    params: instanceParamSchema, response: revealSchema,
  }),
  reveals: endpoint({
    method: 'GET', path: '/api/instances/:id/reveals', tags: instanceTags, access: instancesManage,
    summary: 'Who revealed the password, when and from where',
    params: instanceParamSchema, response: z.array(revealLogRowSchema),
  }),
  mine: endpoint({
    method: 'GET', path: '/api/myInstances', tags: instanceTags, access: learn,
    summary: 'My ERP instances (masked)',
    query: listQuerySchema, response: pageSchema(instanceRowSchema),
  }),
  revealMine: endpoint({
    method: 'POST', path: '/api/myInstances/:id/reveal', tags: instanceTags, access: learn,
    owner: 'instance',
    summary: 'Reveal the password of my instance (logged)',
    params: instanceParamSchema, response: revealSchema,
  }),
};
