import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Answer } from '@app/contracts/assessments';
import { questionInputSchema, testInputSchema } from '@app/contracts/assessments';
import { capsuleInputSchema } from '@app/contracts/capsules';
import type { AccountRole } from '@app/contracts/roles';
import type { AuthContext } from '../platform/auth/access.ts';
import type { Services } from '../services.ts';
import { seedAssetsFolder } from '../paths.ts';

type Q = { text: string; options: string[]; correct: number; explanation: string };

/** Three real capsules, each with a short video (the seeded procure-to-pay clip) and two five-question tests. */
export const capsuleSeed: {
  title: string; description: string; product: string; track: string; module: string; inr: number; usd: number; badge: string; criteria: string;
  video: string; tests: [Q[], Q[]];
}[] = [
  {
    title: 'SAP FI general ledger basics', product: 'SAP', track: 'Finance', module: 'SAP FICO', inr: 49900, usd: 999,
    description: 'Chart of accounts, company codes, G/L master data and posting periods: how every financial posting lands in the general ledger.',
    badge: 'SAP FI General Ledger Essentials', criteria: 'Watch the capsule and pass both tests (pass mark 60%): G/L master data, and postings and periods.',
    video: 'General ledger walkthrough',
    tests: [
      [
        { text: 'Which object holds its own balance sheet and profit and loss statement in SAP FI?', options: ['Company code', 'Business area', 'Plant', 'Controlling area'], correct: 0, explanation: 'The company code is the smallest unit with a complete set of accounts for external reporting.' },
        { text: 'Where is a G/L account first defined before it is extended to company codes?', options: ['In the chart of accounts', 'In the vendor master', 'In the cost element', 'In the posting key'], correct: 0, explanation: 'The chart-of-accounts segment holds the account number and name; the company code segment adds currency, tax and field status.' },
        { text: 'What does the field status group of a G/L account control?', options: ['Which fields are required, optional or hidden when posting', 'Which users may post', 'The currency of the account', 'The number range of documents'], correct: 0, explanation: 'The field status group decides how the entry screen behaves for postings to the account.' },
        { text: 'Which transaction code displays G/L account balances?', options: ['FAGLB03', 'ME21N', 'VA01', 'MIGO'], correct: 0, explanation: 'FAGLB03 shows balances in the new general ledger; ME21N, VA01 and MIGO are MM and SD transactions.' },
        { text: 'A reconciliation account is posted to...', options: ['only through the subledger (customers, vendors, assets)', 'directly by any journal entry', 'only at year end', 'only by the controlling module'], correct: 0, explanation: 'Reconciliation accounts are updated automatically from subledger postings, never directly.' },
      ],
      [
        { text: 'What determines whether a line item is a debit or a credit and which account type it posts to?', options: ['The posting key', 'The document type', 'The company code', 'The fiscal year variant'], correct: 0, explanation: 'Posting keys such as 40 (debit G/L) and 50 (credit G/L) set the side and account type.' },
        { text: 'How many normal posting periods does fiscal year variant K4 have?', options: ['12', '4', '13', '16'], correct: 0, explanation: 'K4 is the calendar year with 12 periods and 4 special periods.' },
        { text: 'What are special periods used for?', options: ['Year-end closing adjustments', 'Posting in a foreign currency', 'Parking documents', 'Recurring entries'], correct: 0, explanation: 'Special periods hold audit and closing adjustments after the last normal period.' },
        { text: 'Which transaction opens and closes posting periods?', options: ['OB52', 'FB50', 'F-02', 'FS00'], correct: 0, explanation: 'OB52 maintains the open posting period variants; FB50 and F-02 post; FS00 maintains G/L accounts.' },
        { text: 'Why would you park a document instead of posting it?', options: ['To save it for review before it updates the ledger', 'To post it in two currencies', 'To reverse it later automatically', 'To skip tax calculation'], correct: 0, explanation: 'Parked documents are saved without updating balances until someone checks and posts them.' },
      ],
    ],
  },
  {
    title: 'SAP MM purchase orders', product: 'SAP', track: 'Supply Chain', module: 'SAP MM', inr: 49900, usd: 999,
    description: 'From purchase requisition to purchase order, goods receipt and invoice verification: the procure-to-pay cycle in SAP MM.',
    badge: 'SAP MM Purchase Order Practitioner', criteria: 'Watch the capsule and pass both tests (pass mark 60%): purchasing documents, and receipt and invoice.',
    video: 'Procure-to-pay in SAP MM',
    tests: [
      [
        { text: 'Which transaction creates a purchase order?', options: ['ME21N', 'MIGO', 'MIRO', 'ME51N'], correct: 0, explanation: 'ME21N creates a PO; ME51N creates a requisition; MIGO posts goods movements; MIRO enters invoices.' },
        { text: 'Which document usually comes before a purchase order?', options: ['Purchase requisition', 'Goods receipt', 'Vendor invoice', 'Payment run'], correct: 0, explanation: 'A requisition records the internal need; purchasing converts it into a PO.' },
        { text: 'Which organisational unit negotiates with vendors and is responsible for purchasing?', options: ['Purchasing organisation', 'Sales organisation', 'Company code', 'Storage location'], correct: 0, explanation: 'The purchasing organisation procures materials and services and negotiates conditions.' },
        { text: 'What does a purchasing info record store?', options: ['The vendor-material relationship and its prices', 'Stock of a material', 'A vendor\'s bank details', 'The G/L account of the material'], correct: 0, explanation: 'Info records keep prices and conditions of a material from a given vendor.' },
        { text: 'What does account assignment category K on a PO item mean?', options: ['Cost center', 'Asset', 'Sales order', 'Project'], correct: 0, explanation: 'K assigns the item to a cost center; A is asset, C sales order, P project.' },
      ],
      [
        { text: 'Which movement type posts a goods receipt for a purchase order?', options: ['101', '201', '261', '311'], correct: 0, explanation: '101 is goods receipt for a PO; 201 is issue to a cost center; 261 issue to an order; 311 a transfer.' },
        { text: 'What is three-way match in invoice verification?', options: ['PO, goods receipt and invoice agree', 'Three approvers sign the invoice', 'Three vendors quote', 'Three currencies are checked'], correct: 0, explanation: 'The invoice is checked against the ordered and received quantities and prices.' },
        { text: 'Which transaction enters a vendor invoice against a PO?', options: ['MIRO', 'MIGO', 'FB60', 'ME23N'], correct: 0, explanation: 'MIRO is logistics invoice verification; FB60 is an FI invoice without PO reference.' },
        { text: 'What does the GR/IR clearing account hold?', options: ['Goods received but not yet invoiced, or invoiced but not received', 'Vendor down payments', 'Stock in transit between plants', 'Cash discounts taken'], correct: 0, explanation: 'GR/IR bridges the time between the goods receipt and the invoice.' },
        { text: 'Which transaction lists purchase orders by vendor?', options: ['ME2L', 'MB52', 'VA05', 'FBL1N'], correct: 0, explanation: 'ME2L lists POs by vendor; MB52 shows stock; VA05 lists sales orders; FBL1N vendor line items.' },
      ],
    ],
  },
  {
    title: 'Oracle Financials overview', product: 'Oracle', track: 'Finance', module: 'Oracle Financials', inr: 39900, usd: 799,
    description: 'Ledgers, the chart of accounts structure, subledger accounting and period close in Oracle Fusion Financials.',
    badge: 'Oracle Financials Foundations', criteria: 'Watch the capsule and pass both tests (pass mark 60%): ledger structures, and payables, receivables and close.',
    video: 'Oracle Financials tour',
    tests: [
      [
        { text: 'Which three elements define a ledger in Oracle Fusion Financials?', options: ['Chart of accounts, calendar and currency, and accounting method', 'Vendor, customer and bank', 'Legal entity, plant and warehouse', 'Budget, forecast and actuals'], correct: 0, explanation: 'The 4 Cs: chart of accounts, calendar, currency and convention (accounting method).' },
        { text: 'What is a segment in the Oracle chart of accounts?', options: ['One part of the account code, such as company or cost center', 'A group of users', 'A reporting period', 'A type of journal'], correct: 0, explanation: 'The account combination is made of segments like Company-Department-Account-Product.' },
        { text: 'What do cross-validation rules prevent?', options: ['Invalid combinations of segment values', 'Duplicate invoices', 'Posting in a closed period', 'Payments above a limit'], correct: 0, explanation: 'Cross-validation rules stop combinations that make no business sense.' },
        { text: 'What is a primary ledger?', options: ['The main record-keeping ledger of a legal entity', 'A ledger used only for budgets', 'A ledger for statistical postings', 'A subledger for assets'], correct: 0, explanation: 'The primary ledger is the main ledger; secondary ledgers can hold other representations.' },
        { text: 'What does Subledger Accounting (SLA) do?', options: ['Creates journal entries from subledger transactions using rules', 'Stores customer addresses', 'Runs payroll', 'Matches bank statements'], correct: 0, explanation: 'SLA turns payables, receivables and other transactions into accounting entries.' },
      ],
      [
        { text: 'Which module records supplier invoices and payments?', options: ['Payables', 'Receivables', 'Cash Management', 'Fixed Assets'], correct: 0, explanation: 'Payables handles supplier invoices and payments; Receivables handles customers.' },
        { text: 'What must happen before the general ledger period is closed?', options: ['Subledgers are closed and their accounting transferred', 'All budgets are approved', 'All users are logged out', 'The chart of accounts is frozen'], correct: 0, explanation: 'Subledger periods close first so their journals reach the GL.' },
        { text: 'What does revaluation do at period end?', options: ['Adjusts foreign currency balances to current rates', 'Recalculates depreciation', 'Deletes old journals', 'Reopens the prior period'], correct: 0, explanation: 'Revaluation restates foreign-currency balances using period-end rates.' },
        { text: 'What is a receipt in Oracle Receivables?', options: ['A customer payment', 'A supplier invoice', 'A goods receipt', 'A journal approval'], correct: 0, explanation: 'Receipts record money received from customers and are applied to their invoices.' },
        { text: 'Which tool shows account balances with drill-down to journals in Oracle Fusion?', options: ['Account Inspector', 'Invoice Workbench', 'Manage Suppliers', 'Procurement Contracts'], correct: 0, explanation: 'Account Inspector (and Smart View) show balances and drill to journals and subledgers.' },
      ],
    ],
  },
];

const OPTION_IDS = ['a', 'b', 'c', 'd'] as const;

async function actor(services: Services, email: string): Promise<AuthContext | undefined> {
  const u = await services.users.findByEmail(email);
  return u ? { userId: u.id, sessionId: 0, role: u.role as AccountRole, email: u.email, emailVerified: u.emailVerifiedOn !== null } : undefined;
}

async function masterIdOf(services: Services, type: 'products' | 'tracks' | 'modules', title: string) {
  const page = await services.masters.list(type, { pageIndex: 0, pageSize: 500, sortDesc: false });
  return page.items.find((m) => m.Title === title)?.ID ?? null;
}

/**
 * Capsules: the three capsules, two subscription plans, a subscriber who paid the quarter plan, a pending subscription request, and the demo learner holding
 * the badge of "SAP FI general ledger basics" (bought with a manual payment, both tests passed). Empty database only.
 */
export async function seedCapsules(services: Services) {
  const [editor, admin, learner] = await Promise.all(['editor@demo.academy', 'admin@demo.academy', 'learner@demo.academy'].map((e) => actor(services, e)));
  if (!editor || !admin || !learner) return;
  if ((await services.capsules.adminList({ pageIndex: 0, pageSize: 1, sortDesc: false })).total > 0) return;
  const clip = await readFile(path.join(seedAssetsFolder, 'procure-to-pay.webm'));

  const built: { id: number; answers: [Map<number, Answer>, Map<number, Answer>] }[] = [];
  for (const c of capsuleSeed) {
    const material = await services.learning.materials.create(editor, { Name: c.video, Kind: 'video-upload', Link: null, Body: '', Description: c.description, ExpectedSeconds: 42 });
    await services.learning.materials.attachBundledFile(material.ID, clip, 'procure-to-pay.webm');
    const answers: [Map<number, Answer>, Map<number, Answer>] = [new Map(), new Map()];
    const testIds: number[] = [];
    for (const [i, questions] of c.tests.entries()) {
      const ids: number[] = [];
      for (const q of questions) {
        const created = await services.assessments.questions.create(editor, questionInputSchema.parse({
          Type: 'single', Text: `<p>${q.text}</p>`, Options: q.options.map((text, k) => ({ ID: OPTION_IDS[k], Text: text, Correct: k === q.correct })), Explanation: q.explanation, Marks: 1,
        }));
        ids.push(created.ID);
        answers[i]!.set(created.ID, { OptionIDs: [OPTION_IDS[q.correct]!] });
      }
      const test = await services.assessments.tests.create(editor, testInputSchema.parse({
        Title: `${c.title}: Test ${i + 1}`, Description: `Test ${i + 1} of the capsule "${c.title}".`, DurationSeconds: 600, PassPercentage: 60, AttemptsAllowed: 3,
        QuestionIDs: ids, ShowAnswers: true, Status: 'published', InSeries: false,
      }));
      testIds.push(test.ID);
    }
    const capsule = await services.capsules.create(editor, capsuleInputSchema.parse({
      Title: c.title, Description: c.description, ProductID: await masterIdOf(services, 'products', c.product), TrackID: await masterIdOf(services, 'tracks', c.track),
      ModuleID: await masterIdOf(services, 'modules', c.module), INRPrice: c.inr, DollarPrice: c.usd, VideoMaterialID: material.ID, Test1ID: testIds[0], Test2ID: testIds[1],
      BadgeName: c.badge, BadgeDescription: c.description, BadgeCriteria: c.criteria,
    }));
    await services.capsules.publish(editor, capsule.ID);
    built.push({ id: capsule.ID, answers });
  }

  const quarter = await services.capsules.addPlan({ name: 'All capsules, 3 months', months: 3, priceInr: 299900, priceUsd: 4900 });
  await services.capsules.addPlan({ name: 'All capsules, 12 months', months: 12, priceInr: 899900, priceUsd: 14900 });

  // The demo learner: the first capsule bought (manual payment), watched, both tests passed, the badge claimed.
  const first = built[0]!;
  await services.payments.recordManual({ ...admin, userId: admin.userId }, {
    UserID: learner.userId, Kind: 'capsule', ItemID: first.id, Currency: 'INR', Method: 'upi', Reference: 'UPI-CAPS-518822301144', Note: '',
  });
  await services.capsules.savePosition(learner, first.id, { Position: 42 });
  for (const which of [1, 2] as const) {
    const attempt = await services.capsules.startTest(learner, first.id, which);
    let seq = 1;
    for (const [questionId, answer] of first.answers[which - 1]!) await services.assessments.attempts.save(learner, attempt.ID, questionId, { Answer: answer, Seq: seq++ });
    await services.assessments.attempts.submit(learner, attempt.ID);
  }
  // A process without a signing key (a production-mode bench) seeds everything but the credential.
  if (await services.capsules.badges.canSign()) await services.capsules.claim(learner, first.id);

  // A subscriber: Vikram Singh paid the quarter plan by UPI at the front desk (a manual payment, invoiced).
  const vikram = await services.users.findByEmail('vikram.singh@demo.academy');
  if (vikram) {
    await services.payments.recordManual({ ...admin, userId: admin.userId }, {
      UserID: vikram.id, Kind: 'subscription', ItemID: quarter.id, Currency: 'INR', Method: 'upi', Reference: 'UPI-SUBS-730019284455', BuyerState: 'MH', Note: 'Paid at the Pune front desk',
    });
  }

  // A sponsored request waiting for staff.
  const ananya = await actor(services, 'ananya.rao@demo.academy');
  if (ananya) await services.capsules.requestSubscription(ananya, { PlanID: quarter.id, Sponsor: 'Infosys (L&D sponsorship)', Note: 'My manager approved SAP upskilling for this quarter.' });
}
