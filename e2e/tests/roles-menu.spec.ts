import { findWebRoute } from '@app/contracts/web-routes';
import {
  test, expect, expectAccessible, menuLabels, snap, uiLogin, accountButton, type DemoRole,
} from '../fixtures/index.ts';

/**
 * Menu labels per role (DESIGN section 4, spec labels). `must`: shown as soon as the route is built (an
 * unbuilt screen is never in a menu); `never`: entries of other roles' menus that this role must not see.
 */
const expectations: Record<DemoRole, { must: [label: string, route: string][]; never: string[] }> = {
  Trainee: {
    must: [['Home', '/home'], ['Dashboard', '/dashboard'], ['My Drive', '/myDrive'], ['Support', '/support']],
    never: ['Masters', 'Manage Student', 'Staff Users', 'Login Sessions', 'Assignment Checking', 'Resume Bank', 'Course Building', 'Login'],
  },
  // Each staff role's Dashboard is its own home (where it lands); the learners' Home is not in its menu.
  Mentor: {
    must: [['Dashboard', '/mentordashboard'], ['Assignment Checking', '/Trainings/assignmentChecking'], ['Interviews', '/interviewFeedback']],
    never: ['Home', 'Masters', 'Manage Student', 'Resume Bank', 'My Drive', 'My dashboard', 'Login'],
  },
  Editor: {
    must: [['Dashboard', '/editordashboard'], ['Course Building', '/courseBuilding/courses'], ['Manage Course(s)', '/admin/manage/managecourses']],
    never: ['Home', 'Masters', 'Manage Student', 'Resume Bank', 'Assignment Checking', 'My Drive', 'My dashboard', 'Login'],
  },
  Recruiter: {
    must: [['Dashboard', '/recruiterdashboard'], ['Resume Bank', '/Others/ResumeBank'], ['Jobs Dashboard', '/Others/JobsDashboard']],
    never: ['Home', 'Masters', 'Manage Student', 'Course Building', 'Assignment Checking', 'My Drive', 'My dashboard', 'Login'],
  },
  Admin: {
    must: [
      ['Dashboard', '/admindashboard'], ['Masters', '/Others/masters'], ['Manage Student', '/admin/manage/managestudent'],
      ['Staff Users', '/Others/manageUsersGroups'], ['Login Sessions', '/Others/ActiveUsersList'],
    ],
    never: ['Home', 'Assignment Checking', 'Resume Bank', 'Course Building', 'My Drive', 'Login'],
  },
  SuperAdmin: {
    must: [
      ['Dashboard', '/admindashboard'], ['Home', '/home'], ['Masters', '/Others/masters'],
      ['Editor dashboard', '/editordashboard'], ['Mentor dashboard', '/mentordashboard'], ['Recruiter dashboard', '/recruiterdashboard'],
      ['Resume Bank', '/Others/ResumeBank'], ['Assignment Checking', '/Trainings/assignmentChecking'], ['My Drive', '/myDrive'],
    ],
    never: ['Login', 'About'],
  },
};

const isBuilt = (route: string) => findWebRoute(route)?.built === true;

test.describe('each demo role logs in and sees its menu', () => {
  for (const role of Object.keys(expectations) as DemoRole[]) {
    test(`${role}`, async ({ page }, testInfo) => {
      await uiLogin(page, role);
      const labels = await menuLabels(page);
      const { must, never } = expectations[role];
      for (const [label, route] of must) {
        if (isBuilt(route)) expect(labels, `${role} menu should hold "${label}"`).toContain(label);
        else expect(labels, `"${label}" (${route}) is not built, so not in the menu`).not.toContain(label);
      }
      for (const label of never) expect(labels, `${role} menu must not hold "${label}"`).not.toContain(label);
      // Each entry at most once, whatever number of menu sets the role merges.
      expect(new Set(labels).size, labels.join(', ')).toBe(labels.length);
      await expect(accountButton(page, role)).toBeVisible();
      await snap(page, `shell-${role.toLowerCase()}`);
      await expectAccessible(page, `${role} landing`, testInfo);
    });
  }
});
