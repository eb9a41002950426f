import { randomUUID } from 'node:crypto';
import { seedPassword } from './seed-password.ts';
import type { AccountRole } from '@app/contracts/roles';
import type { TicketStatus } from '@app/contracts/support';
import type { AuthContext } from '../platform/auth/access.ts';
import type { Services } from '../services.ts';

/** Learners who write to the desk besides the demo learner (they sign in with a password nobody knows). */
const supportLearners = [
  { email: 'ananya.iyer@demo.academy', firstName: 'Ananya', lastName: 'Iyer', mobileNumber: '9845012345' },
  { email: 'vikram.desai@demo.academy', firstName: 'Vikram', lastName: 'Desai', mobileNumber: '9820098765' },
  { email: 'fatima.sheikh@demo.academy', firstName: 'Fatima', lastName: 'Sheikh', mobileNumber: '9900112233' },
  { email: 'carlos.mendoza@demo.academy', firstName: 'Carlos', lastName: 'Mendoza', mobileNumber: '9811223344' },
];

const cannedAnswers = [
  { Title: 'SAP GUI connection details', Body: 'Open SAP Logon, choose New, and enter the connection details from Trainings > ERP instances in your dashboard (application server, instance number 00, system ID). Use client 800 and the user shown there. If the connection times out, check that your office VPN is off.' },
  { Title: 'Password reset for the training client', Body: 'We have reset your SAP training password to the initial password shown under ERP instances. SAP will ask you to choose a new one at the first login. After five wrong attempts the user locks again: write to us and we unlock it.' },
  { Title: 'Invoice and receipt', Body: 'Your receipt and GST invoice are under All Transactions: open the payment and choose Download invoice. If your company needs its name and GSTIN on the invoice, reply with both and we reissue it within one working day.' },
  { Title: 'Certificate name correction', Body: 'Certificates use the name in your profile. Correct it under My profile, then reply here: we reissue the certificate with the same ID, so links you shared keep working.' },
  { Title: 'Upload problems', Body: 'Uploads accept PDF, Word, Excel, images and ZIP files up to 10 MB. If a larger file fails near the end, compress the screenshots or split the ZIP, and try again in Chrome or Edge.' },
];

type Step =
  | { at: number; by: 'learner'; reply: string }
  | { at: number; by: 'staff' | 'top'; reply: string; note?: true }
  | { at: number; by: 'staff' | 'top'; status: TicketStatus }
  | { at: number; by: 'staff' | 'top'; assign: 'staff' | 'top' }
  | { at: number; by: 'learner'; close: true };

type TicketPlan = { learner: string; hoursAgo: number; subject: string; category: string; message: string; steps: Step[]; duplicateOf?: number };

const H = 3600_000;

/** The desk's recent weeks: ERP learners' real questions, answers, internal notes, statuses, an assignee and a merged duplicate. */
const tickets: TicketPlan[] = [
  {
    learner: 'learner@demo.academy', hoursAgo: 6 * 24, category: 'ERP system access',
    subject: 'Cannot log in to the SAP FICO training client (client 800)',
    message: 'Since yesterday evening SAP Logon says "User is locked. Please notify the person responsible". I need the system for the record-to-report exercise of lesson 5. User: RSHARMA.',
    steps: [
      { at: 0.6, by: 'staff', reply: 'Basis confirms RSHARMA locked after 5 failed logons at 21:14. Unlock requested in the Basis queue.', note: true },
      { at: 1.1, by: 'staff', reply: 'We have unlocked your user and reset the password to the initial password shown under ERP instances. SAP will ask you for a new one at the first login.' },
      { at: 3.2, by: 'learner', reply: 'Works now, thank you! I could post the journal entry in FB50.' },
      { at: 3.5, by: 'staff', status: 'Resolved' },
    ],
  },
  {
    learner: 'learner@demo.academy', hoursAgo: 40, category: 'Certificates',
    subject: 'Name on my certificate is misspelt ("Rahul Sarma")',
    message: 'My Basics of ERP module certificate shows "Rahul Sarma" instead of "Rahul Sharma". I want to add it to LinkedIn, could you correct it?',
    steps: [
      { at: 2, by: 'top', assign: 'top' },
      { at: 2.1, by: 'top', reply: 'Profile name is correct now; the certificate was issued before he fixed it on the 12th. Reissue with the same ID once we have the ID proof.', note: true },
      { at: 2.4, by: 'top', reply: 'Sorry about that. Could you upload a scan of a photo ID showing your name as it should appear? We will reissue the certificate with the same ID, so shared links keep working.' },
    ],
  },
  {
    learner: 'ananya.iyer@demo.academy', hoursAgo: 20, category: 'Assignments and tests',
    subject: 'Assignment upload fails at 99% for lesson 3',
    message: 'I am trying to upload my order-to-cash walkthrough (a 9 MB Word file with screenshots) and the progress bar stops at 99%, then says "upload failed". I tried twice on Firefox.',
    steps: [],
  },
  {
    learner: 'vikram.desai@demo.academy', hoursAgo: 9 * 24, category: 'Payments and invoices',
    subject: 'GST invoice for my SAP FICO course payment',
    message: 'My employer reimburses the course fee but needs a GST invoice in the company name (Desai Logistics Pvt Ltd, GSTIN 27AAFCD1234K1Z5). Can you issue one?',
    steps: [
      { at: 0.5, by: 'staff', reply: 'Payment INR 49,990 captured on the 3rd via Razorpay; company details match the GST portal.', note: true },
      { at: 2, by: 'staff', reply: 'Your receipt and GST invoice are under All Transactions: open the payment and choose Download invoice. We have reissued it with Desai Logistics Pvt Ltd and your GSTIN.' },
      { at: 2.1, by: 'staff', status: 'Resolved' },
      { at: 20, by: 'learner', close: true },
    ],
  },
  {
    learner: 'vikram.desai@demo.academy', hoursAgo: 9 * 24 - 0.25, category: 'Payments and invoices', duplicateOf: 3,
    subject: 'Payment receipt not received',
    message: 'I paid for the SAP FICO course but did not get a receipt by e-mail.',
    steps: [],
  },
  {
    learner: 'fatima.sheikh@demo.academy', hoursAgo: 3 * 24, category: 'Technical problem',
    subject: 'Video in lesson 4 stops after 20 seconds',
    message: 'The procure-to-pay video in lesson 4 stops after about 20 seconds and never continues. I am on an iPad with Safari.',
    steps: [
      { at: 1, by: 'staff', assign: 'staff' },
      { at: 1.5, by: 'staff', reply: 'Reproduced on Safari 16 only: WebM is not played there. Engineering has the MP4 fallback in the next release.', note: true },
      { at: 1.8, by: 'staff', reply: 'Thank you for the details. Safari on older iPads cannot play this video format; please use Chrome on the iPad or a laptop for now. A version that plays in Safari is coming this week and we will tell you here.' },
    ],
  },
  {
    learner: 'carlos.mendoza@demo.academy', hoursAgo: 5, category: 'ERP system access',
    subject: 'SAP MM sandbox access for the procurement exercise',
    message: 'The procure-to-pay assignment asks for a purchase order in the MM sandbox, but I only have access to the FICO client. Could you add MM (ME21N, MIGO, MIRO) to my user CMENDOZA?',
    steps: [],
  },
  {
    learner: 'ananya.iyer@demo.academy', hoursAgo: 12 * 24, category: 'Course content',
    subject: 'Can I switch my batch from weekday to weekend sessions?',
    message: 'I started a new job and can no longer attend the weekday live sessions. Is there a weekend batch of the same SAP FICO course I can move to without losing my progress?',
    steps: [
      { at: 3, by: 'top', reply: 'Yes: the Saturday batch starts on the 1st and your progress and assignments move with you. I have moved you; you will see the new session times on your dashboard.' },
      { at: 26, by: 'top', status: 'Resolved' },
    ],
  },
];

async function contextOf(services: Services, email: string): Promise<AuthContext | undefined> {
  const u = await services.users.findByEmail(email);
  return u ? { userId: u.id, sessionId: 0, role: u.role as AccountRole, email: u.email, emailVerified: true } : undefined;
}

/**
 * The support desk's demo history (runs with the demo seed, once): five learners' tickets over the last two weeks
 * with staff replies, internal notes, statuses, assignments and a merged duplicate, written through the support
 * use-cases on a clock set to each moment, so response and resolution times are real; and the canned answers.
 */
export async function seedSupport(services: Services) {
  const [learner, staff, top] = await Promise.all(['learner@demo.academy', 'admin@demo.academy', 'superadmin@demo.academy'].map((e) => contextOf(services, e)));
  if (!learner || !staff || !top) return;
  if ((await services.support.listMine(learner, { pageIndex: 0, pageSize: 1, sortDesc: false })).total > 0) return;

  for (const l of supportLearners) {
    if (await services.users.findByEmail(l.email)) continue;
    await services.users.createAccount({
      ...l, role: 'Trainee', countryCode: '+91', emailVerified: true,
      // Nobody signs in as these learners: a password no one knows.
      password: seedPassword(),
    });
  }
  for (const c of cannedAnswers) {
    if (!(await services.support.cannedAnswers()).some((x) => x.Title === c.Title)) await services.support.createCanned(top, c);
  }

  const start = Date.now();
  let clock = new Date(start);
  const desk = services.support.withClock(() => clock);
  const who = { staff, top };
  const ids: (number | undefined)[] = [];
  // Every moment of every ticket in the order it happened, so each change sees the state before it.
  const events: { time: number; run: () => Promise<unknown> }[] = [];
  for (const [i, plan] of tickets.entries()) {
    const owner = await contextOf(services, plan.learner);
    if (!owner) continue;
    const openedAt = start - plan.hoursAgo * H;
    events.push({
      time: openedAt,
      run: async () => {
        ids[i] = (await desk.open(owner, { Subject: plan.subject, Category: plan.category, Message: plan.message, FileIDs: [], RequestID: randomUUID() })).ID;
      },
    });
    for (const step of plan.steps) {
      const id = () => ids[i]!;
      events.push({
        time: openedAt + step.at * H,
        run: () => {
          if ('close' in step) return desk.close(owner, id());
          if (step.by === 'learner') return desk.reply(owner, id(), { Message: step.reply, FileIDs: [] });
          if ('reply' in step) return desk.staffReply(who[step.by], id(), { Message: step.reply, FileIDs: [], Internal: !!step.note });
          if ('status' in step) return desk.setStatus(who[step.by], id(), step.status);
          return desk.assign(who[step.by], id(), who[step.assign].userId);
        },
      });
    }
    const into = plan.duplicateOf;
    if (into !== undefined) events.push({ time: openedAt + 0.25 * H, run: () => desk.merge(staff, ids[i]!, ids[into]!) });
  }
  for (const e of events.sort((a, b) => a.time - b.time)) {
    clock = new Date(e.time);
    await e.run();
  }
}
