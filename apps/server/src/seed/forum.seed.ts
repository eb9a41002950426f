import { seedPassword } from './seed-password.ts';
import type { AccountRole } from '@app/contracts/roles';
import type { AuthContext } from '../platform/auth/access.ts';
import type { Services } from '../services.ts';
import { erpCourse } from './erp-course.content.ts';

/** Learners of the forum besides the demo learner (the support seed made some of them; the rest are made here). */
const forumLearners = [
  { email: 'ananya.iyer@demo.academy', firstName: 'Ananya', lastName: 'Iyer', mobileNumber: '9845012345' },
  { email: 'vikram.desai@demo.academy', firstName: 'Vikram', lastName: 'Desai', mobileNumber: '9820098765' },
  { email: 'fatima.sheikh@demo.academy', firstName: 'Fatima', lastName: 'Sheikh', mobileNumber: '9900112233' },
  { email: 'carlos.mendoza@demo.academy', firstName: 'Carlos', lastName: 'Mendoza', mobileNumber: '9811223344' },
  { email: 'meghna.rao@demo.academy', firstName: 'Meghna', lastName: 'Rao', mobileNumber: '9890011223' },
];

const H = 3600_000;

type Comment = { by: string; text: string; after: number };
type Answer = { by: string; html: string; after: number; usefulBy?: string[]; accepted?: true; comments?: Comment[] };
type TopicPlan = {
  by: string; hoursAgo: number; title: string; html: string; tags: string[];
  /** Position of a lesson of the demo course ("Basics of ERP") the question is about. */
  lesson?: number;
  answers: Answer[];
  bookmarkedBy?: string[];
};

const L = 'learner@demo.academy';
const M = 'mentor@demo.academy';
const A = 'ananya.iyer@demo.academy';
const V = 'vikram.desai@demo.academy';
const F = 'fatima.sheikh@demo.academy';
const C = 'carlos.mendoza@demo.academy';
const G = 'meghna.rao@demo.academy';

/** Real questions ERP learners ask, with answers from classmates and the mentor. */
const topics: TopicPlan[] = [
  {
    by: A, hoursAgo: 21 * 24, tags: ['SAP FI'],
    title: 'F110 payment run: proposal shows no open items for the vendor',
    html: '<p>I created a vendor invoice in FB60 (due today) and ran F110 with company code 1000, payment method T. The proposal log says <strong>"No valid payment procedure for item"</strong> and the proposal is empty. What am I missing?</p>',
    answers: [
      {
        by: M, after: 3, accepted: true, usefulBy: [A, V, F, L],
        html: '<p>That message almost always means the payment method is not allowed for the vendor or the company code:</p><ol><li>In the vendor master (FK02 or BP, company code data, <em>Payment transactions</em>) add <strong>T</strong> to the payment methods.</li><li>In FBZP, check that payment method T is set up for your paying company code, with a house bank and account in the <em>bank determination</em>.</li><li>Check the invoice itself: the payment method field on the line item may be blocking it, and the baseline date plus terms must make it due on the run date.</li></ol><p>Rerun the proposal after fixing and the item should appear.</p>',
        comments: [
          { by: A, after: 5, text: '<p>It was the vendor master: T was missing. The proposal shows the item now, thank you!</p>' },
          { by: V, after: 8, text: '<p>Same issue here last week, FBZP bank determination was empty in our client.</p>' },
        ],
      },
      { by: C, after: 4, usefulBy: [A], html: '<p>Also check that the invoice is not blocked for payment (payment block field on the line item, e.g. "A"). Blocked items are listed in the exception list of the proposal.</p>' },
    ],
    bookmarkedBy: [L, F],
  },
  {
    by: L, hoursAgo: 9 * 24, lesson: 4, tags: ['SAP MM', 'SAP FI'],
    title: 'Why does the GR/IR account keep a balance after MIGO and MIRO?',
    html: '<p>In the procure-to-pay exercise I posted the goods receipt (MIGO, movement 101) and then the invoice (MIRO), but the GR/IR clearing account still shows a small balance. The PO price was 100 per piece and the invoice 102.</p>',
    answers: [
      {
        by: M, after: 6, accepted: true, usefulBy: [L, A, G],
        html: '<p>With a price difference the invoice does not clear GR/IR exactly: MIRO posts the difference to the <em>price difference account</em> (or to stock with moving average price), and GR/IR is cleared at the PO price only for the quantity invoiced.</p><p>A balance remaining usually means the quantities differ (partial invoice) or the invoice was posted with a different quantity. Run <strong>MR11</strong> (GR/IR account maintenance) to clear small differences at period end, and check with <strong>MB5S</strong> which PO lines are open.</p>',
        comments: [{ by: L, after: 9, text: '<p>MB5S showed one line invoiced for 9 of 10 pieces. That explains it, thanks Priya.</p>' }],
      },
      { by: F, after: 7, usefulBy: [L], html: '<p>Tip: in the PO history tab you can see the GR and IR quantities side by side; the difference there is what stays on GR/IR.</p>' },
    ],
    bookmarkedBy: [A],
  },
  {
    by: V, hoursAgo: 6 * 24, tags: ['SAP SD'],
    title: 'Pricing procedure not determined in the sales order (VA01)',
    html: '<p>When I enter the material in VA01 I get "Pricing error: mandatory condition PR00 is missing". I maintained the PR00 price in VK11. Which settings decide the pricing procedure?</p>',
    answers: [
      {
        by: G, after: 2, usefulBy: [V, C],
        html: '<p>The procedure is found in OVKK from three keys: sales area, the <strong>document pricing procedure</strong> of the order type (VOV8) and the <strong>customer pricing procedure</strong> in the customer master (sales area data, Sales tab). If your condition record is for a different sales organisation or distribution channel than the order, PR00 is not found either.</p>',
      },
      { by: M, after: 5, usefulBy: [V], html: '<p>In the order, go to the item conditions and use <em>Analysis</em>: it shows for each access of PR00 why no record was found (wrong key combination, validity dates).</p>' },
    ],
  },
  {
    by: F, hoursAgo: 4 * 24, tags: ['Oracle Financials'],
    title: 'Oracle Fusion: how do I reopen a closed GL period for an adjustment?',
    html: '<p>Our auditor asked for an adjusting entry in last month, which is already closed in General Ledger. Is reopening the period the right approach, or should it go into the current period?</p>',
    answers: [
      {
        by: C, after: 3, usefulBy: [F],
        html: '<p>In Fusion you can reopen a <em>Closed</em> period from <strong>Manage Accounting Periods</strong> (it becomes Open again); a <em>Permanently Closed</em> period cannot be reopened. Check with your controller first: reopening affects subledger close too. Many companies post the adjustment in the current period with a reference to the audit instead.</p>',
      },
    ],
    bookmarkedBy: [G],
  },
  {
    by: C, hoursAgo: 3 * 24, tags: ['Dynamics 365'],
    title: 'D365 Finance: difference between a general journal and an invoice journal?',
    html: '<p>For a one-off supplier bill, should I post it through the general journal with the vendor account, or use the invoice journal? Both seem to work in the demo company USMF.</p>',
    answers: [
      {
        by: A, after: 4, usefulBy: [C],
        html: '<p>The vendor invoice journal is meant for invoices: it has invoice-specific fields (invoice number, due date from terms, approval workflow) and feeds the vendor aging correctly. The general journal works but you lose those checks. For a one-off bill without a PO, the invoice journal (or the vendor invoice register for approval) is the cleaner choice.</p>',
      },
    ],
  },
  {
    by: G, hoursAgo: 2 * 24, lesson: 2, tags: ['SAP SD', 'Career'],
    title: 'Order to cash: which documents should I show in an interview walkthrough?',
    html: '<p>I have an interview for a junior SD role next week and want to walk through order to cash. Which documents and transaction codes should I mention, in order?</p>',
    answers: [
      {
        by: M, after: 1.5, usefulBy: [G, L, V],
        html: '<p>Inquiry (VA11) and quotation (VA21) optionally, then sales order <strong>VA01</strong>, outbound delivery <strong>VL01N</strong> with picking and post goods issue, billing <strong>VF01</strong>, and the incoming payment in FI (<strong>F-28</strong>). Mention what each step posts: goods issue credits stock and debits COGS; billing debits the customer and credits revenue. Showing the document flow in VA03 ties it together.</p>',
        comments: [{ by: G, after: 3, text: '<p>The document flow idea is great, I will demo it live.</p>' }],
      },
    ],
    bookmarkedBy: [L],
  },
  {
    by: V, hoursAgo: 30, tags: ['SAP FI', 'S/4HANA'],
    title: 'S/4HANA: are customers and vendors still separate master data?',
    html: '<p>The course material mentions that S/4HANA uses the Business Partner for customers and vendors. Does that mean XD01 and XK01 no longer exist?</p>',
    answers: [
      {
        by: F, after: 2,
        html: '<p>Yes: in S/4HANA customers and vendors are maintained as Business Partners with roles (transaction <strong>BP</strong>). XD01/XK01 redirect to BP. Customer-Vendor Integration (CVI) keeps the classic KNA1/LFA1 tables filled in the background, so reports reading them still work.</p>',
        comments: [{ by: A, after: 4, text: '<p>Buy cheap SAP certification dumps at our site, 100% pass guaranteed!!!</p>' }],
      },
    ],
  },
  {
    by: L, hoursAgo: 5, lesson: 5, tags: ['SAP FI'],
    title: 'Month-end close: which steps come first, depreciation or accruals?',
    html: '<p>In lesson 6 the closing checklist lists depreciation run (AFAB), accruals and foreign currency valuation. Does the order matter?</p>',
    answers: [],
  },
];

async function contextOf(services: Services, email: string): Promise<AuthContext | undefined> {
  const u = await services.users.findByEmail(email);
  return u ? { userId: u.id, sessionId: 0, role: u.role as AccountRole, email: u.email, emailVerified: true } : undefined;
}

/**
 * A living forum: real SAP FI/MM/SD, Oracle and Dynamics questions over the last three weeks with classmates' and
 * the mentor's answers, comments, useful marks, accepted answers, bookmarks, two questions asked about lessons of the
 * demo course, an unanswered one, and a spam comment reported by the demo learner, waiting for a moderator.
 */
export async function seedForum(services: Services) {
  if ((await services.forum.listTopics(null, { pageIndex: 0, pageSize: 1, sortDesc: false })).total > 0) return;
  for (const l of forumLearners) {
    if (await services.users.findByEmail(l.email)) continue;
    await services.users.createAccount({ ...l, role: 'Trainee', countryCode: '+91', password: seedPassword(), emailVerified: true });
  }
  const who = new Map<string, AuthContext>();
  for (const email of [L, M, A, V, F, C, G, 'admin@demo.academy']) {
    const c = await contextOf(services, email);
    if (c) who.set(email, c);
  }
  const as = (email: string) => who.get(email)!;
  if (!who.has(L) || !who.has(M)) return;

  const course = (await services.learning.courses.catalogue({ pageIndex: 0, pageSize: 1, sortDesc: false, term: erpCourse.slug })).items[0] as { ID: number } | undefined;
  const lessons = course ? await services.learning.courses.lessonsWithItems(course.ID) : [];
  const start = Date.now();
  let clock = new Date(start);
  const forum = services.forum.withClock(() => clock);
  const at = (hoursAgo: number) => {
    clock = new Date(start - hoursAgo * H);
  };

  let spamComment: number | null = null;
  for (const t of topics) {
    at(t.hoursAgo);
    const lesson = t.lesson !== undefined ? lessons[t.lesson] : undefined;
    const topic = await forum.createTopic(as(t.by), {
      Title: t.title, Description: t.html, Tags: t.tags,
      CourseID: lesson && course ? course.ID : null, LessonID: lesson ? lesson.id : null,
    });
    for (const a of t.answers) {
      at(t.hoursAgo - a.after);
      const th = await forum.createThread(as(a.by), topic.ID, a.html);
      for (const u of a.usefulBy ?? []) if (u !== a.by) await forum.useful(as(u), th.ID, true);
      if (a.accepted) await forum.accept(as(t.by), topic.ID, th.ID);
      for (const c of a.comments ?? []) {
        at(t.hoursAgo - c.after);
        const posted = await forum.createComment(as(c.by), th.ID, c.text);
        if (c.text.includes('dumps')) spamComment = posted.ID;
      }
    }
    for (const u of t.bookmarkedBy ?? []) await forum.bookmark(as(u), topic.ID, true);
  }
  // A report waiting on the Forum Dashboard: the demo learner reported the spam comment.
  if (spamComment) {
    at(20);
    await forum.report(as(L), { PostID: spamComment, ReportType: 'Spam', Explaination: 'Advertises exam dumps, which breaks the academy rules and SAP certification terms.' });
  }
  // A question from an account made today with a link in it: held for a moderator's review (Forum Questions, "Held for review").
  const newcomer = await services.users.findByEmail(newcomerAccount.email)
    ?? await services.users.createAccount({ ...newcomerAccount, role: 'Trainee', countryCode: '+91', password: seedPassword(), emailVerified: true });
  const fresh = await contextOf(services, newcomer.email);
  if (fresh) {
    at(0);
    await forum.createTopic(fresh, {
      Title: 'S/4HANA Business Partner: customer-vendor integration (CVI) errors during conversion',
      Description: '<p>Our conversion project stops in the CVI synchronisation cockpit (MDS_LOAD_COCKPIT) with "Tax number category does not exist". I followed <a href="https://blogs.sap.com/">this blog</a> but the mapping in SPRO looks right. Which mapping am I missing?</p>',
      Tags: ['S/4HANA'], CourseID: null, LessonID: null,
    });
  }
}

/** A learner who joined today: their first question carries a link, so it waits for a moderator. */
const newcomerAccount = { email: 'rohan.kulkarni@demo.academy', firstName: 'Rohan', lastName: 'Kulkarni', mobileNumber: '9834455667' };
