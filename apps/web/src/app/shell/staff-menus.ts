import {
  IconAddressBook, IconBook, IconBooks, IconBriefcase, IconBuildingSkyscraper, IconBuildingStore, IconCalendarStats, IconCash, IconCertificate, IconChartBar, IconChecklist, IconClipboardList, IconCoins, IconDatabase, IconDeviceMobile, IconFiles, IconFolderCog, IconHammer, IconHeadset, IconHistory, IconInbox, IconLayoutDashboard, IconLayoutGrid, IconListCheck, IconLogin, IconMailForward, IconMessageReport, IconMessages, IconMicrophone, IconPhoneCall, IconPackages, IconPhotoVideo, IconPill, IconPresentation, IconProgress, IconRobot, IconRoute, IconSchool, IconSpeakerphone, IconStack2, IconTargetArrow, IconUserPlus, IconUserSearch, IconUsers, IconUsersGroup, IconVideo, IconWorldWww,
} from '@tabler/icons-react';
import { item, type MenuItem, type StaffMenuSets } from './menus.ts';

/**
 * The capsule staff screens (capsules.manage) in one group, for the admin kind (beside the spec's Capsule Progress)
 * and editors (beside Capsules): progress, figures per capsule, plans and subscriptions, subscription requests.
 */
const capsuleAdmin: MenuItem = {
  label: 'capsuleAdmin',
  icon: IconPackages,
  children: [
    item('capsuleProgress', IconProgress, '/Others/CapsuleProgress'),
    item('capsuleTiles', IconLayoutGrid, '/Others/CapsuleTiles'),
    item('capsuleSubscriptions', IconCalendarStats, '/Others/CapsuleSubscription'),
    item('subscriptionRequests', IconInbox, '/subscriptionRequest'),
  ],
};

/**
 * The staff roles' menu sets (DESIGN section 4, in the spec's labels), beside the public and learner ones of
 * menus.ts. Their own module, loaded for staff only (use-menu.ts), so the learner's first load does not carry the
 * staff menus' icons.
 */
export const staffMenuSets: StaffMenuSets = {
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
    item('knowledgeRepository', IconBooks, '/Others/knowledgeRepository'),
  ],
  admin: [
    item('adminDashboard', IconLayoutDashboard, '/admindashboard'),
    item('manageStudent', IconUsers, '/admin/manage/managestudent'),
    item('admissions', IconSchool, '/admin/manage/admissions'),
    // Not in the spec's admin menu: every order, offline payments and refunds (/admin/manage/payments).
    item('payments', IconCash, '/admin/manage/payments'),
    item('enquiry', IconPhoneCall, '/enquiries/:status', '/enquiries/all'),
    item('registration', IconUserPlus, '/enquiry/:purpose', '/enquiry/registration'),
    item('campaignRegistrations', IconSpeakerphone, '/Others/CampaignEnquiries'),
    item('landingPage', IconWorldWww, '/admin/manage/landingPage'),
    item('allResumes', IconFiles, '/Others/AllResumes'),
    item('jobsDashboard', IconBriefcase, '/Others/JobsDashboard'),
    item('companies', IconBuildingSkyscraper, '/admin/manage/Companies'),
    item('masters', IconDatabase, '/Others/masters'),
    // Not in the spec's admin menu, but its screens exist and must be reachable: staff accounts and sessions.
    item('staffUsers', IconUsers, '/Others/manageUsersGroups'),
    item('loginSessions', IconLogin, '/Others/ActiveUsersList'),
    // The staff audit log: its route is for the top admin only, so an Admin never sees the entry.
    item('auditLog', IconHistory, '/Others/AuditLog'),
    // Not in the spec's admin menu either: the support desk (/manageSupport) must be reachable.
    item('manageSupport', IconHeadset, '/manageSupport'),
    // Not in the spec's admin menu either: announcements and their reach (/notificationdashboards, /addNotification).
    item('announcements', IconSpeakerphone, '/notificationdashboards'),
    item('emailCommunications', IconMailForward, '/Others/EmailHistory'),
    item('emailList', IconAddressBook, '/appAdmin/emailList'),
    item('demoUsersLeads', IconTargetArrow, '/Others/DemoUsersLeads'),
    item('coinsHistory', IconCoins, '/Others/CoinsHistory'),
    capsuleAdmin,
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
    capsuleAdmin,
    item('admissions', IconSchool, '/admin/manage/admissions'),
    item('reports', IconChartBar, '/admin/manageReports'),
    item('krFolderManagement', IconFolderCog, '/Others/knowledgeRepository'),
    item('landingPage', IconWorldWww, '/admin/manage/landingPage'),
  ],
};
