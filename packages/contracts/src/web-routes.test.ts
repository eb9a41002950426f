import { describe, expect, it } from 'vitest';
import { accountRoles, homeRouteFor } from './roles.ts';
import {
  accessDecision, builtWebRoutes, canRoleOpen, findWebRoute, flattenRoutes, intersectRoles, isSsoTokenShape,
  webRoutes, type WebRouteNode,
} from './web-routes.ts';

describe('web route table', () => {
  it('should list every spec route once when flattened', () => {
    const paths = webRoutes.map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of [
      '/page-not-found', '/login', '/register', '/forgot-password', '/reset-password', '/unauthorized',
      '/invalid-access', '/loading', '/load', '/work', '/subscribe', '/events/erp-career-for-fin-graduates',
      '/home', '/courses', '/course/:id/:contentUrl', '/Test-Series/Test-Attempt/:test', '/:token',
      '/enquiryProfile/:enquiryID', '/Forum/Topic/Reported/:TYPE/:REPORTID', '/admindashboard',
      '/Trainings/assignmentChecking', '/courseBuilding/glps/AddEdit/:GLPID', '/appAdmin/forumComments/:TopicID/:ThreadID',
      '/Others/manageMasters/:Master', '/Others/ActiveUsersList', '/Others/SessionUsersListHistory',
      '/admin/manageReports/TestQuestionsPerformanceReportDetails/:testID/:questionID', '/admin/manage/Companies',
      '/addInterviewFeedback', '/dashboards/default', '/',
    ]) {
      expect(findWebRoute(p), p).toBeDefined();
    }
  });

  it('should mark the authentication pages public-only and bare', () => {
    for (const p of ['/login', '/register', '/forgot-password', '/reset-password']) {
      expect(findWebRoute(p)).toMatchObject({ access: 'public-only', layout: 'bare', built: true });
    }
  });

  it('should let anyone, signed in or not, open the email verification link without the shell', () => {
    const route = findWebRoute('/verify-email/:token')!;
    expect(route).toMatchObject({ access: 'public', layout: 'bare', built: true, kind: 'page' });
    for (const role of [null, ...accountRoles]) expect(accessDecision(route, role)).toBe('allow');
  });

  it('should let the admin kind, and only them, open the admin dashboard', () => {
    const route = findWebRoute('/admindashboard')!;
    expect(route.roles).toEqual(['Admin', 'SuperAdmin']);
    expect(canRoleOpen('/admindashboard', 'admin')).toBe(true);
    expect(canRoleOpen('/admindashboard', 'Trainee')).toBe(false);
    expect(homeRouteFor('SuperAdmin')).toBe('/admindashboard');
  });

  it('should land each staff role on a home of its own that the role may open, learners and visitors on /home', () => {
    expect(homeRouteFor('Mentor')).toBe('/mentordashboard');
    expect(homeRouteFor('editor')).toBe('/editordashboard');
    expect(homeRouteFor('RECRUITER')).toBe('/recruiterdashboard');
    expect(homeRouteFor('Admin')).toBe('/admindashboard');
    expect(homeRouteFor('Trainee')).toBe('/home');
    expect(homeRouteFor(null)).toBe('/home');
    for (const role of accountRoles) {
      const route = findWebRoute(homeRouteFor(role))!;
      expect(route.built, role).toBe(true);
      expect(canRoleOpen(route.path, role), role).toBe(true);
    }
    // A home is no one else's: a learner or another staff role is not authorised on it.
    expect(canRoleOpen('/mentordashboard', 'Trainee')).toBe(false);
    expect(canRoleOpen('/mentordashboard', 'Editor')).toBe(false);
    expect(canRoleOpen('/editordashboard', 'Mentor')).toBe(false);
    expect(canRoleOpen('/recruiterdashboard', 'Mentor')).toBe(false);
    expect(canRoleOpen('/recruiterdashboard', null)).toBe(false);
  });

  it('should let only the top admin open the audit log', () => {
    const route = findWebRoute('/Others/AuditLog')!;
    expect(route).toMatchObject({ roles: ['SuperAdmin'], built: true });
    expect(accessDecision(route, 'SuperAdmin')).toBe('allow');
    expect(accessDecision(route, 'Admin')).toBe('unauthorized');
    expect(accessDecision(route, null)).toBe('login');
  });

  it('should intersect sub-route roles with the parent roles when a child asks for more', () => {
    // /Trainings excludes Trainee, so its drive sub-route does too although drive roles include Trainee.
    expect(findWebRoute('/Trainings/myDrive')!.roles).toEqual(['Admin', 'SuperAdmin']);
    expect(findWebRoute('/myDrive')!.roles).toEqual(['Trainee', 'Admin', 'SuperAdmin']);
  });

  it('should make a route inaccessible when the intersection is empty', () => {
    const tree: WebRouteNode[] = [
      { path: '/p', access: 'protected', roles: ['Mentor'], group: true, children: [
        { path: 'c', access: 'protected', roles: ['Trainee'] },
        { path: 'd', access: 'public' },
      ] },
    ];
    const [c, d] = flattenRoutes(tree);
    expect(c).toMatchObject({ path: '/p/c', roles: [], inaccessible: true });
    expect(d).toMatchObject({ path: '/p/d', access: 'protected', roles: ['Mentor'], inaccessible: false });
    for (const role of [null, ...accountRoles]) expect(accessDecision(c!, role)).toBe('unauthorized');
  });

  it('should treat a missing side of an intersection as every account', () => {
    expect(intersectRoles(null, ['Admin'])).toEqual(['Admin']);
    expect(intersectRoles(['Admin'], null)).toEqual(['Admin']);
    expect(intersectRoles(null, null)).toBeNull();
  });

  it('should give no protected route an empty role list in the real table', () => {
    const empty = webRoutes.filter((r) => r.inaccessible).map((r) => r.path);
    expect(empty).toEqual([]);
  });

  it('should never let a guest open a protected route', () => {
    for (const r of webRoutes.filter((x) => x.access === 'protected')) {
      expect(accessDecision(r, null), r.path).toBe('login');
      expect(accessDecision(r, 'Guest'), r.path).toBe('unauthorized');
    }
  });

  it('should let the top admin open every protected route', () => {
    for (const r of webRoutes.filter((x) => x.access === 'protected')) {
      expect(accessDecision(r, 'SuperAdmin'), r.path).toBe('allow');
    }
  });

  it('should decide each guard rule of spec section 5', () => {
    const publicOnly = findWebRoute('/login')!;
    expect(accessDecision(publicOnly, null)).toBe('allow');
    expect(accessDecision(publicOnly, 'Trainee')).toBe('invalid-access');
    const masters = findWebRoute('/Others/masters')!;
    expect(accessDecision(masters, null)).toBe('login');
    expect(accessDecision(masters, 'Trainee')).toBe('unauthorized');
    expect(accessDecision(masters, 'ADMIN')).toBe('allow');
    expect(accessDecision(findWebRoute('/home')!, null)).toBe('allow');
    expect(accessDecision(findWebRoute('/profile')!, 'Recruiter')).toBe('allow');
    expect(accessDecision(findWebRoute('/profile')!, 'NoSuchRole')).toBe('unauthorized');
  });

  it('should offer no certificate screen to a recruiter (they will see certificates through the resume bank)', () => {
    for (const path of ['/course/getCertificate', '/Trainings/allCertificates']) {
      expect(accessDecision(findWebRoute(path)!, 'Recruiter'), path).toBe('unauthorized');
    }
    expect(accessDecision(findWebRoute('/course/getCertificate')!, 'Trainee')).toBe('allow');
    expect(accessDecision(findWebRoute('/courses/:courseUrl/:certificate/:certificateID')!, null)).toBe('allow');
  });

  it('should register the built screens of the foundation', () => {
    const built = builtWebRoutes.map((r) => r.path);
    expect(built).toEqual(expect.arrayContaining(['/home', '/login', '/contact', '/admindashboard', '/:token']));
    expect(built).not.toContain('/work');
  });

  it('should tell SSO tokens from mistyped page names', () => {
    // The shape the server issues: 32 random bytes in base64url.
    for (const token of ['q3Zk9Vd0Ld3nYx1QpR7uTb2WmN4s8AfG_hJ-kL5oP6c', 'Zk1-hV_9sQ2wE3rT4yU5iO6pA7sD8fG9hJ0kL1zX2cV']) expect(isSsoTokenShape(token), token).toBe(true);
    for (const page of ['aboutus', 'fresherlearningprogram', 'scmcohortregistration', 'scmcohortregistrations', 'notificationdashboards',
      'addInterviewFeedback', 'q3Zk9Vd0Ld3nYx1QpR7uTb2W', 'has space in it and is long', 'a'.repeat(43), 'A'.repeat(43), `${'aB'.repeat(21)}.`]) {
      expect(isSsoTokenShape(page), page).toBe(false);
    }
  });
});
