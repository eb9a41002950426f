import type { ComponentType } from 'react';

/** Loads the screen of one route; each loader is its own chunk, so admin code stays out of other bundles. */
export type PageLoader = () => Promise<ComponentType>;

/**
 * The screen of every built route of the route table (packages/contracts/src/web-routes.ts), keyed by its
 * path exactly as written there. To land a screen: mark the route `built: true` in the table and add its
 * loader here; `route-pages.test.ts` fails when the two disagree. Router behaviours (`/`,
 * `/dashboards/default`, the SSO `/:token`) are not pages and are wired in router.tsx.
 */
export const routePages: Record<string, PageLoader> = {
  // Bare public and authentication pages.
  '/page-not-found': () => import('../features/public/pages/page-not-found-page.tsx').then((m) => m.PageNotFoundPage),
  '/unauthorized': () => import('../features/public/pages/unauthorized-page.tsx').then((m) => m.UnauthorizedPage),
  '/invalid-access': () => import('../features/public/pages/invalid-access-page.tsx').then((m) => m.InvalidAccessPage),
  '/login': () => import('../features/auth/pages/login-page.tsx').then((m) => m.LoginPage),
  '/register': () => import('../features/auth/pages/register-page.tsx').then((m) => m.RegisterPage),
  '/forgot-password': () => import('../features/auth/pages/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
  '/reset-password': () => import('../features/auth/pages/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
  '/accept-invite/:token': () => import('../features/auth/pages/accept-invite-page.tsx').then((m) => m.AcceptInvitePage),
  '/loading': () => import('../features/auth/pages/loading-page.tsx').then((m) => m.LoadingPage),
  '/verify-email/:token': () => import('../features/auth/pages/verify-email-page.tsx').then((m) => m.VerifyEmailPage),

  // Public pages in the shell.
  // A signed-in learner's next steps above the public home (features/staff-home, features/public).
  '/home': () => import('./pages/home-route-page.tsx').then((m) => m.HomeRoutePage),
  '/about': () => import('../features/public/pages/about-page.tsx').then((m) => m.AboutPage),
  '/about-us': () => import('../features/public/pages/about-page.tsx').then((m) => m.AboutPage),
  // The academy's careers page with the placement record and open jobs (features/jobs), composed here.
  '/careers': () => import('./pages/careers-route-page.tsx').then((m) => m.CareersRoutePage),
  '/contact': () => import('../features/public/pages/contact-page.tsx').then((m) => m.ContactPage),
  '/terms': () => import('../features/public/pages/terms-page.tsx').then((m) => m.TermsPage),
  '/termsconditions': () => import('../features/public/pages/terms-page.tsx').then((m) => m.TermsPage),

  // Admin.
  '/admindashboard': () =>
    import('./pages/admin-dashboard-page.tsx').then((m) => m.AdminDashboardPage),
  // Staff homes (features/staff-home): where Mentor, Editor and Recruiter land.
  '/mentordashboard': () => import('../features/staff-home/pages/mentor-home-page.tsx').then((m) => m.MentorHomePage),
  '/editordashboard': () => import('../features/staff-home/pages/editor-home-page.tsx').then((m) => m.EditorHomePage),
  '/recruiterdashboard': () =>
    import('../features/staff-home/pages/recruiter-home-page.tsx').then((m) => m.RecruiterHomePage),
  '/Others/masters': () => import('../features/masters/pages/masters-page.tsx').then((m) => m.MastersPage),
  // The chat bot (features/chatbot): learners and staff ask; staff train it.
  '/Others/chat/chatWithBot': () => import('../features/chatbot/pages/chat-page.tsx').then((m) => m.ChatPage),
  '/Others/chat/chatTraining': () => import('../features/chatbot/pages/chat-training-page.tsx').then((m) => m.ChatTrainingPage),
  '/Others/manageMasters/:Master': () =>
    import('../features/masters/pages/manage-master-page.tsx').then((m) => m.ManageMasterPage),
  // Users and user groups (features/users, features/groups), one tab each.
  '/Others/manageUsersGroups': () => import('./pages/users-groups-route-page.tsx').then((m) => m.UsersGroupsRoutePage),
  '/Others/ActiveUsersList': () =>
    import('../features/sessions/pages/active-sessions-page.tsx').then((m) => m.ActiveSessionsPage),
  '/Others/SessionUsersListHistory': () =>
    import('../features/sessions/pages/session-history-page.tsx').then((m) => m.SessionHistoryPage),
  '/Others/AuditLog': () => import('../features/audit/pages/audit-log-page.tsx').then((m) => m.AuditLogPage),
  // Coins (features/coins): every learner's ledger, staff credit and debit, the earning rules.
  '/Others/CoinsHistory': () => import('../features/coins/pages/coins-history-page.tsx').then((m) => m.CoinsHistoryPage),
  '/Others/DebitOrCreditCoins': () =>
    import('../features/coins/pages/debit-or-credit-coins-page.tsx').then((m) => m.DebitOrCreditCoinsPage),
  '/Others/CoinRules': () => import('../features/coins/pages/coin-rules-page.tsx').then((m) => m.CoinRulesPage),
  // Knowledge repository (features/knowledge): reading and searching, contributing; editors review and keep the folders there.
  '/Others/knowledgeRepository': () =>
    import('../features/knowledge/pages/knowledge-repository-page.tsx').then((m) => m.KnowledgeRepositoryPage),
  '/Others/ContributeKnowledge': () =>
    import('../features/knowledge/pages/contribute-knowledge-page.tsx').then((m) => m.ContributeKnowledgePage),
  // Admissions CRM (features/crm): public forms, enquiries, follow-ups, demo leads, campaigns.
  '/subscribe': () => import('../features/crm/pages/subscribe-page.tsx').then((m) => m.SubscribePage),
  '/unsubscribe/:token': () => import('../features/crm/pages/unsubscribe-page.tsx').then((m) => m.UnsubscribePage),
  '/events/erp-career-for-fin-graduates': () => import('../features/crm/pages/program-enquiry-page.tsx').then((m) => m.FinGraduatesEventPage),
  '/registration': () => import('../features/crm/pages/program-enquiry-page.tsx').then((m) => m.RegistrationPage),
  '/scmcohortregistration': () => import('../features/crm/pages/program-enquiry-page.tsx').then((m) => m.ScmCohortPage),
  '/fresherlearningprogram': () => import('../features/crm/pages/program-enquiry-page.tsx').then((m) => m.FresherProgramPage),
  '/enquiry': () => import('../features/crm/pages/record-enquiry-page.tsx').then((m) => m.RecordEnquiryPage),
  '/enquiry/:purpose': () => import('../features/crm/pages/record-enquiry-page.tsx').then((m) => m.RecordEnquiryPage),
  '/enquiries/:status': () => import('../features/crm/pages/enquiries-page.tsx').then((m) => m.EnquiriesPage),
  '/enquiryStatus': () => import('../features/crm/pages/pipeline-page.tsx').then((m) => m.PipelinePage),
  '/followups': () => import('../features/crm/pages/followups-page.tsx').then((m) => m.FollowupsPage),
  '/enquiryProfile/:enquiryID': () => import('../features/crm/pages/enquiry-profile-page.tsx').then((m) => m.EnquiryProfilePage),
  '/Others/DemoUsersLeads': () => import('../features/crm/pages/demo-leads-page.tsx').then((m) => m.DemoLeadsPage),
  '/Others/CampaignEnquiries': () => import('../features/crm/pages/campaign-enquiries-page.tsx').then((m) => m.CampaignEnquiriesPage),
  '/Others/sendEmail': () => import('../features/crm/pages/send-email-page.tsx').then((m) => m.SendEmailPage),
  '/Others/FilterUsers': () => import('../features/crm/pages/send-email-page.tsx').then((m) => m.SendEmailPage),
  '/Others/EmailHistory': () => import('../features/crm/pages/email-history-page.tsx').then((m) => m.EmailHistoryPage),
  '/Others/AddUsersEmailList': () => import('../features/crm/pages/email-lists-page.tsx').then((m) => m.EmailListsPage),
  '/appAdmin/emailList': () => import('../features/crm/pages/email-lists-page.tsx').then((m) => m.EmailListsPage),

  // Staff: question bank, tests and their reports (features/assessments-admin).
  '/courseBuilding/questions': () =>
    import('../features/assessments-admin/pages/questions-page.tsx').then((m) => m.QuestionsPage),
  '/courseBuilding/tests': () => import('../features/assessments-admin/pages/tests-page.tsx').then((m) => m.TestsPage),
  '/courseBuilding/tests/AddEdit/:TestID': () =>
    import('../features/assessments-admin/pages/test-editor-page.tsx').then((m) => m.TestEditorPage),
  // Staff: materials and assignments libraries, courses and their lessons (features/course-building).
  '/courseBuilding/materials': () =>
    import('../features/course-building/pages/materials-page.tsx').then((m) => m.MaterialsPage),
  '/courseBuilding/assignments': () =>
    import('../features/course-building/pages/assignments-page.tsx').then((m) => m.AssignmentsPage),
  '/courseBuilding/courses': () =>
    import('../features/course-building/pages/courses-page.tsx').then((m) => m.CoursesPage),
  '/courseBuilding/courses/:COURSEID': () =>
    import('../features/course-building/pages/course-editor-page.tsx').then((m) => m.CourseEditorPage),
  // Staff: guided learning paths and the learners' statuses on one of their items (features/glps).
  '/courseBuilding/glps': () => import('../features/glps/pages/glps-page.tsx').then((m) => m.GlpsPage),
  '/courseBuilding/glps/AddEdit/:GLPID': () => import('../features/glps/pages/glp-editor-page.tsx').then((m) => m.GlpEditorPage),
  '/GLPStuDetailsList/:courseID/:materialType/:materialId': () =>
    import('../features/glps/pages/item-learners-page.tsx').then((m) => m.ItemLearnersPage),
  '/admin/manageReports': () =>
    import('../features/assessments-admin/pages/reports-hub-page.tsx').then((m) => m.ReportsHubPage),
  // The report hub's own reports (features/reports): filters in the address, server exports, scheduled mails. The test
  // results (the assessment engine's figures) are one of them, with the same filters in the address, export and schedule.
  '/admin/manageReports/TestAndAssignmentReports': () =>
    import('../features/reports/pages/test-results-page.tsx').then((m) => m.TestResultsPage),
  '/admin/manageReports/StudentProgressReports': () =>
    import('../features/reports/pages/student-progress-page.tsx').then((m) => m.StudentProgressPage),
  '/admin/manageReports/EUTStudentProgressReports': () =>
    import('../features/reports/pages/eut-progress-page.tsx').then((m) => m.EutProgressPage),
  '/admin/manageReports/CourseReport': () => import('../features/reports/pages/course-report-page.tsx').then((m) => m.CourseReportPage),
  '/admin/manageReports/MentorReport': () => import('../features/reports/pages/mentor-report-page.tsx').then((m) => m.MentorReportPage),
  // The question performance reports are hub reports too (period and flag filters in the address, export, schedule);
  // the address of before (?test=) still opens its test.
  '/admin/manageReports/TestQuestionsPerformanceReport': () =>
    import('../features/reports/pages/question-performance-page.tsx').then((m) => m.QuestionPerformancePage),
  '/admin/manageReports/TestQuestionsPerformanceReportDetails/:testID/:questionID': () =>
    import('../features/reports/pages/question-performance-detail-page.tsx').then((m) => m.QuestionPerformanceDetailPage),
  '/admin/TestDetails/:UserID/:Url/:Url2': () =>
    import('../features/assessments-admin/pages/learner-test-details-page.tsx').then((m) => m.LearnerTestDetailsPage),

  // Test Series (features/test-series): the public catalogue and the learner's attempt and result screen.
  '/Test-Series': () => import('../features/test-series/pages/test-series-page.tsx').then((m) => m.TestSeriesPage),
  '/Test-Series/Test-Attempt/:test': () =>
    import('../features/test-series/pages/test-attempt-page.tsx').then((m) => m.TestAttemptPage),

  // Courses (features/courses): catalogue, landing, learner dashboard, my certificates, public verification.
  '/courses': () => import('../features/courses/pages/catalogue-page.tsx').then((m) => m.CataloguePage),
  '/courselanding/:courseUrl/:contentUrl': () =>
    import('../features/courses/pages/course-landing-page.tsx').then((m) => m.CourseLandingPage),
  '/dashboard': () => import('./pages/learner-dashboard-page.tsx').then((m) => m.LearnerDashboardPage),
  '/course/getCertificate': () =>
    import('../features/courses/pages/my-certificates-page.tsx').then((m) => m.MyCertificatesPage),
  '/courses/:courseUrl/:certificate/:certificateID': () =>
    import('../features/courses/pages/certificate-verification-page.tsx').then((m) => m.CertificateVerificationPage),

  // Mentor assignment checking (features/checking): the pending and reattempted lists, one submission's view.
  '/Trainings/assignmentChecking': () =>
    import('../features/checking/pages/assignment-checking-page.tsx').then((m) => m.AssignmentCheckingPage),
  '/assignmentView/:CourseName/:AssignmentName/:UserId': () =>
    import('../features/checking/pages/assignment-view-page.tsx').then((m) => m.AssignmentViewPage),

  // The lesson player (features/course-player, the lesson test from features/test-series) and embedding.
  '/course/:id/:contentUrl': () => import('./pages/lesson-player-page.tsx').then((m) => m.LessonPlayerPage),
  '/CourseContentData/:id/:contentUrl': () => import('./pages/lesson-player-page.tsx').then((m) => m.LessonPlayerPage),
  '/embed': () => import('../features/course-player/pages/embed-info-page.tsx').then((m) => m.EmbedInfoPage),
  '/embed/:id/:contentUrl': () =>
    import('../features/course-player/pages/embed-material-page.tsx').then((m) => m.EmbedMaterialPage),

  // The public landing page's editable content (features/crm: marketing, beside campaigns).
  '/admin/manage/landingPage': () => import('../features/crm/pages/landing-editor-page.tsx').then((m) => m.LandingEditorPage),
  // Staff: admissions, learners and course figures, certificates, ERP instances (features/admissions).
  '/admin/manage/admissions': () => import('../features/admissions/pages/admissions-page.tsx').then((m) => m.AdmissionsPage),
  '/admin/AdmissionStuDetails/:SubsID/:UserID': () =>
    import('../features/admissions/pages/admission-detail-page.tsx').then((m) => m.AdmissionDetailPage),
  '/admin/manage/managecourses': () =>
    import('../features/admissions/pages/manage-courses-page.tsx').then((m) => m.ManageCoursesPage),
  '/admin/manage/courseprofile/:ID': () =>
    import('../features/admissions/pages/course-profile-page.tsx').then((m) => m.CourseProfilePage),
  '/admin/manage/managestudent': () =>
    import('../features/admissions/pages/manage-students-page.tsx').then((m) => m.ManageStudentsPage),
  '/Trainings/allCertificates': () =>
    import('../features/admissions/pages/certificates-page.tsx').then((m) => m.CertificatesPage),
  '/myDrive': () => import('../features/drive/pages/drive-page.tsx').then((m) => m.DrivePage),
  '/Trainings/myDrive': () => import('../features/drive/pages/drive-page.tsx').then((m) => m.AdminDrivePage),
  '/Trainings/instances': () => import('../features/admissions/pages/instances-page.tsx').then((m) => m.InstancesPage),

  // Capsules: catalogue and player composed here (the buy panel of features/courses, the attempt player of
  // features/test-series); badges, my badges and the staff's screens in features/capsules.
  '/Capsules': () => import('./pages/capsules-page.tsx').then((m) => m.CapsulesPage),
  '/Capsules/Capsule-Attempt/:capsule': () => import('./pages/capsule-attempt-page.tsx').then((m) => m.CapsuleAttemptPage),
  '/Capsules/:capsule/badge/:badgeID': () => import('../features/capsules/pages/badge-page.tsx').then((m) => m.BadgePage),
  '/Capsules/badge/linkedIn': () => import('../features/capsules/pages/my-badges-page.tsx').then((m) => m.MyBadgesPage),
  '/claimBadge': () => import('../features/capsules/pages/my-badges-page.tsx').then((m) => m.MyBadgesPage),
  '/Trainings/AllCapsules': () => import('../features/capsules/pages/all-capsules-page.tsx').then((m) => m.AllCapsulesPage),
  '/Trainings/capsule/:CAPSULEID': () => import('../features/capsules/pages/capsule-builder-page.tsx').then((m) => m.CapsuleBuilderPage),
  '/admin/manage/CapsuleProfile/:id': () => import('../features/capsules/pages/capsule-profile-page.tsx').then((m) => m.CapsuleProfilePage),
  '/Others/CapsuleProgress': () => import('../features/capsules/pages/capsule-progress-page.tsx').then((m) => m.CapsuleProgressPage),
  '/Others/CapsuleTiles': () => import('../features/capsules/pages/capsule-tiles-page.tsx').then((m) => m.CapsuleTilesPage),
  '/Others/CapsuleSubscription': () => import('../features/capsules/pages/subscriptions-page.tsx').then((m) => m.SubscriptionsPage),
  '/Others/CapsuleUserProgress/:Capsules_ID/:ProgressID': () =>
    import('../features/capsules/pages/user-progress-page.tsx').then((m) => m.UserProgressPage),
  '/subscriptionRequest': () => import('../features/capsules/pages/subscription-requests-page.tsx').then((m) => m.SubscriptionRequestsPage),

  // Resumes (features/resumes): the shared resume page, the resume bank and resume administration (the builder is a profile tab).
  '/Resume/:ResumeID': () => import('../features/resumes/pages/public-resume-page.tsx').then((m) => m.PublicResumePage),
  '/Others/ResumeBank': () => import('../features/resumes/pages/resume-bank-page.tsx').then((m) => m.ResumeBankPage),
  '/Others/AllResumes': () => import('../features/resumes/pages/all-resumes-page.tsx').then((m) => m.AllResumesPage),
  '/Others/ResumeDashboard': () => import('../features/resumes/pages/resume-dashboard-page.tsx').then((m) => m.ResumeDashboardPage),
  '/Others/ManageResumeMasters/:Master2': () => import('../features/resumes/pages/resume-masters-page.tsx').then((m) => m.ResumeMastersPage),
  // Support (features/support): the learner's tickets and conversations, the staff desk.
  '/support': () => import('../features/support/pages/support-page.tsx').then((m) => m.SupportPage),
  // Jobs and placement (features/jobs): companies, skills, projects, jobs, invitations, interview feedback, the learner's jobs.
  '/admin/manage/Companies': () => import('../features/jobs/pages/companies-page.tsx').then((m) => m.CompaniesPage),
  '/Others/ERPSkillDatabase': () => import('../features/jobs/pages/skills-page.tsx').then((m) => m.SkillsPage),
  '/Others/manageGuideMasters/Projects': () => import('../features/jobs/pages/projects-page.tsx').then((m) => m.ProjectsPage),
  '/Others/manageGuideMasters/Projects/:action': () => import('../features/jobs/pages/project-form-page.tsx').then((m) => m.ProjectFormPage),
  '/Others/JobsDashboard': () => import('../features/jobs/pages/jobs-dashboard-page.tsx').then((m) => m.JobsDashboardPage),
  '/Others/JobsDashboard/AddJob': () => import('../features/jobs/pages/job-form-page.tsx').then((m) => m.JobFormPage),
  '/Others/JobInvititation': () => import('../features/jobs/pages/invite-page.tsx').then((m) => m.InvitePage),
  '/Others/JobInvitationReport': () => import('../features/jobs/pages/invitation-report-page.tsx').then((m) => m.InvitationReportPage),
  '/interviewFeedback': () => import('../features/jobs/pages/feedback-list-page.tsx').then((m) => m.FeedbackListPage),
  '/interviewFeedback/:FeedbackID': () => import('../features/jobs/pages/feedback-detail-page.tsx').then((m) => m.FeedbackDetailPage),
  '/addInterviewFeedback': () => import('../features/jobs/pages/feedback-form-page.tsx').then((m) => m.FeedbackFormPage),
  '/jobs': () => import('../features/jobs/pages/learner-jobs-page.tsx').then((m) => m.LearnerJobsPage),
  '/jobs/assessment/:id': () => import('./pages/job-assessment-page.tsx').then((m) => m.JobAssessmentPage),
  // Media library, content marketplace and the mobile app's admin (features/media).
  '/myMedia': () => import('../features/media/pages/my-media-page.tsx').then((m) => m.MyMediaPage),
  '/Trainings/myMedia': () => import('../features/media/pages/admin-media-page.tsx').then((m) => m.AdminMediaPage),
  '/Trainings/manageMediaUsers': () => import('../features/media/pages/admin-media-page.tsx').then((m) => m.ManageMediaUsersPage),
  '/appAdmin/ContentMarketplace': () => import('../features/media/pages/content-marketplace-page.tsx').then((m) => m.ContentMarketplacePage),
  '/appAdmin/appUsers': () => import('../features/media/pages/app-users-page.tsx').then((m) => m.AppUsersPage),
  '/appAdmin/mediaContent': () => import('../features/media/pages/app-media-content-page.tsx').then((m) => m.AppMediaContentPage),
  // Forum (features/forum): topics, answers and comments, my lists, moderation and the Forum Dashboard, public profiles.
  '/Forum': () => import('../features/forum/pages/forum-page.tsx').then((m) => m.ForumPage),
  '/Forum/AddTopic': () => import('../features/forum/pages/add-topic-page.tsx').then((m) => m.AddTopicPage),
  '/Forum/Topic/:POSTID/:topicName': () => import('../features/forum/pages/topic-page.tsx').then((m) => m.TopicPage),
  '/Forum/MyTopics': () => import('../features/forum/pages/my-lists-pages.tsx').then((m) => m.MyTopicsPage),
  '/Forum/MyAnswers': () => import('../features/forum/pages/my-lists-pages.tsx').then((m) => m.MyAnswersPage),
  '/Forum/MyBookmarks': () => import('../features/forum/pages/my-lists-pages.tsx').then((m) => m.MyBookmarksPage),
  '/Forum/ReportedQuestions': () => import('../features/forum/pages/my-lists-pages.tsx').then((m) => m.MyReportsPage),
  '/ForumDashboard': () => import('../features/forum/pages/forum-dashboard-page.tsx').then((m) => m.ForumDashboardPage),
  '/appAdmin/forumDashboard': () => import('../features/forum/pages/forum-dashboard-page.tsx').then((m) => m.ForumDashboardPage),
  '/appAdmin/forumQuestions': () => import('../features/forum/pages/moderation-pages.tsx').then((m) => m.ForumQuestionsPage),
  '/appAdmin/forumThreads/:TopicID': () => import('../features/forum/pages/moderation-pages.tsx').then((m) => m.ForumThreadsPage),
  '/appAdmin/forumComments/:TopicID/:ThreadID': () => import('../features/forum/pages/moderation-pages.tsx').then((m) => m.ForumCommentsPage),
  '/Forum/Topic/Reported/:TYPE/:REPORTID': () => import('../features/forum/pages/reported-post-page.tsx').then((m) => m.ReportedPostPage),
  '/profileUsers/:ID': () => import('../features/forum/pages/public-profile-page.tsx').then((m) => m.PublicProfilePage),
  '/UsersProfile/:ID': () => import('../features/forum/pages/public-profile-page.tsx').then((m) => m.PublicProfilePage),
  '/manageSupport': () => import('../features/support/pages/manage-support-page.tsx').then((m) => m.ManageSupportPage),
  // Notifications (features/notifications): my list and one notification; the staff's announcements.
  '/notifications': () => import('../features/notifications/pages/notifications-page.tsx').then((m) => m.NotificationsPage),
  '/notification/:notificationId': () =>
    import('../features/notifications/pages/notification-page.tsx').then((m) => m.NotificationPage),
  '/notificationdashboards': () =>
    import('../features/notifications/pages/notification-dashboard-page.tsx').then((m) => m.NotificationDashboardPage),
  '/addNotification': () => import('../features/notifications/pages/add-notification-page.tsx').then((m) => m.AddNotificationPage),

  // The learner's payments and coins, one tab per feature (composed in app/pages).
  '/transactions': () => import('./pages/transactions-page.tsx').then((m) => m.TransactionsPage),
  // Checkout (features/payments): the built-in test provider's page and the return page of every provider.
  '/checkout/test/:orderId': () => import('../features/payments/pages/test-checkout-page.tsx').then((m) => m.TestCheckoutPage),
  '/checkout/return/:orderId': () => import('../features/payments/pages/checkout-return-page.tsx').then((m) => m.CheckoutReturnPage),
  '/admin/manage/payments': () => import('../features/payments/pages/payments-admin-page.tsx').then((m) => m.PaymentsAdminPage),

  // Every signed-in account.
  // The profile with the notification preferences tab (composed in app/pages).
  '/profile': () => import('./pages/profile-route-page.tsx').then((m) => m.ProfileRoutePage),
  '/profile/:tabId': () => import('./pages/profile-route-page.tsx').then((m) => m.ProfileRoutePage),
};
