import { describe, expect, it } from 'vitest';
import { canRoleOpen } from '@app/contracts/web-routes';
import { accountRoles, homeRouteFor } from '@app/contracts/roles';
import { itemTarget, menuFor as menuForWith, menuSets as baseMenuSets, needsStaffMenuSets, type MenuItem } from './menus.ts';
import { staffMenuSets } from './staff-menus.ts';

// The staff sets are their own module (loaded for staff only); these tests read every set.
const menuSets = { ...baseMenuSets, ...staffMenuSets };
const menuFor = (role: string | null, isBuilt: (routePath: string) => boolean) => menuForWith(role, isBuilt, staffMenuSets);

const everything = () => true;
const labels = (items: MenuItem[]) => items.flatMap((i) => (i.children ? [i.label, ...i.children.map((c) => c.label)] : [i.label]));

describe('menus per role (DESIGN section 4)', () => {
  it('should give a visitor the public menu', () => {
    expect(labels(menuFor(null, everything))).toEqual([
      'home', 'courses', 'testSeries', 'capsules', 'forum', 'blogs', 'about', 'contact',
    ]);
  });

  it('should give a learner the learner menu of the spec', () => {
    expect(labels(menuFor('Trainee', everything))).toEqual([
      'home', 'dashboard', 'courses', 'testSeries', 'capsules', 'myDrive', 'certificates', 'resumeBuilder', 'forum',
      'knowledgeRepository', 'krContribute', 'allTransactions', 'jobs', 'support', 'notifications',
    ]);
  });

  it('should hide Resume Builder until the resume module is built, though its profile tab route is', () => {
    const built = (r: string) => r === '/profile/:tabId' || r === '/home';
    expect(labels(menuFor('Trainee', built))).toEqual(['home']);
  });

  it('should give the admin kind its menu with the Mobile App Admin group', () => {
    const menu = menuFor('admin', everything);
    const group = menu.find((m) => m.label === 'mobileAppAdmin');
    expect(group?.children?.map((c) => c.label)).toEqual(['appUsers', 'appMediaContent', 'contentMarketplace']);
    expect(labels(menu)).toEqual(expect.arrayContaining(['masters', 'forumDashboard', 'chatBot', 'erpSkillDatabase', 'trainings']));
    expect(labels(menu)).not.toContain('resumeBank');
  });

  it('should give mentors, recruiters and editors their sets', () => {
    expect(labels(menuFor('Mentor', everything))).toEqual([
      'dashboard', 'assignmentChecking', 'tests', 'testQuestions', 'videosMaterials', 'courseBuilding', 'glps', 'reports', 'interviews', 'forum', 'knowledgeRepository',
    ]);
    expect(labels(menuFor('Recruiter', everything))).toEqual(['dashboard', 'resumeBank', 'jobsDashboard', 'interviews']);
    expect(labels(menuFor('Editor', everything))).toEqual(expect.arrayContaining([
      'dashboard', 'courseBuilding', 'manageCourses', 'glps', 'capsules', 'admissions', 'reports', 'krFolderManagement',
    ]));
  });

  it('should reach every capsule staff screen from the admin and editor menus (Capsule Admin group)', () => {
    for (const role of ['Admin', 'Editor'] as const) {
      const group = menuFor(role, everything).find((m) => m.label === 'capsuleAdmin');
      expect(group?.children?.map(itemTarget), role).toEqual(['/Others/CapsuleProgress', '/Others/CapsuleTiles', '/Others/CapsuleSubscription', '/subscriptionRequest']);
    }
    expect(menuFor('Recruiter', everything).some((m) => m.label === 'capsuleAdmin')).toBe(false);
  });

  it('should give the top admin everything above without duplicate targets', () => {
    const menu = menuFor('SuperAdmin', everything);
    const targets = menu.flatMap((m) => (m.children ?? [m]).map(itemTarget));
    expect(new Set(targets).size).toBe(targets.length);
    for (const set of ['admin', 'mentor', 'recruiter', 'learner'] as const) {
      for (const entry of menuSets[set].flatMap((m) => m.children ?? [m])) {
        if (entry.route && canRoleOpen(entry.route, 'SuperAdmin')) expect(targets).toContain(itemTarget(entry));
      }
    }
  });

  it("should show the learner's Dashboard and Certificates as My dashboard and My certificates when the top admin also has the admin ones", () => {
    const menu = menuFor('SuperAdmin', everything).flatMap((m) => m.children ?? [m]);
    const byTarget = new Map(menu.map((m) => [itemTarget(m), m.label]));
    expect(byTarget.get('/admindashboard')).toBe('adminDashboard');
    expect(byTarget.get('/dashboard')).toBe('myDashboard');
    expect(byTarget.get('/Trainings/allCertificates')).toBe('certificates');
    expect(byTarget.get('/course/getCertificate')).toBe('myCertificates');
    expect(labels(menuFor('Trainee', everything))).toEqual(expect.arrayContaining(['dashboard', 'certificates']));
  });

  it("should head each staff role's menu with its own home, which is where the role lands", () => {
    for (const role of ['Mentor', 'Editor', 'Recruiter'] as const) {
      const [first] = menuFor(role, everything);
      expect(first?.label, role).toBe('dashboard');
      expect(itemTarget(first!), role).toBe(homeRouteFor(role));
    }
  });

  it('should name the staff homes by role in the top admin menu, after the admin Dashboard', () => {
    const menu = menuFor('SuperAdmin', everything).flatMap((m) => m.children ?? [m]);
    const byTarget = new Map(menu.map((m) => [itemTarget(m), m.label]));
    expect(byTarget.get('/editordashboard')).toBe('editorDashboard');
    expect(byTarget.get('/mentordashboard')).toBe('mentorDashboard');
    expect(byTarget.get('/recruiterdashboard')).toBe('recruiterDashboard');
    expect(labels(menuFor('SuperAdmin', everything)).filter((l) => l === 'dashboard' || l === 'adminDashboard')).toEqual(['adminDashboard']);
  });

  it('should show the Audit Log to the top admin only, not to an Admin', () => {
    expect(labels(menuFor('SuperAdmin', everything))).toContain('auditLog');
    for (const role of [null, 'Admin', 'Editor', 'Mentor', 'Recruiter', 'Trainee']) expect(labels(menuFor(role, everything)), String(role)).not.toContain('auditLog');
  });

  it('should only show items whose screen is built', () => {
    const built = new Set(['/home', '/about', '/contact', '/login', '/admindashboard']);
    expect(labels(menuFor(null, (p) => built.has(p)))).toEqual(['home', 'blogs', 'about', 'contact']);
    expect(labels(menuFor('Admin', (p) => built.has(p)))).toEqual(['adminDashboard']);
  });

  it('should never show an item the role may not open', () => {
    for (const role of [null, ...accountRoles]) {
      for (const entry of menuFor(role, everything).flatMap((m) => m.children ?? [m])) {
        if (entry.route) expect(canRoleOpen(entry.route, role), `${role} ${entry.route}`).toBe(true);
      }
    }
  });
  it('should need the staff sets for staff roles only, and show the rest while they load', () => {
    expect(needsStaffMenuSets('Trainee')).toBe(false);
    expect(needsStaffMenuSets(null)).toBe(false);
    for (const role of ['Admin', 'Editor', 'Mentor', 'Recruiter', 'SuperAdmin']) expect(needsStaffMenuSets(role), role).toBe(true);
    expect(menuForWith('Admin', () => true)).toEqual([]);
    expect(menuForWith('SuperAdmin', () => true).map((m) => m.label)).toContain('courses');
  });
});
