import type { ComponentType } from 'react';
import {
  IconAddressBook, IconBell, IconBook, IconBooks, IconBriefcase, IconBuildingStore, IconBulb, IconCertificate,
  IconChartBar, IconChecklist, IconClipboardList, IconCoins, IconDatabase, IconDeviceMobile, IconFileCv, IconFiles,
  IconFolder, IconFolderCog, IconHammer, IconHistory, IconHome, IconInfoCircle, IconLayoutDashboard, IconLifebuoy, IconListCheck,
  IconLogin, IconMail, IconMailForward, IconMessageReport, IconMessages, IconMicrophone, IconNews, IconPhoneCall,
  IconPhotoVideo, IconPill, IconPresentation, IconProgress, IconReceipt, IconRobot, IconRoute, IconSchool,
  IconSpeakerphone, IconTargetArrow, IconUserPlus, IconUsers, IconUsersGroup, IconUserSearch, IconVideo, IconWorldWww,
  IconStack2,
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

export type MenuSetName = 'public' | 'learner' | 'mentor' | 'admin' | 'recruiter' | 'editor';

const item = (label: string, icon: Icon, route: string, to?: string): MenuItem => ({ label, icon, route, ...(to ? { to } : {}) });

/**
 * The menu sets of DESIGN section 4, in the spec's labels: the one source for every role. Items whose
 * screen is not built yet are declared here already and appear as their module marks the route built.
 * A Home or Dashboard entry heads each signed-in set so every role can always get back: learners' Home, the
 * staff roles' own homes (their Dashboard; under the top admin's merged menu named by role).
 */
export const menuSets: Record<MenuSetName, MenuItem[]> = {
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
    item('capsules', IconPill, '/Capsules'),
    item('myDrive', IconFolder, '/myDrive'),
    { ...item('certificates', IconCertificate, '/course/getCertificate'), altLabel: 'myCertificates' },
    { ...item('resumeBuilder', IconFileCv, '/profile/:tabId', '/profile/resume'), requires: '/Resume/:ResumeID' },
    item('forum', IconMessages, '/Forum'),
    item('knowledgeRepository', IconBooks, '/Others/knowledgeRepository'),
    item('krContribute', IconBulb, '/Others/ContributeKnowledge'),
    item('allTransactions', IconReceipt, '/transactions'),
    item('support', IconLifebuoy, '/support'),
    item('notifications', IconBell, '/notifications'),
  ],
  mentor: [
    { ...item('dashboard', IconLayoutDashboard, '/mentordashboard'), altLabel: 'mentorDashboard' },
    item('assignmentChecking', IconChecklist, '/Trainings/assignmentChecking'),
    item('tests', IconListCheck, '/courseBuilding/tests'),
    item('testQuestions', IconClipboardList, '/courseBuilding/questions'),
    item('videosMaterials', IconVideo, '/courseBuilding/materials'),
    item('courseBuilding', IconHammer, '/courseBuilding/courses'),
    item('glps', IconRoute, '/courseBuilding/glps'),
    item('reports', IconChartBar, '/admin/manageReports'),
    item('interviews', IconMicrophone, '/interviewFeedback'),
    item('forum', IconMessages, '/Forum'),
  ],
  admin: [
    item('adminDashboard', IconLayoutDashboard, '/admindashboard'),
    item('manageStudent', IconUsers, '/admin/manage/managestudent'),
    item('admissions', IconSchool, '/admin/manage/admissions'),
    item('enquiry', IconPhoneCall, '/enquiry'),
    item('registration', IconUserPlus, '/enquiry/:purpose', '/enquiry/registration'),
    item('campaignRegistrations', IconSpeakerphone, '/Others/CampaignEnquiries'),
    item('allResumes', IconFiles, '/Others/AllResumes'),
    item('jobsDashboard', IconBriefcase, '/Others/JobsDashboard'),
    item('masters', IconDatabase, '/Others/masters'),
    // Not in the spec's admin menu, but its screens exist and must be reachable: staff accounts and sessions.
    item('staffUsers', IconUsers, '/Others/manageUsersGroups'),
    item('loginSessions', IconLogin, '/Others/ActiveUsersList'),
    // The staff audit log: its route is for the top admin only, so an Admin never sees the entry.
    item('auditLog', IconHistory, '/Others/AuditLog'),
    item('emailCommunications', IconMailForward, '/Others/EmailHistory'),
    item('emailList', IconAddressBook, '/appAdmin/emailList'),
    item('demoUsersLeads', IconTargetArrow, '/Others/DemoUsersLeads'),
    item('coinsHistory', IconCoins, '/Others/CoinsHistory'),
    item('capsuleProgress', IconProgress, '/Others/CapsuleProgress'),
    item('manageMediaUsers', IconPhotoVideo, '/Trainings/manageMediaUsers'),
    {
      label: 'mobileAppAdmin',
      icon: IconDeviceMobile,
      children: [
        item('appUsers', IconUsersGroup, '/appAdmin/appUsers'),
        item('appMediaContent', IconPhotoVideo, '/appAdmin/mediaContent'),
        item('contentMarketplace', IconBuildingStore, '/appAdmin/ContentMarketplace'),
      ],
    },
    item('forumDashboard', IconPresentation, '/appAdmin/forumDashboard'),
    item('forumQuestions', IconMessageReport, '/appAdmin/forumQuestions'),
    item('chatBot', IconRobot, '/Others/chat/chatWithBot'),
    item('erpSkillDatabase', IconStack2, '/Others/ERPSkillDatabase'),
    item('certificates', IconCertificate, '/Trainings/allCertificates'),
    item('trainings', IconSchool, '/Trainings/instances'),
  ],
  recruiter: [
    { ...item('dashboard', IconLayoutDashboard, '/recruiterdashboard'), altLabel: 'recruiterDashboard' },
    item('resumeBank', IconUserSearch, '/Others/ResumeBank'),
    item('jobsDashboard', IconBriefcase, '/Others/JobsDashboard'),
    item('interviews', IconMicrophone, '/interviewFeedback'),
  ],
  editor: [
    { ...item('dashboard', IconLayoutDashboard, '/editordashboard'), altLabel: 'editorDashboard' },
    item('courseBuilding', IconHammer, '/courseBuilding/courses'),
    // Editors build tests too (assessments.build); the spec's editor menu reaches them only through Course Building.
    item('tests', IconListCheck, '/courseBuilding/tests'),
    item('testQuestions', IconClipboardList, '/courseBuilding/questions'),
    item('manageCourses', IconBook, '/admin/manage/managecourses'),
    item('glps', IconRoute, '/courseBuilding/glps'),
    item('capsules', IconPill, '/Trainings/AllCapsules'),
    item('admissions', IconSchool, '/admin/manage/admissions'),
    item('reports', IconChartBar, '/admin/manageReports'),
    item('krFolderManagement', IconFolderCog, '/Others/knowledgeRepository'),
    // No route of spec section 2 edits the landing page yet: declared so it appears once one exists.
    { label: 'landingPage', icon: IconWorldWww, route: '/admin/manage/landingPage' },
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

/**
 * The menu a role sees: its sets merged (first occurrence of a target wins), keeping only items whose
 * route is built (`isBuilt`) and that the role may open; groups without visible children disappear.
 */
export function menuFor(role: string | null, isBuilt: (routePath: string) => boolean): MenuItem[] {
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
  for (const set of menuSetsFor(role)) {
    for (const entry of menuSets[set]) {
      const v = visible(entry);
      if (v) out.push(v);
    }
  }
  return out;
}
