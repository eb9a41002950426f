/** Canonical roles (DESIGN section 4). Matched case-insensitively. */
export const roles = ['Guest', 'Trainee', 'Mentor', 'Editor', 'Recruiter', 'Admin', 'SuperAdmin'] as const;
export type Role = (typeof roles)[number];

/** Roles a signed-in account may hold (Guest is the absence of an account). */
export const accountRoles = ['Trainee', 'Mentor', 'Editor', 'Recruiter', 'Admin', 'SuperAdmin'] as const;
export type AccountRole = (typeof accountRoles)[number];
export const staffRoles = ['Mentor', 'Editor', 'Recruiter', 'Admin', 'SuperAdmin'] as const;

/** Capabilities, named per feature area; a role is a set of them. */
export const capabilities = [
  'masters.read',
  'masters.manage',
  'users.manage',
  'users.manageAdmins',
  'sessions.manage',
  'courses.learn',
  'courses.build',
  'courses.manage',
  'assignments.check',
  'assessments.take',
  'assessments.build',
  'capsules.take',
  'capsules.manage',
  'certificates.manage',
  /** Certificates in the app: one's own (learners), every one with certificates.manage; public verification needs none. */
  'certificates.view',
  'instances.manage',
  'drive.use',
  'media.manage',
  /** The media library and the content marketplace (spec section 6: Admin and Trainee only). */
  'media.view',
  'resumes.build',
  'resumes.manage',
  'resumebank.search',
  'jobs.manage',
  'interviews.manage',
  'crm.manage',
  'campaigns.manage',
  'payments.manage',
  'coins.view',
  'coins.manage',
  'forum.participate',
  'forum.moderate',
  'support.use',
  'support.manage',
  'knowledge.contribute',
  'knowledge.manage',
  'notifications.manage',
  'reports.view',
  /** The admin dashboard's business figures (revenue, admissions, support, placement): the admin kind. */
  'dashboard.view',
  'mobile.manage',
  /** Asking the chat bot (learners and staff); chatbot.manage trains it. */
  'chatbot.use',
  'chatbot.manage',
  'landing.manage',
  /** The staff audit log (read only; nobody may change it): the top admin only. */
  'audit.view',
] as const;
export type Capability = (typeof capabilities)[number];

const all = [...capabilities];

export const roleCapabilities: Record<Role, readonly Capability[]> = {
  Guest: [],
  Trainee: [
    'masters.read', 'courses.learn', 'assessments.take', 'capsules.take', 'drive.use', 'resumes.build',
    'forum.participate', 'support.use', 'coins.view', 'knowledge.contribute', 'certificates.view', 'chatbot.use',
    'media.view',
  ],
  Mentor: [
    'masters.read', 'courses.build', 'assignments.check', 'assessments.build', 'reports.view', 'interviews.manage',
    'forum.participate', 'drive.use', 'chatbot.use',
    // Mentors contribute to the knowledge repository too (issue 20: "contributed by learners and mentors"), and read
    // the staff folders the bot quotes to them.
    'knowledge.contribute',
  ],
  Editor: [
    'masters.read', 'courses.build', 'courses.manage', 'assessments.build', 'capsules.manage', 'reports.view',
    'knowledge.manage', 'landing.manage', 'forum.participate', 'media.manage', 'chatbot.use',
  ],
  // No certificates.view: recruiters will see a candidate's certificates through the resume bank only.
  Recruiter: ['masters.read', 'resumebank.search', 'jobs.manage', 'interviews.manage', 'chatbot.use'],
  Admin: all.filter((c) => c !== 'users.manageAdmins' && c !== 'audit.view'),
  SuperAdmin: all,
};

/** The canonical spelling of a role name given in any case, or undefined. */
export function normalizeRole(name: string | null | undefined): Role | undefined {
  if (!name) return undefined;
  const lower = name.trim().toLowerCase();
  return roles.find((r) => r.toLowerCase() === lower);
}

export function hasCapability(role: string | null | undefined, capability: Capability): boolean {
  const r = normalizeRole(role);
  return r ? roleCapabilities[r].includes(capability) : false;
}

/** The admin kind (spec: the admin check accepts 'Admin' or 'admin'); the top admin is one too. */
export function isAdminKind(role: string | null | undefined): boolean {
  const r = normalizeRole(role);
  return r === 'Admin' || r === 'SuperAdmin';
}

/**
 * Where a role lands after login or on `/dashboards/default`: the admin kind on the admin dashboard, each other
 * staff role on a home of its own (its work of the day), learners and visitors on /home.
 */
export function homeRouteFor(role: string | null | undefined): string {
  switch (normalizeRole(role)) {
    case 'Admin':
    case 'SuperAdmin':
      return '/admindashboard';
    case 'Mentor':
      return '/mentordashboard';
    case 'Editor':
      return '/editordashboard';
    case 'Recruiter':
      return '/recruiterdashboard';
    default:
      return '/home';
  }
}
