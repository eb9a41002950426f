import type { ComponentType } from 'react';
import {
  IconBell, IconBook, IconBooks, IconBriefcase, IconBulb, IconCertificate, IconClipboardList, IconFileCv, IconFolder, IconHome, IconInfoCircle, IconLayoutDashboard, IconLifebuoy, IconMail, IconMessages, IconNews, IconPill, IconReceipt,
} from '@tabler/icons-react';
import { canRoleOpen } from '@app/contracts/web-routes';
import { normalizeRole } from '@app/contracts/roles';
import { BLOG_URL } from '../../lib/config.ts';

type Icon = ComponentType<{ size?: number | string; stroke?: number; 'aria-hidden'?: boolean }>;

/** One menu entry; `label` is a key of the `menu` namespace (spec menu labels). */
export interface MenuItem {
  label: string;
  icon: Icon;
  /** Route-table path the item opens (decides built-ness and access); also the link unless `to` is set. */
  route?: string;
  /** Concrete link when the route has parameters. */
  to?: string;
  /** External link (Blogs). */
  href?: string;
  /**
   * Another route-table path that must be built too: for an item that opens a tab of a shared screen
   * (Resume Builder is a tab of /profile/{tabId}), the module's own route says whether its screen exists.
   */
  requires?: string;
  /**
   * Label key shown instead when an earlier entry of a merged menu already shows this label (the top admin
   * sees the admin "Dashboard" and "Certificates", then the learner's as "My dashboard", "My certificates").
   */
  altLabel?: string;
  children?: MenuItem[];
}

export type MenuSetName = 'public' | 'learner' | StaffMenuSetName;
export type StaffMenuSetName = 'mentor' | 'admin' | 'recruiter' | 'editor';
/** The staff roles' menu sets (staff-menus.ts): loaded only for staff, so a learner's first load skips their icons. */
export type StaffMenuSets = Record<StaffMenuSetName, MenuItem[]>;
export const loadStaffMenuSets = (): Promise<StaffMenuSets> => import('./staff-menus.ts').then((m) => m.staffMenuSets);

export const item = (label: string, icon: Icon, route: string, to?: string): MenuItem => ({ label, icon, route, ...(to ? { to } : {}) });

/**
 * The menu sets of DESIGN section 4, in the spec's labels: the one source for every role. Items whose
 * screen is not built yet are declared here already and appear as their module marks the route built.
 * A Home or Dashboard entry heads each signed-in set so every role can always get back: learners' Home, the
 * staff roles' own homes (their Dashboard; under the top admin's merged menu named by role).
 */
export const menuSets: Record<'public' | 'learner', MenuItem[]> = {
  public: [
    item('home', IconHome, '/home'),
    item('courses', IconBook, '/courses'),
    item('testSeries', IconClipboardList, '/Test-Series'),
    item('capsules', IconPill, '/Capsules'),
    item('forum', IconMessages, '/Forum'),
    { label: 'blogs', icon: IconNews, href: BLOG_URL },
    item('about', IconInfoCircle, '/about'),
    item('contact', IconMail, '/contact'),
    // The spec's "Login" entry is the header's Log in button, shown to visitors on every screen size: one way in.
  ],
  learner: [
    item('home', IconHome, '/home'),
    { ...item('dashboard', IconLayoutDashboard, '/dashboard'), altLabel: 'myDashboard' },
    item('courses', IconBook, '/courses'),
    item('testSeries', IconClipboardList, '/Test-Series'),
    // Beside the staff's Capsules (/Trainings/AllCapsules) in a SuperAdmin's merged menu: "My capsules".
    { ...item('capsules', IconPill, '/Capsules'), altLabel: 'myCapsules' },
    item('myDrive', IconFolder, '/myDrive'),
    { ...item('certificates', IconCertificate, '/course/getCertificate'), altLabel: 'myCertificates' },
    { ...item('resumeBuilder', IconFileCv, '/profile/:tabId', '/profile/resume'), requires: '/Resume/:ResumeID' },
    item('forum', IconMessages, '/Forum'),
    item('knowledgeRepository', IconBooks, '/Others/knowledgeRepository'),
    item('krContribute', IconBulb, '/Others/ContributeKnowledge'),
    item('allTransactions', IconReceipt, '/transactions'),
    item('jobs', IconBriefcase, '/jobs'),
    item('support', IconLifebuoy, '/support'),
    item('notifications', IconBell, '/notifications'),
  ],
};

/** Which menu sets a role sees; the top admin sees everything above (DESIGN section 4). */
export function menuSetsFor(role: string | null): MenuSetName[] {
  switch (normalizeRole(role)) {
    case 'Trainee': return ['learner'];
    case 'Mentor': return ['mentor'];
    case 'Editor': return ['editor'];
    case 'Recruiter': return ['recruiter'];
    case 'Admin': return ['admin'];
    case 'SuperAdmin': return ['admin', 'editor', 'mentor', 'recruiter', 'learner'];
    default: return ['public'];
  }
}

/** Label keys that read the same as another key in every language. */
const sameTextAs: Record<string, string> = { adminDashboard: 'dashboard' };

/** Link target of an item. */
export function itemTarget(entry: MenuItem): string | undefined {
  return entry.href ?? entry.to ?? entry.route;
}

/** Whether a role's menu needs the staff sets (loadStaffMenuSets). */
export const needsStaffMenuSets = (role: string | null): boolean =>
  menuSetsFor(role).some((set) => set !== 'public' && set !== 'learner');

/**
 * The menu a role sees: its sets merged (first occurrence of a target wins), keeping only items whose
 * route is built (`isBuilt`) and that the role may open; groups without visible children disappear. A staff
 * role's sets come from `staff` (loadStaffMenuSets); until they are loaded only the role's other sets show.
 */
export function menuFor(role: string | null, isBuilt: (routePath: string) => boolean, staff?: StaffMenuSets): MenuItem[] {
  const seen = new Set<string>();
  const shownLabels = new Set<string>();
  const visible = (entry: MenuItem): MenuItem | null => {
    if (entry.children) {
      const children = entry.children.map(visible).filter((c): c is MenuItem => c !== null);
      if (children.length === 0 || seen.has(`group:${entry.label}`)) return null;
      seen.add(`group:${entry.label}`);
      return { ...entry, children };
    }
    const target = itemTarget(entry);
    if (!target || seen.has(target.toLowerCase())) return null;
    if (entry.route && !(isBuilt(entry.route) && canRoleOpen(entry.route, role))) return null;
    if (entry.requires && !isBuilt(entry.requires)) return null;
    seen.add(target.toLowerCase());
    const text = sameTextAs[entry.label] ?? entry.label;
    if (shownLabels.has(text) && entry.altLabel) {
      shownLabels.add(entry.altLabel);
      return { ...entry, label: entry.altLabel };
    }
    shownLabels.add(text);
    return entry;
  };
  const out: MenuItem[] = [];
  const sets: Partial<Record<MenuSetName, MenuItem[]>> = { ...menuSets, ...staff };
  for (const set of menuSetsFor(role)) {
    for (const entry of sets[set] ?? []) {
      const v = visible(entry);
      if (v) out.push(v);
    }
  }
  return out;
}
