import { randomBytes } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ListQuery } from '@app/contracts/list';
import { hasCapability } from '@app/contracts/roles';
import {
  endsAfterStart, RESUME_PHOTO_MAX_BYTES, RESUME_PHOTO_TYPES, RESUME_VIDEO_MAX_BYTES, RESUME_VIDEO_TYPES, resumeMasterTypes, type ResumeMediaKind, type BankQuery, type BankResume, type BankRow, type contactInfoSchema, type listBodySchemas, type MaskingBody,
  type newShareLinkBodySchema, type otherInfoSchema, type personalInfoSchema, type Resume, type ResumeListSection, type ResumeMasterType,
  type ResumeSection, type ShareLink, type SharedResume, type staffEditBodySchema, type UnmaskRequest, type VerifiedCredential, SHARE_LINKS_MAX,
} from '@app/contracts/resumes';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, AuthContext } from '../../platform/auth/access.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError, conflict, forbidden, notFound, ruleViolated } from '../../platform/http/app-error.ts';
import { sendStoredFile } from '../../platform/storage/file-download.ts';
import { saveUpload } from '../../platform/storage/file-upload.ts';
import { sanitizeRichText } from '../../platform/text/rich-text.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { NotifyMessage } from '../notifications/notify.ts';
import type { UsersService } from '../users/users.service.ts';
import { createBankRankings } from './bank-rankings.ts';
import { fullView, maskedSet, progressOf, searchCopies, sectionsOf, sharedView, type Sections } from './resume-model.ts';
import * as repo from './resumes.repository.ts';

/** A certificate or badge the learner earned on the platform, as the credentials module lists it. */
export type EarnedCredential = { key: string; kind: 'certificate' | 'badge'; title: string; issuer: string; issuedOn: string; url: string };

type ResumesDeps = {
  users: UsersService;
  audit: AuditService;
  notify: (db: Db, recipients: number[], message: NotifyMessage) => Promise<unknown>;
  /** The user's valid certificates and badges (the courses module's certificates today). */
  credentials: (userId: number) => Promise<EarnedCredential[]>;
  /** The ERP skill database (the jobs module): its names are suggested for Skills, its synonyms widen a bank skill search. */
  erpSkills?: { names: () => Promise<string[]>; aliases: (term: string) => Promise<string[]> };
};

export type ResumesService = ReturnType<typeof createResumesService>;

const newToken = () => randomBytes(18).toString('base64url');

/** How each uploaded file is checked and where it is stored. */
const mediaRules: Record<ResumeMediaKind, { prefix: string; allow: readonly string[]; maxBytes: number }> = {
  ProfilePic: { prefix: 'resume-photos', allow: RESUME_PHOTO_TYPES, maxBytes: RESUME_PHOTO_MAX_BYTES },
  ProfileIntroVideo: { prefix: 'resume-videos', allow: RESUME_VIDEO_TYPES, maxBytes: RESUME_VIDEO_MAX_BYTES },
};
/** The address a signed reader's session signs for a resume's photo or video (the routes sign it). */
export const resumeMediaPath = (resumeId: number, kind: ResumeMediaKind) => `/api/ResumeFiles/${resumeId}/${kind}`;
const fieldError = (path: string, message: string) => new AppError('VALIDATION', message, [{ path, message }]);

/**
 * Resumes: the learner's builder (their own resume only), share links, the recruiters' bank (masked unless the
 * candidate accepted an unmask request), staff administration and the resume masters. Masked values are removed
 * in `sharedView` before anything leaves the service for anyone but the owner and staff.
 */
export function createResumesService(ctx: AppContext, deps: ResumesDeps) {
  const linkUrl = (token: string) => `/Resume/${token}`;

  async function credentialsOf(row: repo.ResumeRecord, known?: EarnedCredential[]): Promise<VerifiedCredential[]> {
    const earned = known ?? (await deps.credentials(row.userId));
    return earned.map((c) => ({ Key: c.key, Kind: c.kind, Title: c.title, Issuer: c.issuer, IssuedOn: c.issuedOn, Url: c.url, Hidden: row.hiddenCredentials.includes(c.key) }));
  }

  /** The full view; inside a transaction pass its handle and the credentials read before it (PGlite: no query on ctx.db in a transaction). */
  async function view(row: repo.ResumeRecord, isEditable = true, db: Db = ctx.db, earned?: EarnedCredential[]): Promise<Resume> {
    const credentials = await credentialsOf(row, earned);
    const links = await repo.linksOf(db, row.id);
    const now = ctx.now();
    const active = links.find((l) => !l.revokedOn && (!l.expiresOn || l.expiresOn > now));
    return fullView(row, sectionsOf(row), credentials, active ? linkUrl(active.token) : null, isEditable);
  }

  /** The learner's resume, started (with their name and address) on first use. */
  async function mine(userId: number, db: Db = ctx.db): Promise<repo.ResumeRecord> {
    const found = await repo.findByUser(db, userId);
    if (found) return found;
    const [u] = await deps.users.summaries([userId], db);
    if (!u) throw notFound('User');
    const sections: Sections = sectionsOf({
      personal: { FirstName: u.firstName, LastName: u.lastName }, contact: { EmailID: u.email }, experiences: [], education: [], certifications: [], projects: [], coverLetter: '',
    });
    return repo.insertResume(db, {
      userId, userName: u.email, fullName: `${u.firstName} ${u.lastName}`.trim(), personal: sections.personal, contact: sections.contact,
      masking: true, maskedFields: ['LastName', 'EmailID', 'MobileNumber'], progress: progressOf(sections), createdOn: ctx.now(), updatedOn: ctx.now(),
    });
  }

  /** Gives new list entries their IDs (an ID the resume does not hold is refused) and checks their dates again. */
  function withIds<T extends { ID?: number; StartDate?: string | null; EndDate?: string | null }>(
    section: string, items: T[], existing: { ID: number }[], next: { value: number },
  ): (T & { ID: number })[] {
    const known = new Set(existing.map((e) => e.ID));
    const seen = new Set<number>();
    return items.map((item, i) => {
      if (item.ID !== undefined && (!known.has(item.ID) || seen.has(item.ID))) throw fieldError(`body.Items.${i}.ID`, 'Unknown entry: leave the ID out for a new one');
      if (!endsAfterStart(item.StartDate, item.EndDate)) throw fieldError(`body.Items.${i}.EndDate`, 'The end date must come after the start date');
      const ID = item.ID ?? next.value++;
      seen.add(ID);
      return { ...item, ID };
    });
  }

  /** Writes sections of a resume in one transaction (locked), with the bank's copies and the progress recomputed. */
  async function write(
    target: { userId: number; lock: (db: Db) => Promise<repo.ResumeRecord | undefined> },
    change: (s: Sections, row: repo.ResumeRecord, next: { value: number }) => Partial<Sections> & { masking?: boolean; maskedFields?: string[]; hiddenCredentials?: string[] },
    by: { name: string | null; staff?: Actor } = { name: null },
  ): Promise<Resume> {
    const earned = await deps.credentials(target.userId);
    return ctx.db.transaction(async (tx) => {
      const row = await target.lock(tx);
      if (!row) throw notFound('Resume');
      const before = sectionsOf(row);
      const next = { value: row.nextEntryId };
      const { masking, maskedFields, hiddenCredentials, ...sections } = change(before, row, next);
      const after: Sections = { ...before, ...sections };
      const now = ctx.now();
      const mask = maskedSet({ masking: masking ?? row.masking, maskedFields: maskedFields ?? row.maskedFields });
      const credentials = earned;
      const updated = await repo.updateResume(tx, row.id, {
        personal: after.personal, contact: after.contact, experiences: after.experiences, education: after.education,
        certifications: after.certifications, projects: after.projects, coverLetter: after.coverLetter,
        masking: masking ?? row.masking, maskedFields: maskedFields ?? row.maskedFields, hiddenCredentials: hiddenCredentials ?? row.hiddenCredentials,
        nextEntryId: next.value, progress: progressOf(after), updatedOn: now, updatedByUserName: by.name ?? row.updatedByUserName,
        hasVerified: credentials.some((c) => !(hiddenCredentials ?? row.hiddenCredentials).includes(c.key)),
        ...searchCopies(after, mask, now),
      });
      if (by.staff) {
        const changed = (Object.keys(sections) as (keyof Sections)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
        if (changed.length) {
          await deps.audit.record(tx, by.staff, {
            action: 'resumes.edit', entityType: 'resume', entityId: row.id,
            before: Object.fromEntries(changed.map((k) => [k, before[k]])), after: Object.fromEntries(changed.map((k) => [k, after[k]])),
            summary: `Edited the resume of ${row.fullName || row.userName}: ${changed.join(', ')}`,
          });
        }
      }
      return view(updated, true, tx, credentials);
    });
  }

  const own = (actor: AuthContext) => ({
    userId: actor.userId,
    lock: async (db: Db) => {
      await mine(actor.userId, db);
      return repo.lockByUser(db, actor.userId);
    },
  });

  function sectionOf(r: Resume, action: ResumeSection) {
    const base = { ID: r.ID, Progress: r.Progress };
    if (action === 'OtherInfo') return { ...base, OtherInfo: r.OtherInfo };
    if (action === 'Sharing') return { ...base, ShareableLink: r.ShareableLink, Masking: r.Masking, MaskedFields: r.MaskedFields };
    return { ...base, [action]: r[action] };
  }

  function shareLinkOut(l: repo.ShareLinkRecord): ShareLink {
    const now = ctx.now();
    return {
      ID: l.id, Label: l.label, Url: linkUrl(l.token), ResumeID: l.token, ExpiresOn: l.expiresOn?.toISOString() ?? null,
      RevokedOn: l.revokedOn?.toISOString() ?? null, ViewCount: l.viewCount, LastViewedOn: l.lastViewedOn?.toISOString() ?? null,
      CreatedOn: l.createdOn.toISOString(), Active: !l.revokedOn && (!l.expiresOn || l.expiresOn > now),
    };
  }
  const requestOut = (q: repo.UnmaskRecord): UnmaskRequest => ({
    ID: q.id, RequesterName: q.requesterName, CompanyName: q.companyName, Message: q.message, Status: q.status as UnmaskRequest['Status'],
    CreatedOn: q.createdOn.toISOString(), DecidedOn: q.decidedOn?.toISOString() ?? null,
  });

  const viewerOf = (recruiterId: number): repo.BankViewer => ({ requesterId: recruiterId });

  /** A resume as a recruiter (or a company's recruiter) sees it: masked unless unmasked for them (rule in `repo.unmaskedSql`). */
  async function readForRecruiter(resumeId: number, recruiterId: number): Promise<BankResume> {
    const row = await repo.findInBank(ctx.db, resumeId);
    if (!row) throw notFound('Resume');
    const [unmasked, request] = await Promise.all([repo.unmaskedFor(ctx.db, [row.id], viewerOf(recruiterId)), repo.requestOf(ctx.db, row.id, recruiterId)]);
    const shared = sharedView(await view(row, false), unmasked.has(row.id) ? new Set() : maskedSet(row));
    return { ...shared, UnmaskStatus: unmasked.has(row.id) ? 'Accepted' : ((request?.status as BankResume['UnmaskStatus']) ?? 'None') };
  }

  // Other names of a searched skill (the ERP skill database), kept a minute per instance: every bank search asks.
  const aliasCache = new Map<string, { at: number; names: string[] }>();
  async function aliasesOf(skill: string): Promise<string[]> {
    if (!deps.erpSkills) return [];
    const key = skill.trim().toLowerCase();
    const hit = aliasCache.get(key);
    if (hit && Date.now() - hit.at < 60_000) return hit.names;
    const names = await deps.erpSkills.aliases(key);
    if (aliasCache.size >= 1000) aliasCache.clear();
    aliasCache.set(key, { at: Date.now(), names });
    return names;
  }

  // Searched skills are counted in memory and written in one statement at most every 5 seconds (by the first search
  // after that, without waiting for it, and before the dashboard reads them), so a search is a read only: one upsert
  // per search was a write and a WAL flush per search, and made concurrent searches of a skill wait on its row. The
  // counts are statistics for the dashboard's "most searched skills", nothing a user was told was saved: what a
  // stopped process had not written yet (a few seconds of searches) is simply not counted, and a failed write is
  // tried again with the next batch.
  const pendingSearches = new Map<string, number>();
  let lastFlush = Date.now();
  async function flushSearches() {
    if (!pendingSearches.size) return;
    const batch = [...pendingSearches];
    pendingSearches.clear();
    lastFlush = Date.now();
    try {
      await repo.countSkillSearches(ctx.db, batch, ctx.now());
    } catch {
      for (const [skill, n] of batch) pendingSearches.set(skill, (pendingSearches.get(skill) ?? 0) + n);
    }
  }
  function countSearch(skill: string) {
    pendingSearches.set(skill, (pendingSearches.get(skill) ?? 0) + 1);
    if (Date.now() - lastFlush >= 5_000) void flushSearches();
  }

  // Searches ranked by full-text rank keep their ranking (ids only) per instance under the bank's version.
  const rankings = createBankRankings(ctx.db);

  /** The bank's rows with the candidate's user id and, for a job, how many of its skills each matches (the jobs module). */
  async function searchRows(recruiterId: number, q: BankQuery, matchJobId?: number) {
    const skills = q.skill ? [...new Set([q.skill.trim().toLowerCase(), ...(await aliasesOf(q.skill))])] : undefined;
    if (q.skill) countSearch(q.skill.trim());
    const page = await repo.bank(ctx.db, q, viewerOf(recruiterId), matchJobId, skills, rankings);
    return {
      ...page,
      items: page.items.map((x) => {
        const s = sectionsOf({ personal: x.personal, contact: x.contact, experiences: [], education: [], certifications: [], projects: [], coverLetter: '' });
        const open = x.unmasked;
        const mask = open ? new Set() : maskedSet(x);
        const row: BankRow = {
          ID: x.id, FullName: mask.has('LastName') ? s.personal.FirstName : `${s.personal.FirstName} ${s.personal.LastName}`.trim(),
          Headline: x.headline, City: x.city, Country: s.personal.CurrentCountry, Skills: s.contact.Skills, Languages: s.contact.Languages,
          ExperienceYears: Math.round((x.experienceMonths / 12) * 10) / 10, Relocation: x.relocation, Travel: x.travel, NightShift: x.nightShift,
          HasVerified: x.hasVerified, Unmasked: open, UpdatedOn: x.UpdatedOn,
        };
        return { row, userId: x.userId, match: x.match, email: mask.has('EmailID') ? '' : s.contact.EmailID };
      }),
    };
  }

  /** Bank search for a recruiter: grants to them or their companies count. */
  async function search(recruiterId: number, q: BankQuery) {
    const page = await searchRows(recruiterId, q);
    return { ...page, items: page.items.map((x) => x.row) };
  }

  return {
    // ---------------------------------------------------------------- learner

    async get(actor: AuthContext, action?: ResumeSection) {
      let row = await mine(actor.userId);
      const earned = await deps.credentials(actor.userId);
      // A certificate earned since the last write shows in the bank's "verified" filter from the learner's next visit.
      const verified = earned.some((c) => !row.hiddenCredentials.includes(c.key));
      if (verified !== row.hasVerified) row = await repo.updateResume(ctx.db, row.id, { hasVerified: verified });
      const r = await view(row, true, ctx.db, earned);
      return action ? sectionOf(r, action) : r;
    },
    savePersonal: (actor: AuthContext, body: z.output<typeof personalInfoSchema>) =>
      write(own(actor), (s) => ({ personal: { ...s.personal, ...body } })),
    saveContact: (actor: AuthContext, body: z.output<typeof contactInfoSchema>) =>
      write(own(actor), () => ({ contact: { ...body, Skills: dedupe(body.Skills), Languages: dedupe(body.Languages) } })),
    saveList: (actor: AuthContext, section: ResumeListSection, body: z.output<(typeof listBodySchemas)[ResumeListSection]>) =>
      write(own(actor), (s, _row, next) => listChange(s, section, body.Items, next)),
    saveOther: (actor: AuthContext, body: z.output<typeof otherInfoSchema>) =>
      write(own(actor), () => ({ coverLetter: sanitizeRichText(body.CoverLetter) })),
    saveMasking: (actor: AuthContext, body: MaskingBody) =>
      write(own(actor), () => ({ masking: body.Masking, maskedFields: Object.entries(body.MaskedFields).filter(([, on]) => on).map(([f]) => f) })),
    hideCredentials: (actor: AuthContext, hidden: string[]) => write(own(actor), () => ({ hiddenCredentials: [...new Set(hidden)] })),

    /**
     * Stores the learner's photo or intro video (type by content, size enforced while it streams to storage) and
     * deletes the file it replaces; a failed save leaves nothing in storage.
     */
    async setMedia(actor: AuthContext, kind: ResumeMediaKind, part: MultipartFile) {
      await mine(actor.userId);
      const saved = await saveUpload(ctx, part, mediaRules[kind]);
      let before: string | null | undefined;
      let out: Resume;
      try {
        out = await write(own(actor), (s) => {
          before = s.personal[kind];
          return { personal: { ...s.personal, [kind]: saved.key } };
        });
      } catch (err) {
        await ctx.storage.delete(saved.key).catch(() => {});
        throw err;
      }
      if (before && before !== saved.key) await ctx.storage.delete(before).catch(() => {});
      return out;
    },
    /** Removes the photo or intro video; its file is deleted from storage. */
    async removeMedia(actor: AuthContext, kind: ResumeMediaKind) {
      let before: string | null | undefined;
      const out = await write(own(actor), (s) => {
        before = s.personal[kind];
        return { personal: { ...s.personal, [kind]: null } };
      });
      if (before) await ctx.storage.delete(before).catch(() => {});
      return out;
    },
    /**
     * A resume's photo or video for the reader whose session signed the address: the owner, staff who manage resumes,
     * or a recruiter while the resume is in the bank. Anyone else, or no file: 404.
     */
    async sendMedia(req: FastifyRequest, reply: FastifyReply, resumeId: number, kind: ResumeMediaKind, who: AuthContext | null) {
      if (!who) throw forbidden('This address has expired or is not valid: open the resume again');
      const row = await repo.findById(ctx.db, resumeId);
      const allowed = !!row && (row.userId === who.userId || hasCapability(who.role, 'resumes.manage')
        || (hasCapability(who.role, 'resumebank.search') && !!(await repo.findInBank(ctx.db, resumeId))));
      const key = allowed ? sectionsOf(row).personal[kind] : null;
      if (!key) throw notFound('File');
      return sendStoredFile(req, reply, ctx.storage, key, { inline: true });
    },

    async shareLinks(actor: AuthContext) {
      const row = await mine(actor.userId);
      return (await repo.linksOf(ctx.db, row.id)).map(shareLinkOut);
    },
    async createShareLink(actor: AuthContext, body: z.output<typeof newShareLinkBodySchema>) {
      const row = await mine(actor.userId);
      const expires = body.ExpiresOn ? new Date(body.ExpiresOn) : null;
      if (expires && expires <= ctx.now()) throw fieldError('body.ExpiresOn', 'Choose an expiry in the future');
      const links = await repo.linksOf(ctx.db, row.id);
      if (links.filter((l) => !l.revokedOn).length >= SHARE_LINKS_MAX) throw ruleViolated(`At most ${SHARE_LINKS_MAX} links: revoke one first`);
      return shareLinkOut(await repo.insertLink(ctx.db, { resumeId: row.id, token: newToken(), label: body.Label, expiresOn: expires, createdOn: ctx.now() }));
    },
    async revokeShareLink(actor: AuthContext, linkId: number) {
      const row = await repo.findByUser(ctx.db, actor.userId);
      const link = row && (await repo.findLink(ctx.db, linkId, row.id));
      if (!row || !link) throw notFound('Share link');
      return shareLinkOut((await repo.revokeLink(ctx.db, linkId, ctx.now())) ?? link);
    },
    async unmaskRequests(actor: AuthContext) {
      const row = await repo.findByUser(ctx.db, actor.userId);
      return row ? (await repo.requestsOf(ctx.db, row.id)).map(requestOut) : [];
    },
    async decideUnmask(actor: AuthContext, requestId: number, accept: boolean) {
      const row = await repo.findByUser(ctx.db, actor.userId);
      const request = row && (await repo.findRequest(ctx.db, requestId, row.id));
      if (!row || !request) throw notFound('Request');
      return ctx.db.transaction(async (tx) => {
        const decided = (await repo.decideRequest(tx, requestId, row.id, accept ? 'Accepted' : 'Declined', ctx.now()))!;
        const name = sectionsOf(row).personal.FirstName || 'The candidate';
        await deps.notify(tx, [request.requesterId], {
          type: 'resume.unmask',
          title: accept ? `${name} shared their full resume with you` : `${name} declined to unmask their resume`,
          text: accept ? `${name} accepted your request: their contact details are visible in the resume bank.` : `${name} keeps their contact details masked.`,
          link: `/Others/ResumeBank?resume=${row.id}`,
        });
        return requestOut(decided);
      });
    },

    // ---------------------------------------------------------------- public

    /** A shared resume by its link token: masked as chosen; counts the view. Unknown, revoked or expired: 404. */
    async shared(token: string): Promise<SharedResume> {
      const link = await repo.viewLink(ctx.db, token, ctx.now());
      const row = link && (await repo.findById(ctx.db, link.resumeId));
      if (!row) throw notFound('Resume');
      const out = sharedView(await view(row, false), maskedSet(row));
      // The link itself opens the files (a visitor has no session to sign with).
      const byLink = (kind: ResumeMediaKind) => (out.PersonalInfo[kind] ? `/api/Resume/${encodeURIComponent(token)}/files/${kind}` : null);
      return { ...out, PersonalInfo: { ...out.PersonalInfo, ProfilePic: byLink('ProfilePic'), ProfileIntroVideo: byLink('ProfileIntroVideo') } };
    },
    /** A shared resume's photo or video while the link is active (no view is counted); otherwise 404. */
    async sendSharedMedia(req: FastifyRequest, reply: FastifyReply, token: string, kind: ResumeMediaKind) {
      const link = await repo.activeLink(ctx.db, token, ctx.now());
      const row = link && (await repo.findById(ctx.db, link.resumeId));
      const key = row && sectionsOf(row).personal[kind];
      if (!key) throw notFound('File');
      return sendStoredFile(req, reply, ctx.storage, key, { inline: true });
    },

    // ---------------------------------------------------------------- recruiters (also for the jobs module)

    search,
    searchRows,
    /** The accounts behind resumes of the bank (started, of a verified active account): resume id -> user id. */
    ownersInBank: (resumeIds: number[]): Promise<Map<number, number>> => repo.ownersInBank(ctx.db, [...new Set(resumeIds)]),
    readForRecruiter,
    async askUnmask(recruiter: AuthContext, resumeId: number, message: string, company?: { id: number; name: string }) {
      const row = await repo.findInBank(ctx.db, resumeId);
      if (!row) throw notFound('Resume');
      const [me] = await deps.users.summaries([recruiter.userId]);
      const requesterName = me ? `${me.firstName} ${me.lastName}`.trim() : 'A recruiter';
      await ctx.db.transaction(async (tx) => {
        const created = await repo.upsertRequest(tx, {
          resumeId, requesterId: recruiter.userId, requesterName, companyId: company?.id ?? null, companyName: company?.name ?? null,
          message, status: 'Pending', createdOn: ctx.now(),
        });
        if (created?.status === 'Pending') {
          await deps.notify(tx, [row.userId], {
            type: 'resume.unmask',
            title: `${requesterName}${company ? ` (${company.name})` : ''} asks to see your full resume`,
            text: `${message ? `"${message}" ` : ''}Accept to show them your masked details, or decline.`,
            link: '/ResumeBuilder?tab=requests',
          });
        }
      });
      return readForRecruiter(resumeId, recruiter.userId);
    },
    /** The jobs module: show a company the full resume (the candidate accepted an invitation of theirs). */
    async unmaskForCompany(db: Db, resumeId: number, company: { id: number; name: string }, byUserId: number, byName: string) {
      const row = await repo.upsertRequest(db, {
        resumeId, requesterId: byUserId, requesterName: byName, companyId: company.id, companyName: company.name, message: '', status: 'Accepted', createdOn: ctx.now(),
      });
      if (row && row.status !== 'Accepted') await repo.decideRequest(db, row.id, resumeId, 'Accepted', ctx.now());
    },
    /** The resume id of a user, if they started one (the jobs module links invitations to it). */
    resumeIdOf: async (userId: number) => (await repo.findByUser(ctx.db, userId))?.id ?? null,

    // ---------------------------------------------------------------- staff

    all: (q: ListQuery & { minProgress?: number }) => repo.all(ctx.db, q),
    async one(id: number) {
      const row = await repo.findById(ctx.db, id);
      if (!row) throw notFound('Resume');
      return view(row);
    },
    async staffEdit(actor: Actor, id: number, body: z.output<typeof staffEditBodySchema>) {
      const [me] = await deps.users.summaries([actor.userId]);
      const name = me ? `${me.firstName} ${me.lastName}`.trim() || me.email : 'staff';
      const found = await repo.findById(ctx.db, id);
      if (!found) throw notFound('Resume');
      return write(
        { userId: found.userId, lock: (db) => repo.lockById(db, id) },
        (s, _row, next) => ({
          ...(body.PersonalInfo ? { personal: { ...s.personal, ...body.PersonalInfo } } : {}),
          ...(body.ContactInfo ? { contact: body.ContactInfo } : {}),
          ...(body.Experiences ? listChange(s, 'Experiences', body.Experiences, next) : {}),
          ...(body.EducationCertifications ? listChange(s, 'EducationCertifications', body.EducationCertifications, next) : {}),
          ...(body.Certifications ? listChange(s, 'Certifications', body.Certifications, next) : {}),
          ...(body.ProjectExperience ? listChange(s, 'ProjectExperience', body.ProjectExperience, next) : {}),
          ...(body.OtherInfo ? { coverLetter: sanitizeRichText(body.OtherInfo.CoverLetter) } : {}),
        }),
        { name, staff: actor },
      );
    },
    async dashboard() {
      await flushSearches();
      return repo.dashboard(ctx.db);
    },

    // ---------------------------------------------------------------- masters

    async masterTypes() {
      const counts = new Map((await repo.masterCounts(ctx.db)).map((c) => [c.type, Number(c.n)]));
      return resumeMasterTypes.map((Type) => ({ Type, Count: counts.get(Type) ?? 0 }));
    },
    masters: (type: ResumeMasterType, q: ListQuery) => repo.masters(ctx.db, type, q),
    /** Suggestions for a field; for skills, the resume skills master and the ERP skill database together (once each, any case). */
    async masterOptions(type: ResumeMasterType) {
      const own = await repo.masterTitles(ctx.db, type);
      if (type !== 'skills' || !deps.erpSkills) return own;
      return dedupe([...own, ...(await deps.erpSkills.names())]).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    },
    async addMaster(actor: Actor, type: ResumeMasterType, title: string) {
      return ctx.db.transaction(async (tx) => {
        const row = await repo.insertMaster(tx, type, title);
        if (!row) throw conflict(`"${title}" is already in the list`);
        await deps.audit.record(tx, actor, { action: 'resumes.master.add', entityType: 'resumeMaster', entityId: row.id, before: null, after: { Type: type, Title: title }, summary: `Added "${title}" to the resume ${type}` });
        return { ID: row.id, Title: row.title, CreatedOn: row.createdOn.toISOString() };
      });
    },
    async renameMaster(actor: Actor, type: ResumeMasterType, id: number, title: string) {
      const found = await repo.findMaster(ctx.db, type, id);
      if (!found) throw notFound('Entry');
      return ctx.db.transaction(async (tx) => {
        let row;
        try {
          row = await repo.renameMaster(tx, id, title);
        } catch {
          throw conflict(`"${title}" is already in the list`);
        }
        if (found.title !== title) {
          await deps.audit.record(tx, actor, { action: 'resumes.master.rename', entityType: 'resumeMaster', entityId: id, before: { Title: found.title }, after: { Title: title }, summary: `Renamed the resume ${type} entry "${found.title}" to "${title}"` });
        }
        return { ID: row.id, Title: row.title, CreatedOn: row.createdOn.toISOString() };
      });
    },
    async deleteMaster(actor: Actor, type: ResumeMasterType, id: number) {
      const found = await repo.findMaster(ctx.db, type, id);
      if (!found) throw notFound('Entry');
      await ctx.db.transaction(async (tx) => {
        await repo.deleteMaster(tx, id);
        await deps.audit.record(tx, actor, { action: 'resumes.master.delete', entityType: 'resumeMaster', entityId: id, before: { Title: found.title }, after: null, summary: `Removed "${found.title}" from the resume ${type}` });
      });
    },

    /** For the PDF renderer and JSON Resume: the owner's full resume. */
    ownResume: async (userId: number) => view(await mine(userId)),
    /**
     * The learner's photo for their PDF: a 256-pixel square PNG (the PDF library takes PNG and JPEG only; uploads may be
     * WebP), or null without a photo or when it cannot be read (the PDF is then made without it).
     */
    async photoForPdf(userId: number): Promise<Buffer | null> {
      const key = sectionsOf(await mine(userId)).personal.ProfilePic;
      if (!key) return null;
      try {
        const file = await ctx.storage.get(key);
        const chunks: Buffer[] = [];
        for await (const c of file.stream) chunks.push(Buffer.from(c as Uint8Array));
        const { default: sharp } = await import('sharp');
        return await sharp(Buffer.concat(chunks)).rotate().resize(256, 256, { fit: 'cover' }).png().toBuffer();
      } catch {
        return null;
      }
    },
    mine,
    write,
    own,
  };

  function listChange(s: Sections, section: ResumeListSection, items: { ID?: number }[], next: { value: number }): Partial<Sections> {
    switch (section) {
      case 'Experiences':
        return { experiences: withIds(section, items as Sections['experiences'], s.experiences, next) };
      case 'EducationCertifications':
        return { education: withIds(section, items as Sections['education'], s.education, next) };
      case 'Certifications':
        return { certifications: withIds(section, items as Sections['certifications'], s.certifications, next) };
      case 'ProjectExperience':
        return { projects: withIds(section, items as Sections['projects'], s.projects, next) };
    }
  }
}

/** Entries once each, ignoring case (the first spelling wins). */
function dedupe(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((x) => {
    const k = x.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
