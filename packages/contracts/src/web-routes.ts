import { accountRoles, normalizeRole, roleCapabilities, roles, type Capability, type Role } from './roles.ts';

/**
 * The web app's route table (spec section 2, guards of spec section 5, DESIGN section 4).
 * Paths are relative to the app base path `/app` and use React Router syntax (`:param`); matching is
 * case-insensitive. The web router is built from this table: only routes marked `built` are registered,
 * everything else answers /page-not-found.
 */

/**
 * - `public`: anyone, signed in or not.
 * - `public-only`: authentication pages; a signed-in user is sent to /invalid-access.
 * - `protected`: needs a signed-in account whose role is in `roles`.
 */
export type RouteAccess = 'public' | 'public-only' | 'protected';

/** `bare` renders without the shell (spec: "public and authentication routes (exact match)"). */
export type RouteLayout = 'bare' | 'shell';

/** Special behaviours the router implements itself instead of rendering a page. */
export type RouteKind = 'page' | 'root-redirect' | 'role-home' | 'sso-token';

/** One node of the route tree as declared below. */
export interface WebRouteNode {
  /** Path relative to the parent (or absolute for top-level nodes), React Router syntax. */
  path: string;
  access: RouteAccess;
  /** Protected routes: the roles that may open it. Omitted: every signed-in account. */
  roles?: readonly Role[];
  /** The route has a screen in the web app (registered in the router). */
  built?: boolean;
  /** Whether the parent itself is a screen; a pure group only carries roles for its children. */
  group?: boolean;
  layout?: RouteLayout;
  kind?: RouteKind;
  children?: readonly WebRouteNode[];
}

/** A route as the router and guards see it, after flattening the tree. */
export interface WebRoute {
  /** Absolute path, e.g. `/Others/manageMasters/:Master`. */
  path: string;
  access: RouteAccess;
  /** Effective roles for protected routes (intersected with every ancestor); null: any signed-in account. */
  roles: readonly Role[] | null;
  /** Protected and the intersection of its roles with its ancestors' is empty: nobody may open it. */
  inaccessible: boolean;
  built: boolean;
  layout: RouteLayout;
  kind: RouteKind;
}

/** Account roles holding a capability (the same declaration server guards use). */
export function rolesWith(...caps: Capability[]): Role[] {
  return accountRoles.filter((r) => caps.some((c) => roleCapabilities[r].includes(c)));
}

const ADMIN_KIND: readonly Role[] = ['Admin', 'SuperAdmin'];
/** Spec section 6: drive and media lists load only for Admin or Trainee (the top admin is an admin). */
const DRIVE_ROLES: readonly Role[] = ['Trainee', 'Admin', 'SuperAdmin'];

const pub = (path: string, extra: Partial<WebRouteNode> = {}): WebRouteNode => ({ path, access: 'public', ...extra });
const bare = (path: string, extra: Partial<WebRouteNode> = {}): WebRouteNode =>
  ({ path, access: 'public', layout: 'bare', ...extra });
const authPage = (path: string): WebRouteNode => ({ path, access: 'public-only', layout: 'bare', built: true });
const prot = (path: string, rs?: readonly Role[], extra: Partial<WebRouteNode> = {}): WebRouteNode =>
  ({ path, access: 'protected', ...(rs ? { roles: rs } : {}), ...extra });
const cap = (path: string, ...caps: Capability[]): WebRouteNode => prot(path, rolesWith(...caps));

/** Every route of spec section 2. */
export const webRouteTree: readonly WebRouteNode[] = [
  // Special routes handled by the router itself.
  pub('/', { kind: 'root-redirect', built: true }),
  pub('/dashboards/default', { kind: 'role-home', built: true }),

  // Public and authentication routes (exact match, no shell).
  bare('/page-not-found', { built: true }),
  authPage('/login'),
  authPage('/register'),
  authPage('/forgot-password'),
  authPage('/reset-password'),
  // The link of a staff invitation mail: the new account chooses its first password, then logs in.
  authPage('/accept-invite/:token'),
  // The link of the verification mail: public, not public-only, since a signed-in user confirms too.
  bare('/verify-email/:token', { built: true }),
  bare('/unauthorized', { built: true }),
  bare('/invalid-access', { built: true }),
  bare('/loading', { built: true }),
  bare('/load'),
  bare('/work'),
  bare('/subscribe', { built: true }),
  bare('/events/erp-career-for-fin-graduates', { built: true }),
  // Not in the spec: the visible unsubscribe link of campaign mail (RFC 8058's page), usable without an account.
  bare('/unsubscribe/:token', { built: true }),

  // Learner and public.
  pub('/home', { built: true }),
  pub('/fresherlearningprogram', { built: true }),
  { ...cap('/dashboard', 'courses.learn'), built: true },
  pub('/courses', { built: true }),
  { ...cap('/course/:id/:contentUrl', 'courses.learn'), built: true },
  { ...cap('/CourseContentData/:id/:contentUrl', 'courses.learn'), built: true },
  { ...cap('/course/getCertificate', 'certificates.view'), built: true },
  pub('/courselanding/:courseUrl/:contentUrl', { built: true }),
  pub('/courses/:courseUrl/:certificate/:certificateID', { built: true }),
  pub('/Test-Series', { built: true }),
  { ...cap('/Test-Series/Test-Attempt/:test', 'assessments.take'), built: true },
  pub('/Capsules', { built: true }),
  { ...cap('/Capsules/Capsule-Attempt/:capsule', 'capsules.take'), built: true },
  pub('/Capsules/:capsule/badge/:badgeID', { built: true }),
  { ...cap('/Capsules/badge/linkedIn', 'capsules.take'), built: true },
  { ...cap('/claimBadge', 'capsules.take'), built: true },
  prot('/myDrive', DRIVE_ROLES, { built: true }),
  prot('/myMedia', DRIVE_ROLES, { built: true }),
  prot('/profile', undefined, { built: true }),
  prot('/profile/:tabId', undefined, { built: true }),
  prot('/profileUsers/:ID', undefined, { built: true }),
  prot('/UsersProfile/:ID', undefined, { built: true }),
  pub('/about', { built: true }),
  pub('/about-us', { built: true }),
  pub('/careers', { built: true }),
  pub('/contact', { built: true }),
  pub('/terms', { built: true }),
  pub('/termsconditions', { built: true }),
  { ...cap('/support', 'support.use'), built: true },
  // Not in spec section 2: the learner's jobs (open jobs, invitations, shared interview feedback) and an invitation's assessment.
  { ...cap('/jobs', 'resumes.build'), built: true },
  { ...cap('/jobs/assessment/:id', 'resumes.build'), built: true },
  { ...prot('/notifications'), built: true },
  { ...prot('/notification/:notificationId'), built: true },
  { ...cap('/transactions', 'coins.view'), built: true },
  // Checkout (issue 14): the built-in test provider's page, and where every provider sends the buyer back.
  { ...prot('/checkout/test/:orderId'), built: true },
  { ...prot('/checkout/return/:orderId'), built: true },
  pub('/registration', { built: true }),
  pub('/embed', { built: true }),
  // One material without the shell, for iframes on the EMBED_ORIGINS sites.
  bare('/embed/:id/:contentUrl', { built: true }),
  pub('/Resume/:ResumeID', { built: true }),
  pub('/loadings'),
  pub('/scmcohortregistration', { built: true }),
  // The spec's `{token}` route: /app/<sso token> signs the user in (only token-shaped segments, see isSsoTokenShape).
  bare('/:token', { kind: 'sso-token', built: true }),

  // Enquiry (CRM).
  { ...cap('/enquiry', 'crm.manage'), built: true },
  { ...cap('/enquiry/:purpose', 'crm.manage'), built: true },
  { ...cap('/enquiries/:status', 'crm.manage'), built: true },
  { ...cap('/enquiryStatus', 'crm.manage'), built: true },
  { ...cap('/followups', 'crm.manage'), built: true },
  { ...cap('/enquiryProfile/:enquiryID', 'crm.manage'), built: true },

  // Forum: reading is public, writing needs an account, moderation is admin only.
  pub('/Forum', { built: true }),
  { ...cap('/ForumDashboard', 'forum.moderate'), built: true },
  // What I reported and what happened to it (issue 19): every member's own reports.
  { ...cap('/Forum/ReportedQuestions', 'forum.participate'), built: true },
  { ...cap('/Forum/AddTopic', 'forum.participate'), built: true },
  pub('/Forum/Topic/:POSTID/:topicName', { built: true }),
  { ...cap('/Forum/Topic/Reported/:TYPE/:REPORTID', 'forum.moderate'), built: true },
  { ...cap('/Forum/MyTopics', 'forum.participate'), built: true },
  { ...cap('/Forum/MyBookmarks', 'forum.participate'), built: true },
  { ...cap('/Forum/MyAnswers', 'forum.participate'), built: true },

  // Admin.
  prot('/admindashboard', ADMIN_KIND, { built: true }),
  // The staff homes (not in spec section 2): where Mentor, Editor and Recruiter land (homeRouteFor), by the
  // capability of each summary's endpoint, so the admin kind may open them too.
  { ...cap('/mentordashboard', 'assignments.check'), built: true },
  { ...cap('/editordashboard', 'courses.manage'), built: true },
  { ...cap('/recruiterdashboard', 'resumebank.search'), built: true },
  prot('/Trainings', ['Mentor', 'Editor', 'Admin', 'SuperAdmin'], {
    group: true,
    children: [
      { ...cap('assignmentChecking', 'assignments.check'), built: true },
      prot('myDrive', DRIVE_ROLES, { built: true }),
      // Spec section 6: media lists are the Admin's and the Trainee's (media.view), so the Editor's media.manage is not enough here.
      { ...cap('myMedia', 'media.view'), built: true },
      { ...cap('instances', 'instances.manage'), built: true },
      { ...cap('allCertificates', 'certificates.manage'), built: true },
      { ...cap('AllCapsules', 'capsules.manage'), built: true },
      { ...cap('capsule/:CAPSULEID', 'capsules.manage'), built: true },
      { ...cap('manageMediaUsers', 'media.view'), built: true },
    ],
  }),
  prot('/courseBuilding', rolesWith('courses.build', 'assessments.build'), {
    group: true,
    children: [
      { ...cap('materials', 'courses.build'), built: true },
      { ...cap('tests', 'assessments.build'), built: true },
      { ...cap('tests/AddEdit/:TestID', 'assessments.build'), built: true },
      { ...cap('questions', 'assessments.build'), built: true },
      { ...cap('assignments', 'courses.build'), built: true },
      { ...cap('glps', 'courses.build'), built: true },
      { ...cap('glps/AddEdit/:GLPID', 'courses.build'), built: true },
      { ...cap('courses', 'courses.build'), built: true },
      { ...cap('courses/:COURSEID', 'courses.build'), built: true },
    ],
  }),
  prot('/appAdmin', ADMIN_KIND, {
    group: true,
    children: [
      { ...cap('emailList', 'campaigns.manage'), built: true },
      { ...cap('ContentMarketplace', 'mobile.manage'), built: true },
      { ...cap('appUsers', 'mobile.manage'), built: true },
      { ...cap('mediaContent', 'mobile.manage'), built: true },
      { ...cap('forumDashboard', 'forum.moderate'), built: true },
      { ...cap('forumQuestions', 'forum.moderate'), built: true },
      { ...cap('forumThreads/:TopicID', 'forum.moderate'), built: true },
      { ...cap('forumComments/:TopicID/:ThreadID', 'forum.moderate'), built: true },
    ],
  }),
  // Every account: the learner's knowledge repository pages live here too.
  prot('/Others', undefined, {
    group: true,
    children: [
      { ...cap('masters', 'masters.manage'), built: true },
      { ...cap('manageMasters/:Master', 'masters.manage'), built: true },
      { ...cap('manageUsersGroups', 'users.manage'), built: true },
      { ...cap('manageGuideMasters/Projects', 'masters.manage'), built: true },
      { ...cap('manageGuideMasters/Projects/:action', 'masters.manage'), built: true },
      { ...cap('ManageResumeMasters/:Master2', 'resumes.manage'), built: true },
      { ...cap('CoinsHistory', 'coins.manage'), built: true },
      { ...cap('AllResumes', 'resumes.manage'), built: true },
      { ...cap('ContributeKnowledge', 'knowledge.contribute', 'knowledge.manage'), built: true },
      { ...cap('knowledgeRepository', 'knowledge.contribute', 'knowledge.manage'), built: true },
      { ...cap('DebitOrCreditCoins', 'coins.manage'), built: true },
      // Not in the spec: the coin earning rules (event, coins, active), beside the two coin screens.
      { ...cap('CoinRules', 'coins.manage'), built: true },
      { ...cap('CampaignEnquiries', 'campaigns.manage'), built: true },
      { ...cap('CapsuleProgress', 'capsules.manage'), built: true },
      { ...cap('ResumeBank', 'resumebank.search'), built: true },
      { ...cap('ResumeDashboard', 'resumes.manage'), built: true },
      { ...cap('CapsuleTiles', 'capsules.manage'), built: true },
      { ...cap('CapsuleSubscription', 'capsules.manage'), built: true },
      { ...cap('CapsuleUserProgress/:Capsules_ID/:ProgressID', 'capsules.manage'), built: true },
      { ...cap('ActiveUsersList', 'sessions.manage'), built: true },
      { ...cap('SessionUsersListHistory', 'sessions.manage'), built: true },
      // Not in spec section 2: the staff audit log (DESIGN section 9), read by the top admin only.
      { ...cap('AuditLog', 'audit.view'), built: true },
      { ...cap('EmailHistory', 'campaigns.manage'), built: true },
      { ...cap('sendEmail', 'campaigns.manage'), built: true },
      { ...cap('FilterUsers', 'campaigns.manage'), built: true },
      { ...cap('AddUsersEmailList', 'campaigns.manage'), built: true },
      { ...cap('DemoUsersLeads', 'crm.manage'), built: true },
      { ...cap('JobsDashboard', 'jobs.manage'), built: true },
      { ...cap('JobsDashboard/AddJob', 'jobs.manage'), built: true },
      { ...cap('chat/chatWithBot', 'chatbot.use'), built: true },
      { ...cap('chat/chatTraining', 'chatbot.manage'), built: true },
      { ...cap('ERPSkillDatabase', 'resumes.manage'), built: true },
      { ...cap('JobInvititation', 'jobs.manage'), built: true },
      { ...cap('JobInvitationReport', 'jobs.manage'), built: true },
    ],
  }),
  // The reports hub is a screen itself; each report is a sub-route.
  prot('/admin/manageReports', rolesWith('reports.view'), {
    built: true,
    children: [
      { ...cap('TestAndAssignmentReports', 'reports.view'), built: true },
      { ...cap('StudentProgressReports', 'reports.view'), built: true },
      { ...cap('EUTStudentProgressReports', 'reports.view'), built: true },
      // Not in the spec's list: the course funnel per lesson and the mentors' checking (issue 22).
      { ...cap('CourseReport', 'reports.view'), built: true },
      { ...cap('MentorReport', 'reports.view'), built: true },
      { ...cap('TestQuestionsPerformanceReport', 'reports.view'), built: true },
      { ...cap('TestQuestionsPerformanceReportDetails/:testID/:questionID', 'reports.view'), built: true },
    ],
  }),
  prot('/admin/manage', ['Editor', 'Admin', 'SuperAdmin'], {
    group: true,
    children: [
      { ...cap('managecourses', 'courses.manage'), built: true },
      cap('manageassignment', 'courses.manage'),
      { ...cap('courseprofile/:ID', 'courses.manage'), built: true },
      { ...cap('admissions', 'courses.manage'), built: true },
      { ...cap('payments', 'payments.manage'), built: true },
      { ...cap('managestudent', 'users.manage'), built: true },
      { ...cap('CapsuleProfile/:id', 'capsules.manage'), built: true },
      { ...cap('Companies', 'jobs.manage'), built: true },
      // The "Landing Page" menu: the public landing page's hero, highlighted courses and testimonials.
      { ...cap('landingPage', 'landing.manage'), built: true },
    ],
  }),
  { ...cap('/GLPStuDetailsList/:courseID/:materialType/:materialId', 'reports.view'), built: true },
  { ...cap('/admin/AdmissionStuDetails/:SubsID/:UserID', 'courses.manage'), built: true },
  { ...cap('/admin/TestDetails/:UserID/:Url/:Url2', 'reports.view'), built: true },
  { ...cap('/assignmentView/:CourseName/:AssignmentName/:UserId', 'assignments.check'), built: true },
  { ...cap('/manageSupport', 'support.manage'), built: true },
  // capsules.manage, as its API: approving grants the plan's capsule access (capsules module), beside /Others/CapsuleSubscription.
  { ...cap('/subscriptionRequest', 'capsules.manage'), built: true },
  { ...cap('/notificationdashboards', 'notifications.manage'), built: true },
  { ...cap('/addNotification', 'notifications.manage'), built: true },
  { ...cap('/interviewFeedback', 'interviews.manage'), built: true },
  { ...cap('/interviewFeedback/:FeedbackID', 'interviews.manage'), built: true },
  { ...cap('/addInterviewFeedback', 'interviews.manage'), built: true },
];

/** Roles of a child intersected with its parent's (null stands for "every account"). */
export function intersectRoles(parent: readonly Role[] | null, child: readonly Role[] | null): readonly Role[] | null {
  if (parent === null) return child;
  if (child === null) return parent;
  return child.filter((r) => parent.includes(r));
}

function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/** Flattens the tree: absolute paths, effective roles, protected-ness inherited from ancestors. */
export function flattenRoutes(
  nodes: readonly WebRouteNode[],
  parent?: { path: string; access: RouteAccess; roles: readonly Role[] | null; layout: RouteLayout },
): WebRoute[] {
  const out: WebRoute[] = [];
  for (const node of nodes) {
    const path = parent ? joinPath(parent.path, node.path) : node.path;
    // A child of a protected group is protected whatever it declares; public children of public parents stay public.
    const access: RouteAccess = parent?.access === 'protected' ? 'protected' : node.access;
    const own = node.access === 'protected' ? (node.roles ?? null) : null;
    const effective = access === 'protected' ? intersectRoles(parent?.roles ?? null, own) : null;
    const layout = node.layout ?? parent?.layout ?? 'shell';
    if (!node.group) {
      out.push({
        path,
        access,
        roles: effective,
        inaccessible: access === 'protected' && effective !== null && effective.length === 0,
        built: node.built === true,
        layout,
        kind: node.kind ?? 'page',
      });
    }
    if (node.children) out.push(...flattenRoutes(node.children, { path, access, roles: effective, layout }));
  }
  return out;
}

/** Every route of the spec, flattened. */
export const webRoutes: readonly WebRoute[] = flattenRoutes(webRouteTree);

/** The routes the web app registers (they have a screen or a router behaviour). */
export const builtWebRoutes: readonly WebRoute[] = webRoutes.filter((r) => r.built);

/** What a guard does with a visitor on a route (spec section 5). */
export type AccessDecision = 'allow' | 'login' | 'unauthorized' | 'invalid-access';

/**
 * The guard rule of spec section 5 for a route and the visitor's role (null when signed out):
 * logged-out on protected -> login; wrong role or empty role intersection -> unauthorized;
 * public-only when signed in -> invalid-access.
 */
export function accessDecision(route: Pick<WebRoute, 'access' | 'roles' | 'inaccessible'>, role: string | null): AccessDecision {
  const signedIn = role !== null;
  if (route.access === 'public') return 'allow';
  if (route.access === 'public-only') return signedIn ? 'invalid-access' : 'allow';
  if (route.inaccessible) return 'unauthorized';
  if (!signedIn) return 'login';
  const r = normalizeRole(role);
  if (!r || r === 'Guest') return 'unauthorized';
  if (route.roles === null) return 'allow';
  return route.roles.includes(r) ? 'allow' : 'unauthorized';
}

/** Finds the table entry for a pattern path (exact, case-insensitive). */
export function findWebRoute(path: string): WebRoute | undefined {
  const lower = path.toLowerCase();
  return webRoutes.find((r) => r.path.toLowerCase() === lower);
}

/** Whether a role may open the route at `path` (pattern path from the table); false for unknown paths. */
export function canRoleOpen(path: string, role: string | null): boolean {
  const route = findWebRoute(path);
  return route !== undefined && accessDecision(route, role) === 'allow';
}

/** Length of the tokens the server issues: 32 random bytes in base64url (apps/server/src/platform/auth/tokens.ts). */
export const SSO_TOKEN_LENGTH = 43;

/**
 * Whether a single path segment is shaped like an SSO token the server issues (the spec's `{token}` route)
 * rather than an unbuilt or mistyped page: exactly 43 characters of base64url with both upper- and lower-case
 * letters (a random token has both with near certainty; a page name typed by hand does not look like that).
 * Anything else is page-not-found, and no sign-in is attempted.
 */
export function isSsoTokenShape(segment: string): boolean {
  return segment.length === SSO_TOKEN_LENGTH && /^[A-Za-z0-9_-]+$/.test(segment) && /[A-Z]/.test(segment) && /[a-z]/.test(segment);
}

/** Every role name, re-exported for route tests that walk all of them. */
export const allRoles: readonly Role[] = roles;
