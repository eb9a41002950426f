import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageSchema } from './list.ts';
import {
  allResumesQuerySchema, bankQuerySchema, bankResumeSchema, bankRowSchema, contactInfoSchema, decideBodySchema, exportBodySchema,
  exportParamSchema, exportSchema, hiddenCredentialsBodySchema, jsonResumeImportAnswerSchema, jsonResumeImportSchema, jsonResumeSchema,
  linkParamSchema, listBodySchemas, maskingBodySchema, masterBodySchema, masterEntryParamSchema, masterTypeParamSchema, newShareLinkBodySchema,
  otherInfoSchema, personalInfoSchema, publicResumeMediaParamSchema, publicResumeParamSchema, RESUME_PHOTO_MAX_BYTES, RESUME_VIDEO_MAX_BYTES,
  resumeMediaParamSchema, resumeMediaQuerySchema, requestParamSchema, resumeBuilderAnswerSchema, resumeBuilderQuerySchema,
  resumeDashboardSchema, resumeMasterSchema, resumeMasterTypeSchema, resumeParamSchema, resumeRowSchema, resumeSchema, sharedResumeSchema,
  shareLinkSchema, staffEditBodySchema, unmaskAskBodySchema, unmaskRequestSchema,
} from './resumes.ts';
import { listQuerySchema } from './list.ts';

const tags = ['resumes'];
const build = 'resumes.build';
const manage = 'resumes.manage';
const bank = 'resumebank.search';

/**
 * Resumes. A learner (resumes.build) reads and writes only their own resume under /ResumeBuilder (each write answers
 * the whole resume); recruiters (resumebank.search) read resumes only through the bank, masked unless the candidate
 * accepted their unmask request; staff with resumes.manage list, read and edit every resume. Shared links
 * (/Resume/{ResumeID}) are public and masked. Masked values never leave the server.
 */
export const resumesEndpoints = {
  // ---------------------------------------------------------------- learner
  get: endpoint({
    method: 'GET', path: '/api/ResumeBuilder', tags, access: build,
    summary: 'My resume (started empty on the first call). ?action=PersonalInfo | ContactInfo | Experiences | EducationCertifications | Certifications | ProjectExperience | OtherInfo | VerifiedCredentials | Sharing answers that section only (with ID and Progress)',
    query: resumeBuilderQuerySchema, response: resumeBuilderAnswerSchema,
  }),
  savePersonal: endpoint({
    method: 'PUT', path: '/api/ResumeBuilder/PersonalInfo', tags, access: build,
    summary: 'Save PersonalInfo: names, headline, city, state, country', body: personalInfoSchema, response: resumeSchema,
  }),
  saveContact: endpoint({
    method: 'PUT', path: '/api/ResumeBuilder/ContactInfo', tags, access: build,
    summary: 'Save ContactInfo: email, phone (valid for its dialling code), LinkedIn, passport, travel/relocation/night shift, skills, languages',
    body: contactInfoSchema, response: resumeSchema,
  }),
  saveExperiences: endpoint({
    method: 'PUT', path: '/api/ResumeBuilder/Experiences', tags, access: build,
    summary: 'Save the Experiences list in its order (add: no ID; edit: keep the ID; remove: leave out); end after start, "present" allowed',
    body: listBodySchemas.Experiences, response: resumeSchema,
  }),
  saveEducation: endpoint({
    method: 'PUT', path: '/api/ResumeBuilder/EducationCertifications', tags, access: build,
    summary: 'Save the EducationCertifications list in its order', body: listBodySchemas.EducationCertifications, response: resumeSchema,
  }),
  saveCertifications: endpoint({
    method: 'PUT', path: '/api/ResumeBuilder/Certifications', tags, access: build,
    summary: 'Save the Certifications list (typed by the learner; verified ones come from the platform)', body: listBodySchemas.Certifications, response: resumeSchema,
  }),
  saveProjects: endpoint({
    method: 'PUT', path: '/api/ResumeBuilder/ProjectExperience', tags, access: build,
    summary: 'Save the ProjectExperience list in its order', body: listBodySchemas.ProjectExperience, response: resumeSchema,
  }),
  saveOther: endpoint({
    method: 'PUT', path: '/api/ResumeBuilder/OtherInfo', tags, access: build,
    summary: 'Save OtherInfo.CoverLetter (rich text, sanitized)', body: otherInfoSchema, response: resumeSchema,
  }),
  saveMasking: endpoint({
    method: 'PUT', path: '/api/ResumeBuilder/Masking', tags, access: build,
    summary: 'Masking on/off and the MaskedFields flags (LastName, EmailID, MobileNumber, LinkedProfileLink, ProjectName)',
    body: maskingBodySchema, response: resumeSchema,
  }),
  uploadPhoto: endpoint({
    method: 'POST', path: '/api/ResumeBuilder/ProfilePic', tags, access: build,
    summary: `Upload my resume photo (multipart "file"; PNG, JPEG or WebP by content; at most ${RESUME_PHOTO_MAX_BYTES / 1024 / 1024} MB); replaces and deletes the previous one`,
    upload: true, response: resumeSchema,
  }),
  removePhoto: endpoint({
    method: 'DELETE', path: '/api/ResumeBuilder/ProfilePic', tags, access: build,
    summary: 'Remove my resume photo (its file is deleted from storage)', response: resumeSchema,
  }),
  uploadVideo: endpoint({
    method: 'POST', path: '/api/ResumeBuilder/ProfileIntroVideo', tags, access: build,
    summary: `Upload my short intro video (multipart "file"; MP4, WebM or QuickTime by content; at most ${RESUME_VIDEO_MAX_BYTES / 1024 / 1024} MB), streamed to storage; replaces and deletes the previous one`,
    upload: true, response: resumeSchema,
  }),
  removeVideo: endpoint({
    method: 'DELETE', path: '/api/ResumeBuilder/ProfileIntroVideo', tags, access: build,
    summary: 'Remove my intro video (its file is deleted from storage)', response: resumeSchema,
  }),
  hideCredentials: endpoint({
    method: 'PUT', path: '/api/ResumeBuilder/VerifiedCredentials', tags, access: build,
    summary: 'Which verified credentials (certificates earned here) to hide; they cannot be edited',
    body: hiddenCredentialsBodySchema, response: resumeSchema,
  }),
  shareLinks: endpoint({
    method: 'GET', path: '/api/ResumeBuilder/ShareLinks', tags, access: build,
    summary: 'My share links, newest first, with view counts', response: z.array(shareLinkSchema),
  }),
  createShareLink: endpoint({
    method: 'POST', path: '/api/ResumeBuilder/ShareLinks', tags, access: build,
    summary: 'Make a share link (an unguessable id) with an optional label and expiry', body: newShareLinkBodySchema, response: shareLinkSchema,
  }),
  revokeShareLink: endpoint({
    owner: 'resumeShareLink',
    method: 'DELETE', path: '/api/ResumeBuilder/ShareLinks/:linkId', tags, access: build,
    summary: 'Revoke one of my share links (it answers 404 from then on)', params: linkParamSchema, response: shareLinkSchema,
  }),
  unmaskRequests: endpoint({
    method: 'GET', path: '/api/ResumeBuilder/UnmaskRequests', tags, access: build,
    summary: 'Recruiters’ requests to see my masked fields, newest first', response: z.array(unmaskRequestSchema),
  }),
  decideUnmask: endpoint({
    owner: 'resumeUnmaskRequest',
    method: 'POST', path: '/api/ResumeBuilder/UnmaskRequests/:requestId', tags, access: build,
    summary: 'Accept (that recruiter sees my full resume) or decline a request', params: requestParamSchema, body: decideBodySchema, response: unmaskRequestSchema,
  }),
  requestExport: endpoint({
    method: 'POST', path: '/api/ResumeBuilder/Exports', tags, access: build,
    summary: 'Ask for a PDF (template classic or modern, A4 or LETTER); rendered by a background job, Pending until done', body: exportBodySchema, response: exportSchema,
  }),
  exportStatus: endpoint({
    owner: 'resumeExport',
    method: 'GET', path: '/api/ResumeBuilder/Exports/:exportId', tags, access: build,
    summary: 'The state of a PDF export', params: exportParamSchema, response: exportSchema,
  }),
  exportFile: endpoint({
    owner: 'resumeExport',
    method: 'GET', path: '/api/ResumeBuilder/Exports/:exportId/file', tags, access: build,
    summary: 'Download the rendered PDF', params: exportParamSchema, response: 'file', produces: ['application/pdf'],
  }),
  jsonResume: endpoint({
    method: 'GET', path: '/api/ResumeBuilder/JsonResume', tags, access: build,
    summary: 'My resume as a JSON Resume document (jsonresume.org), valid against its schema', response: jsonResumeSchema,
  }),
  importJsonResume: endpoint({
    method: 'POST', path: '/api/ResumeBuilder/JsonResume', tags, access: build,
    summary: 'Prefill my resume from a JSON Resume document (validated against its schema); answers what it could not map',
    body: jsonResumeImportSchema, response: jsonResumeImportAnswerSchema,
  }),
  masterOptions: endpoint({
    shared: 'the resume master lists are the same for everyone',
    method: 'GET', path: '/api/ResumeBuilder/Masters/:type', tags, access: build,
    summary: 'Suggestions for a resume field (skills, languages, nationalities, degrees, ERP products)', params: masterTypeParamSchema,
    response: z.array(z.string()),
  }),

  // ---------------------------------------------------------------- public
  shared: endpoint({
    method: 'GET', path: '/api/Resume/:ResumeID', tags, access: 'public',
    summary: 'A shared resume by its link id, masked as the learner chose; counts a view. Expired or revoked: 404',
    params: publicResumeParamSchema, response: sharedResumeSchema,
  }),
  sharedMedia: endpoint({
    method: 'GET', path: '/api/Resume/:ResumeID/files/:kind', tags, access: 'public',
    summary: 'The photo or intro video of a shared resume, while its link is active (range requests answer 206); otherwise 404',
    params: publicResumeMediaParamSchema, response: 'file', produces: ['image/png', 'image/jpeg', 'image/webp', 'video/mp4', 'video/webm', 'video/quicktime'],
  }),
  media: endpoint({
    method: 'GET', path: '/api/ResumeFiles/:id/:kind', tags, access: 'public',
    summary: 'A resume\'s photo or intro video by the signed address a resume answer carried (the owner, staff with resumes.manage, or a recruiter of the bank); 403 once expired',
    params: resumeMediaParamSchema, query: resumeMediaQuerySchema, response: 'file',
    produces: ['image/png', 'image/jpeg', 'image/webp', 'video/mp4', 'video/webm', 'video/quicktime'],
  }),

  // ---------------------------------------------------------------- recruiters
  bank: endpoint({
    method: 'GET', path: '/api/Others/ResumeBank', tags, access: bank,
    summary: 'Search resumes: skill, ERP product, experience years, city, relocation/travel/night shift, language, verified credential, full-text q; masked',
    query: bankQuerySchema, response: pageSchema(bankRowSchema),
  }),
  bankResume: endpoint({
    method: 'GET', path: '/api/Others/ResumeBank/:id', tags, access: bank,
    summary: 'One resume of the bank, masked unless the candidate accepted my request', params: resumeParamSchema, response: bankResumeSchema,
  }),
  askUnmask: endpoint({
    method: 'POST', path: '/api/Others/ResumeBank/:id/unmask', tags, access: bank,
    audit: 'none: a request the candidate decides; nothing of theirs changes',
    summary: 'Ask the candidate to show me the masked fields (they are notified and accept or decline)', params: resumeParamSchema,
    body: unmaskAskBodySchema, response: bankResumeSchema,
  }),

  // ---------------------------------------------------------------- staff
  all: endpoint({
    method: 'GET', path: '/api/Others/AllResumes', tags, access: manage,
    summary: 'Every resume: UserName, FullName, CreatedOn, UpdatedOn, UpdatedByUserName, Progress; term over user and name',
    query: allResumesQuerySchema, response: pageSchema(resumeRowSchema),
  }),
  one: endpoint({
    method: 'GET', path: '/api/Others/AllResumes/:id', tags, access: manage,
    summary: 'One resume in full', params: resumeParamSchema, response: resumeSchema,
  }),
  staffEdit: endpoint({
    method: 'PUT', path: '/api/Others/AllResumes/:id', tags, access: manage,
    summary: 'Edit sections of a learner’s resume (records UpdatedByUserName)', params: resumeParamSchema, body: staffEditBodySchema, response: resumeSchema,
  }),
  dashboard: endpoint({
    method: 'GET', path: '/api/Others/ResumeDashboard', tags, access: manage,
    summary: 'Resumes started, complete, shared, unmasked on request; skills and products; most searched skills', response: resumeDashboardSchema,
  }),
  masterTypes: endpoint({
    method: 'GET', path: '/api/Others/ResumeMasters', tags, access: manage,
    summary: 'The resume master lists and their sizes', response: z.array(resumeMasterTypeSchema),
  }),
  masters: endpoint({
    method: 'GET', path: '/api/Others/ResumeMasters/:type', tags, access: manage,
    summary: 'Entries of one resume master list', params: masterTypeParamSchema, query: listQuerySchema, response: pageSchema(resumeMasterSchema),
  }),
  addMaster: endpoint({
    method: 'POST', path: '/api/Others/ResumeMasters/:type', tags, access: manage,
    summary: 'Add an entry (unique in its list, any case)', params: masterTypeParamSchema, body: masterBodySchema, response: resumeMasterSchema,
  }),
  renameMaster: endpoint({
    method: 'PUT', path: '/api/Others/ResumeMasters/:type/:entryId', tags, access: manage,
    summary: 'Rename an entry', params: masterEntryParamSchema, body: masterBodySchema, response: resumeMasterSchema,
  }),
  deleteMaster: endpoint({
    method: 'DELETE', path: '/api/Others/ResumeMasters/:type/:entryId', tags, access: manage,
    summary: 'Remove an entry (resumes keep the text they hold)', params: masterEntryParamSchema, response: z.null(),
  }),
};
