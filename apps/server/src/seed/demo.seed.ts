import type { AccountRole } from '@app/contracts/roles';
import type { Services } from '../services.ts';
import { masterSeed } from './masters.seed.ts';
import type { MasterType } from '@app/contracts/masters';
import { seedPayments } from './payments.seed.ts';
import { seedLearning } from './learning.seed.ts';
import { seedGlps } from './glps.seed.ts';
import { seedAuditHistory } from './audit.seed.ts';
import { seedSupport } from './support.seed.ts';
import { seedCrm } from './crm.seed.ts';
import { seedResumes } from './resumes.seed.ts';
import { seedForum } from './forum.seed.ts';
import { seedKnowledge } from './knowledge.seed.ts';
import { seedChatbot } from './chatbot.seed.ts';
import { seedCapsules } from './capsules.seed.ts';
import { seedCoins } from './coins.seed.ts';
import { seedNotifications } from './notifications.seed.ts';
import { seedJobs } from './jobs.seed.ts';
import { seedMedia } from './media.seed.ts';
import { seedDrive } from './drive.seed.ts';
import { seedReports } from './reports.seed.ts';

/** One demo account per role; README lists them. */
export const demoAccounts: { role: AccountRole; email: string; password: string; firstName: string; lastName: string }[] = [
  { role: 'SuperAdmin', email: 'superadmin@demo.academy', password: 'Demo-Violet-2026', firstName: 'Sofia', lastName: 'Reyes' },
  { role: 'Admin', email: 'admin@demo.academy', password: 'Demo-Indigo-2026', firstName: 'Arjun', lastName: 'Mehta' },
  { role: 'Editor', email: 'editor@demo.academy', password: 'Demo-Amber-2026', firstName: 'Lena', lastName: 'Fischer' },
  { role: 'Mentor', email: 'mentor@demo.academy', password: 'Demo-Cobalt-2026', firstName: 'Priya', lastName: 'Nair' },
  { role: 'Recruiter', email: 'recruiter@demo.academy', password: 'Demo-Coral-2026', firstName: 'Daniel', lastName: 'Ortiz' },
  { role: 'Trainee', email: 'learner@demo.academy', password: 'Demo-Olive-2026', firstName: 'Rahul', lastName: 'Sharma' },
];

/**
 * A staff account whose invitation is pending (no password yet), so the Staff Users screen shows the badge and
 * the resend action on a fresh start. Its invitation mail is in the outbox (the log when SMTP_URL is not set).
 */
export const demoInvitee = {
  role: 'Mentor', email: 'invited.mentor@demo.academy', firstName: 'Meera', lastName: 'Iyer', countryCode: '+91', mobileNumber: '9876543211',
} as const;

/** Master lists only: every installation needs them. */
export async function seedMasters(services: Services) {
  const rows = (Object.entries(masterSeed) as [MasterType, string[]][]).flatMap(([type, titles]) =>
    titles.map((title) => ({ type, title })),
  );
  await services.masters.seed(rows);
}

/** Demo users; only on an empty database. */
export async function seedDemo(services: Services) {
  for (const a of demoAccounts) {
    if (await services.users.findByEmail(a.email)) continue;
    await services.users.createAccount({ ...a, countryCode: '+91', mobileNumber: '9876543210', emailVerified: true });
  }
  if (!(await services.users.findByEmail(demoInvitee.email))) await services.auth.inviteAccount(demoInvitee);
  // coins first: the demo learner's older coin history comes before the tests the learning seed passes today
  await seedCoins(services);
  await seedLearning(services);
  // Paid orders with invoices (one refunded) for the demo learners of the coins seed, on the learning seed's course.
  await seedPayments(services);
  await seedGlps(services);
  await seedAuditHistory(services);
  await seedSupport(services);
  // The admissions desk: enquiries, follow-ups, demo leads, an e-mail list and campaigns.
  await seedCrm(services);
  // The placement desk: skills, sample projects, companies with recruiters, jobs, invitations and interview feedback
  // (after the admissions desk: a mock interview's feedback names an enquiry).
  await seedJobs(services);
  // After learning: the demo learner's certificates show on the resume as verified credentials.
  await seedResumes(services);
  // The forum's last weeks (after support, whose learners ask and answer there too).
  await seedForum(services);
  // The knowledge repository: folders, forty reviewed items by the forum's learners and the editor, a few in review.
  await seedKnowledge(services);
  // The chat bot's trained answers and a few weeks of learners' questions and ratings (after knowledge: it quotes items too).
  await seedChatbot(services);
  // Three capsules, subscription plans and the demo learner's badge (after payments: bought with a manual payment).
  await seedCapsules(services);
  // User groups and the demo learners' drives (before media: media may be shared with the groups).
  await seedDrive(services);
  // The media library, the content marketplace and the mobile app's devices and content (after learning: shared with a course).
  await seedMedia(services);
  // Announcements last: the notifications the seeds above caused (returned assignments, results) come first.
  await seedNotifications(services);
  // The report hub: a client company's cohort in the ERP course and the director's weekly progress mail.
  await seedReports(services);
}
