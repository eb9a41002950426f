import type { Services } from '../services.ts';
import { demoAccounts } from './demo.seed.ts';

type S = [track: string, module: string, name: string, synonyms?: string[]];

/** A starter ERP skill database: real skills by product -> track -> module, with the names people write for them. */
const skillsByProduct: Record<string, S[]> = {
  SAP: [
    ['Finance', 'FI-GL', 'General Ledger Accounting', ['GL', 'G/L']], ['Finance', 'FI-GL', 'New GL and Document Splitting', ['Document splitting']],
    ['Finance', 'FI-GL', 'Period-End Closing', ['Month-end close', 'Year-end close']], ['Finance', 'FI-GL', 'Foreign Currency Valuation', ['FX revaluation']],
    ['Finance', 'FI-AP', 'Accounts Payable', ['AP', 'Vendor accounting']], ['Finance', 'FI-AP', 'Automatic Payment Program', ['F110', 'APP']],
    ['Finance', 'FI-AP', 'GR/IR Clearing', ['GRIR']], ['Finance', 'FI-AR', 'Accounts Receivable', ['AR', 'Customer accounting']],
    ['Finance', 'FI-AR', 'Dunning', ['Dunning procedure']], ['Finance', 'FI-AR', 'Credit Management', ['FSCM credit']],
    ['Finance', 'FI-AA', 'Asset Accounting', ['Fixed assets', 'AA']], ['Finance', 'FI-AA', 'Depreciation Areas', []],
    ['Finance', 'FI-BL', 'Bank Accounting', ['Electronic bank statement', 'EBS']], ['Finance', 'FI-TX', 'GST Configuration India', ['GST', 'Tax procedure TAXINN']],
    ['Finance', 'CO-CCA', 'Cost Center Accounting', ['CCA']], ['Finance', 'CO-PCA', 'Profit Center Accounting', ['PCA']],
    ['Finance', 'CO-PA', 'Profitability Analysis', ['COPA', 'Margin analysis']], ['Finance', 'CO-PC', 'Product Costing', ['Standard cost estimate', 'CK11N']],
    ['Finance', 'CO-OM', 'Internal Orders', ['IO']], ['Finance', 'S/4HANA Finance', 'Universal Journal', ['ACDOCA']],
    ['Finance', 'S/4HANA Finance', 'Business Partner Approach', ['BP', 'CVI']], ['Finance', 'FSCM', 'Cash Management', ['Liquidity planning']],
    ['Supply Chain', 'MM', 'Procure to Pay', ['P2P', 'Purchase to pay']], ['Supply Chain', 'MM', 'Purchase Orders', ['PO', 'ME21N']],
    ['Supply Chain', 'MM', 'Release Strategy', ['PO approval']], ['Supply Chain', 'MM', 'Inventory Management', ['IM', 'Goods movements']],
    ['Supply Chain', 'MM', 'Invoice Verification', ['MIRO', 'LIV']], ['Supply Chain', 'MM', 'Material Master', ['MM01']],
    ['Supply Chain', 'MM', 'Pricing Procedure in Purchasing', ['Calculation schema']], ['Supply Chain', 'MM', 'Split Valuation', []],
    ['Supply Chain', 'SD', 'Order to Cash', ['O2C', 'OTC']], ['Supply Chain', 'SD', 'Sales Order Processing', ['VA01']],
    ['Supply Chain', 'SD', 'Pricing Condition Technique', ['Pricing procedure', 'Condition records']], ['Supply Chain', 'SD', 'Billing', ['VF01', 'Invoicing']],
    ['Supply Chain', 'SD', 'Output Determination', ['Output management']], ['Supply Chain', 'SD', 'Availability Check', ['ATP']],
    ['Supply Chain', 'LE', 'Shipping and Delivery', ['Outbound delivery']], ['Supply Chain', 'EWM', 'Extended Warehouse Management', ['EWM', 'Warehouse']],
    ['Supply Chain', 'PP', 'Material Requirements Planning', ['MRP', 'MRP Live']], ['Supply Chain', 'PP', 'Bill of Materials', ['BOM']],
    ['Supply Chain', 'PP', 'Routings and Work Centers', ['Routing']], ['Supply Chain', 'PP', 'Production Orders', ['CO01', 'Discrete manufacturing']],
    ['Supply Chain', 'PP-PI', 'Process Manufacturing', ['Process orders', 'PP-PI']], ['Supply Chain', 'QM', 'Quality Management', ['QM', 'Inspection lots']],
    ['Supply Chain', 'PM', 'Plant Maintenance', ['PM', 'EAM']], ['Supply Chain', 'IBP', 'Integrated Business Planning', ['IBP', 'S&OP']],
    ['Supply Chain', 'Ariba', 'SAP Ariba Sourcing', ['Ariba', 'e-sourcing']],
    ['Human Capital', 'SuccessFactors', 'Employee Central', ['EC', 'Core HR']], ['Human Capital', 'SuccessFactors', 'Recruiting Management', ['RCM']],
    ['Human Capital', 'SuccessFactors', 'Performance and Goals', ['PMGM']], ['Human Capital', 'SuccessFactors', 'Learning Management', ['LMS']],
    ['Human Capital', 'HCM', 'Organizational Management', ['OM']], ['Human Capital', 'HCM', 'Payroll India', ['Payroll', 'PY-IN']],
    ['Human Capital', 'HCM', 'Time Management', ['Time evaluation']],
    ['Technical', 'ABAP', 'ABAP Programming', ['ABAP']], ['Technical', 'ABAP', 'ABAP on HANA / CDS Views', ['CDS', 'AMDP']],
    ['Technical', 'ABAP', 'RAP / RESTful Application Programming', ['RAP']], ['Technical', 'ABAP', 'BAPIs and BADIs', ['BAdI', 'User exits', 'Enhancements']],
    ['Technical', 'ABAP', 'Smart Forms and Adobe Forms', ['SmartForms', 'Adobe Forms']], ['Technical', 'Fiori', 'SAP Fiori and UI5', ['Fiori', 'UI5', 'SAPUI5']],
    ['Technical', 'Basis', 'SAP Basis Administration', ['Basis']], ['Technical', 'Integration', 'SAP Integration Suite / CPI', ['CPI', 'PI/PO']],
    ['Technical', 'Integration', 'IDocs and EDI', ['IDoc', 'ALE']], ['Technical', 'Migration', 'S/4HANA Migration Cockpit', ['LTMC', 'Data migration']],
    ['Analytics', 'BW', 'BW/4HANA', ['BW', 'Business Warehouse']], ['Analytics', 'SAC', 'SAP Analytics Cloud', ['SAC']],
    ['Project', 'Activate', 'SAP Activate Methodology', ['Activate', 'Fit-to-standard']],
  ],
  Oracle: [
    ['Finance', 'Oracle Fusion GL', 'Oracle General Ledger', ['Oracle GL']], ['Finance', 'Oracle Fusion GL', 'Chart of Accounts Design', ['COA', 'Accounting flexfield']],
    ['Finance', 'Oracle Fusion AP', 'Oracle Payables', ['Oracle AP']], ['Finance', 'Oracle Fusion AR', 'Oracle Receivables', ['Oracle AR']],
    ['Finance', 'Oracle Fusion FA', 'Oracle Fixed Assets', ['Oracle FA']], ['Finance', 'Oracle Fusion CM', 'Oracle Cash Management', ['Bank reconciliation']],
    ['Finance', 'Oracle Fusion Tax', 'Oracle Tax', ['E-Business Tax']], ['Finance', 'Oracle Fusion SLA', 'Subledger Accounting', ['SLA']],
    ['Finance', 'Oracle EPM', 'Oracle Planning and Budgeting', ['PBCS', 'EPBCS']], ['Finance', 'Oracle EPM', 'Financial Consolidation and Close', ['FCCS']],
    ['Finance', 'Oracle Fusion Projects', 'Project Costing and Billing', ['PPM']],
    ['Supply Chain', 'Oracle Procurement', 'Oracle Purchasing', ['Oracle PO']], ['Supply Chain', 'Oracle Procurement', 'Self Service Procurement', ['iProcurement']],
    ['Supply Chain', 'Oracle Procurement', 'Oracle Sourcing', []], ['Supply Chain', 'Oracle Inventory', 'Oracle Inventory Management', ['Oracle INV']],
    ['Supply Chain', 'Oracle Order Management', 'Oracle Order Management', ['Oracle OM', 'O2C']], ['Supply Chain', 'Oracle Manufacturing', 'Oracle Manufacturing', ['WIP']],
    ['Supply Chain', 'Oracle Cost Management', 'Oracle Cost Management', []], ['Supply Chain', 'Oracle Planning', 'Oracle Supply Planning', ['ASCP']],
    ['Human Capital', 'Oracle HCM', 'Oracle Core HR', ['Global HR']], ['Human Capital', 'Oracle HCM', 'Oracle Payroll', []],
    ['Human Capital', 'Oracle HCM', 'Oracle Absence Management', ['Absences']], ['Human Capital', 'Oracle HCM', 'Oracle Talent Management', []],
    ['Human Capital', 'Oracle HCM', 'Oracle Recruiting Cloud', ['ORC']],
    ['Technical', 'Oracle Integration', 'Oracle Integration Cloud', ['OIC']], ['Technical', 'Oracle Reporting', 'BI Publisher', ['BIP']],
    ['Technical', 'Oracle Reporting', 'OTBI Reports', ['OTBI']], ['Technical', 'Oracle Development', 'PL/SQL', ['PLSQL']],
    ['Technical', 'Oracle Development', 'Oracle Forms and Reports', []], ['Technical', 'Oracle Data', 'FBDI Data Loads', ['FBDI', 'HDL']],
    ['Technical', 'Oracle Development', 'Visual Builder (VBCS)', ['VBCS']],
  ],
  'Microsoft Dynamics': [
    ['Finance', 'D365 Finance', 'General Ledger (D365)', ['D365 GL']], ['Finance', 'D365 Finance', 'Accounts Payable (D365)', ['D365 AP']],
    ['Finance', 'D365 Finance', 'Accounts Receivable (D365)', ['D365 AR']], ['Finance', 'D365 Finance', 'Fixed Assets (D365)', []],
    ['Finance', 'D365 Finance', 'Cash and Bank Management', []], ['Finance', 'D365 Finance', 'Budgeting and Budget Control', []],
    ['Finance', 'D365 Finance', 'Financial Dimensions', ['Dimensions']], ['Finance', 'D365 Finance', 'Consolidations', []],
    ['Finance', 'Business Central', 'Business Central Finance', ['BC', 'NAV']], ['Finance', 'Business Central', 'Business Central Setup', ['Dynamics NAV']],
    ['Supply Chain', 'D365 SCM', 'Procurement and Sourcing', []], ['Supply Chain', 'D365 SCM', 'Sales and Marketing (SCM)', []],
    ['Supply Chain', 'D365 SCM', 'Inventory Management (D365)', []], ['Supply Chain', 'D365 SCM', 'Warehouse Management (D365)', ['WMS']],
    ['Supply Chain', 'D365 SCM', 'Production Control', []], ['Supply Chain', 'D365 SCM', 'Master Planning', ['MRP']],
    ['Supply Chain', 'D365 SCM', 'Transportation Management', ['TMS']], ['Supply Chain', 'D365 SCM', 'Product Information Management', ['PIM']],
    ['Customer', 'D365 CE', 'Dynamics 365 Sales', ['CRM', 'D365 Sales']], ['Customer', 'D365 CE', 'Dynamics 365 Customer Service', []],
    ['Customer', 'D365 CE', 'Dynamics 365 Field Service', []],
    ['Technical', 'D365 Development', 'X++ Development', ['X++']], ['Technical', 'D365 Development', 'AL Development for Business Central', ['AL']],
    ['Technical', 'Power Platform', 'Power Apps', ['PowerApps']], ['Technical', 'Power Platform', 'Power Automate', ['Flow']],
    ['Technical', 'Power Platform', 'Dataverse', ['CDS']], ['Technical', 'D365 Data', 'Data Management Framework', ['DMF', 'DIXF']],
    ['Technical', 'Lifecycle', 'Lifecycle Services', ['LCS']], ['Analytics', 'Power BI', 'Power BI Reporting', ['Power BI', 'DAX']],
  ],
  Workday: [
    ['Human Capital', 'Workday HCM', 'Workday Core HCM', ['Core HCM']], ['Human Capital', 'Workday HCM', 'Business Process Configuration', ['BP config']],
    ['Human Capital', 'Workday HCM', 'Supervisory Organizations', ['Sup orgs']], ['Human Capital', 'Workday HCM', 'Workday Security', ['Security groups']],
    ['Human Capital', 'Workday Compensation', 'Workday Compensation', ['Comp']], ['Human Capital', 'Workday Benefits', 'Workday Benefits', []],
    ['Human Capital', 'Workday Absence', 'Workday Absence Management', ['Time off']], ['Human Capital', 'Workday Time', 'Workday Time Tracking', []],
    ['Human Capital', 'Workday Recruiting', 'Workday Recruiting', []], ['Human Capital', 'Workday Talent', 'Workday Talent and Performance', []],
    ['Human Capital', 'Workday Learning', 'Workday Learning', []], ['Human Capital', 'Workday Payroll', 'Workday Payroll', ['US payroll']],
    ['Finance', 'Workday Financials', 'Workday Financial Accounting', []], ['Finance', 'Workday Financials', 'Workday Procurement', []],
    ['Finance', 'Workday Financials', 'Workday Expenses', []], ['Finance', 'Workday Financials', 'Workday Revenue Management', []],
    ['Finance', 'Workday Adaptive', 'Adaptive Planning', ['Adaptive Insights']],
    ['Technical', 'Workday Integrations', 'Workday Studio', ['Studio']], ['Technical', 'Workday Integrations', 'Enterprise Interface Builder', ['EIB']],
    ['Technical', 'Workday Integrations', 'Core Connectors', ['PICOF', 'CCW']], ['Technical', 'Workday Reporting', 'Workday Report Writer', ['Custom reports', 'Calculated fields']],
    ['Technical', 'Workday Extend', 'Workday Extend', []], ['Technical', 'Workday Prism', 'Prism Analytics', ['Prism']],
  ],
  NetSuite: [
    ['Finance', 'NetSuite Financials', 'NetSuite General Ledger', []], ['Finance', 'NetSuite Financials', 'NetSuite Accounts Payable', []],
    ['Finance', 'NetSuite Financials', 'NetSuite Accounts Receivable', []], ['Finance', 'NetSuite Financials', 'Revenue Recognition (ARM)', ['ARM', 'Rev rec']],
    ['Finance', 'NetSuite Financials', 'Multi-Book Accounting', []], ['Finance', 'NetSuite OneWorld', 'NetSuite OneWorld', ['Subsidiaries']],
    ['Finance', 'NetSuite Financials', 'Fixed Assets Management (NetSuite)', ['FAM']], ['Finance', 'NetSuite Planning', 'NetSuite Planning and Budgeting', ['NSPB']],
    ['Supply Chain', 'NetSuite Order Management', 'NetSuite Order to Cash', []], ['Supply Chain', 'NetSuite Procurement', 'NetSuite Procure to Pay', []],
    ['Supply Chain', 'NetSuite Inventory', 'NetSuite Inventory Management', []], ['Supply Chain', 'NetSuite WMS', 'NetSuite Warehouse Management', ['WMS']],
    ['Supply Chain', 'NetSuite Manufacturing', 'NetSuite Work Orders and Assemblies', []], ['Customer', 'NetSuite CRM', 'NetSuite CRM', []],
    ['Technical', 'SuiteCloud', 'SuiteScript 2.x', ['SuiteScript']], ['Technical', 'SuiteCloud', 'SuiteFlow Workflows', ['SuiteFlow']],
    ['Technical', 'SuiteCloud', 'SuiteTalk Web Services', ['SuiteTalk', 'REST web services']], ['Technical', 'SuiteCloud', 'Saved Searches', []],
    ['Technical', 'SuiteCloud', 'SuiteAnalytics Workbook', ['Workbooks']], ['Technical', 'SuiteCloud', 'CSV Imports', []],
    ['Technical', 'SuiteCloud', 'SuiteCloud Development Framework', ['SDF']], ['Technical', 'SuiteCloud', 'Advanced PDF/HTML Templates', []],
  ],
};

/** Every seeded skill as rows (exported for the seed test). */
export const seededSkills = Object.entries(skillsByProduct).flatMap(([product, rows]) =>
  rows.map(([track, module, name, synonyms = []]) => ({ product, track, module, name, synonyms })),
);

const projects = [
  { name: 'S/4HANA greenfield for a dairy cooperative', industry: 'Food & Beverage', modules: ['SAP MM', 'SAP PP-PI', 'SAP QM', 'SAP FICO'], description: 'Batch management, milk procurement from village collection centres, shelf-life expiry and GST invoicing.' },
  { name: 'Order-to-cash rollout for an auto-components maker', industry: 'Automotive', modules: ['SAP SD', 'SAP LE', 'SAP FI-AR'], description: 'Scheduling agreements with OEMs, JIT delivery schedules, credit management and dunning.' },
  { name: 'Oracle Fusion Financials for a hospital chain', industry: 'Healthcare', modules: ['Oracle GL', 'Oracle AP', 'Oracle FA'], description: 'Multi-entity chart of accounts, supplier invoice automation and medical equipment depreciation.' },
  { name: 'D365 Supply Chain for an FMCG distributor', industry: 'Retail & Distribution', modules: ['D365 SCM', 'D365 WMS', 'Power BI'], description: 'Warehouse waves, van sales, trade promotions and daily stock dashboards.' },
  { name: 'Workday HCM migration for an IT services firm', industry: 'IT Services', modules: ['Workday Core HCM', 'Workday Absence', 'EIB'], description: 'Moving 12,000 employees from a legacy HRMS: supervisory organizations, time off plans and data loads.' },
  { name: 'NetSuite OneWorld for a SaaS start-up', industry: 'Software', modules: ['NetSuite OneWorld', 'Revenue Recognition (ARM)', 'SuiteScript 2.x'], description: 'Subscription billing, ASC 606 revenue schedules across three subsidiaries and intercompany eliminations.' },
  { name: 'SAP SuccessFactors Employee Central for a bank', industry: 'Banking', modules: ['SuccessFactors EC', 'Performance and Goals'], description: 'Position management, maker-checker workflows and performance cycles across 400 branches.' },
  { name: 'Plant maintenance for a cement plant', industry: 'Manufacturing', modules: ['SAP PM', 'SAP MM', 'SAP CO'], description: 'Preventive maintenance plans, breakdown notifications and maintenance cost settlement.' },
];

const companySeed = [
  { name: 'Tata Motors Finance Shared Services', website: 'https://www.example-tmfss.com', status: 'Active', subdomain: 'tmfss', email: 'campus.hiring@example-tmfss.com' },
  { name: 'Infinity ERP Consulting', website: 'https://www.infinity-erp.example.com', status: 'Active', subdomain: 'infinity-erp', email: 'talent@infinity-erp.example.com' },
  { name: 'Nordlicht Pharma GmbH', website: 'https://nordlicht-pharma.example.de', status: 'Prospect', subdomain: 'nordlicht', email: 'karriere@nordlicht-pharma.example.de' },
  { name: 'Iberia Retail Group', website: 'https://iberiaretail.example.es', status: 'Paused', subdomain: 'iberia-retail', email: 'empleo@iberiaretail.example.es' },
];

/** A recruiter for each company beyond the demo recruiter (who belongs to the first). */
const extraRecruiters = [
  { email: 'recruiter.infinity@demo.academy', firstName: 'Kavitha', lastName: 'Raman' },
  { email: 'recruiter.nordlicht@demo.academy', firstName: 'Jonas', lastName: 'Weber' },
  { email: 'recruiter.iberia@demo.academy', firstName: 'Lucía', lastName: 'Navarro' },
];

const DAY = 86_400_000;

/**
 * Demo placement desk: the skill database, sample projects, four client companies with a recruiter each, their jobs,
 * invitations in every status (through the real use-cases) and interview feedback. Skipped when companies exist.
 */
export async function seedJobs(services: Services) {
  const { jobs, users } = services;
  await jobs.seedSkills(seededSkills);
  for (const p of projects) await jobs.seedProject(p);
  const admin = await users.findByEmail(demoAccounts.find((a) => a.role === 'SuperAdmin')!.email);
  if (!admin) return;
  const adminActor = { userId: admin.id, role: 'SuperAdmin' as const, sessionId: 0, email: admin.email, emailVerified: true };
  const existing = await jobs.listCompanies(adminActor, { pageIndex: 0, pageSize: 1, sortDesc: false });
  if (existing.total > 0) return;

  const statuses = await jobs.companyStatuses();
  const statusId = (t: string) => statuses.find((s) => s.Title === t)!.ID;
  const companies = [];
  for (const c of companySeed) {
    companies.push(await jobs.createCompany(adminActor, { CompanyName: c.name, CompanyWebsite: c.website, CompanyStatus: statusId(c.status), Subdomain: c.subdomain, RegisteredEmailID: c.email }));
  }
  const recruiters: { id: number; email: string }[] = [];
  const demoRecruiter = await users.findByEmail(demoAccounts.find((a) => a.role === 'Recruiter')!.email);
  if (demoRecruiter) recruiters.push(demoRecruiter);
  for (const r of extraRecruiters) {
    const u = (await users.findByEmail(r.email)) ?? (await users.createAccount({ ...r, role: 'Recruiter', password: 'Demo-Coral-2026', countryCode: '+91', mobileNumber: '9876543212', emailVerified: true }));
    recruiters.push(u);
  }
  for (let i = 0; i < Math.min(recruiters.length, companies.length); i++) await jobs.addRecruiter(adminActor, companies[i]!.ID, recruiters[i]!.id);

  const skillId = async (name: string) => (await jobs.listSkills({ pageIndex: 0, pageSize: 5, sortDesc: false, term: name })).items.find((s) => s.Name === name)?.ID;
  const ids = async (names: string[]) => (await Promise.all(names.map(skillId))).filter((x): x is number => x !== undefined);
  const now = Date.now();
  const jobSeed = [
    { c: 0, Title: 'SAP FICO Consultant (S/4HANA)', Location: 'Pune', WorkMode: 'hybrid' as const, ExperienceMin: 2, ExperienceMax: 5, SalaryMin: 900_000_00, SalaryMax: 1_600_000_00, Currency: 'INR' as const, Openings: 3, skills: ['General Ledger Accounting', 'Asset Accounting', 'Cost Center Accounting', 'Universal Journal'], Description: '<p>Join the finance shared services team moving from ECC to <strong>S/4HANA</strong>. You will own period-end closing, asset accounting and GST reporting for three company codes.</p><ul><li>Configure and support FI-GL, FI-AA and CO-CCA</li><li>Work with business users on month-end close</li></ul>' },
    { c: 0, Title: 'SAP MM Analyst', Location: 'Mumbai', WorkMode: 'onsite' as const, ExperienceMin: 0, ExperienceMax: 2, SalaryMin: 450_000_00, SalaryMax: 700_000_00, Currency: 'INR' as const, Openings: 2, skills: ['Procure to Pay', 'Purchase Orders', 'Invoice Verification', 'GR/IR Clearing'], Description: '<p>Support procure-to-pay for the vehicle finance back office: purchase orders, release strategies and invoice verification.</p>' },
    { c: 1, Title: 'Oracle Fusion Financials Consultant', Location: 'Bengaluru', WorkMode: 'remote' as const, ExperienceMin: 3, ExperienceMax: 7, SalaryMin: 1_400_000_00, SalaryMax: 2_200_000_00, Currency: 'INR' as const, Openings: 2, skills: ['Oracle General Ledger', 'Oracle Payables', 'Subledger Accounting'], Description: '<p>Implement Oracle Fusion Financials for healthcare and retail clients across India and the Gulf.</p>' },
    { c: 1, Title: 'Workday HCM Integration Developer', Location: 'Hyderabad', WorkMode: 'hybrid' as const, ExperienceMin: 2, ExperienceMax: 6, SalaryMin: 1_200_000_00, SalaryMax: 2_000_000_00, Currency: 'INR' as const, Openings: 1, skills: ['Workday Studio', 'Enterprise Interface Builder', 'Workday Core HCM'], Description: '<p>Build EIBs and Studio integrations between Workday and payroll vendors.</p>' },
    { c: 2, Title: 'SAP QM / PP-PI Consultant', Location: 'Berlin', WorkMode: 'onsite' as const, ExperienceMin: 4, ExperienceMax: 8, SalaryMin: 65_000_00, SalaryMax: 85_000_00, Currency: 'EUR' as const, Openings: 1, skills: ['Quality Management', 'Process Manufacturing', 'Bill of Materials'], Description: '<p>GMP-compliant batch manufacturing and quality inspection for a pharmaceutical plant.</p>' },
    { c: 3, Title: 'Dynamics 365 SCM Functional Consultant', Location: 'Madrid', WorkMode: 'hybrid' as const, ExperienceMin: 2, ExperienceMax: 5, SalaryMin: 38_000_00, SalaryMax: 52_000_00, Currency: 'EUR' as const, Openings: 2, skills: ['Warehouse Management (D365)', 'Master Planning', 'Inventory Management (D365)'], Description: '<p>Retail supply chain on Dynamics 365: warehouses, replenishment and store transfers.</p>', Status: 'on hold' as const },
  ];
  const created = [];
  for (const j of jobSeed) {
    const { c, skills, ...body } = j;
    created.push(await jobs.createJob(adminActor, {
      CompanyID: companies[c]!.ID, SkillIDs: await ids(skills), Status: 'open', Deadline: new Date(now + 30 * DAY).toISOString(), ...body,
    }));
  }

  // Invitations: the demo learner and the learners of the other seeds, in every status.
  const learnerPage = await users.list({ role: 'Trainee', active: 'true', pageIndex: 0, pageSize: 12, sortDesc: false });
  const learners = learnerPage.items.map((u) => u.ID);
  if (!learners.length) return;
  const recruiterActor = (i: number) => ({ userId: recruiters[i]!.id, role: 'Recruiter' as const, sessionId: 0, email: recruiters[i]!.email, emailVerified: true });
  const first = await jobs.invite(adminActor, { JobID: created[0]!.ID, ResumeIDs: [], CandidateIDs: learners.slice(0, 6), TestID: null, Deadline: new Date(now + 7 * DAY).toISOString(), Message: 'Your FICO project work stood out. Would you like to interview with us?' });
  await jobs.invite(adminActor, { JobID: created[2]!.ID, ResumeIDs: [], CandidateIDs: learners.slice(2, 7), TestID: null, Deadline: new Date(now + 10 * DAY).toISOString(), Message: '' });
  const learnerActor = (id: number) => ({ userId: id, role: 'Trainee' as const, sessionId: 0, email: '', emailVerified: true });
  const inv = first.Invitations;
  const answers: ('accept' | 'decline' | 'view')[] = ['accept', 'accept', 'decline', 'view', 'accept'];
  for (let i = 0; i < inv.length && i < answers.length; i++) {
    const a = answers[i]!;
    if (a === 'view') await jobs.myInvitation(learnerActor(inv[i]!.CandidateID!), inv[i]!.ID);
    else await jobs.respond(learnerActor(inv[i]!.CandidateID!), inv[i]!.ID, a);
  }
  // Hiring progress and interview feedback on the accepted ones.
  const accepted = inv.filter((_, i) => answers[i] === 'accept');
  // Marked by the placement desk's admin (the demo recruiter writes feedback, which is not an audited change).
  if (accepted[0]) await jobs.mark(adminActor, accepted[0].ID, 'hired');
  const rounds = [
    { r: 'Technical' as const, o: 4, t: 5, c: 4, p: 4, s: 4, out: 'hire' as const, text: 'Explained document splitting and the universal journal clearly; configured a depreciation key live.' },
    { r: 'Functional' as const, o: 3, t: 3, c: 4, p: 3, s: 3, out: 'next round' as const, text: 'Good grasp of month-end close; needs more practice with foreign currency valuation.' },
  ];
  for (let i = 0; i < accepted.length && i < rounds.length; i++) {
    const x = rounds[i]!;
    await jobs.createFeedback(recruiterActor(0), {
      InvitationID: accepted[i]!.ID, EnquiryID: null, IntervieweeName: '', InterviewDate: new Date(now - (i + 1) * DAY).toISOString(), InterviewRound: x.r,
      OverallInterviewRatings: x.o, TechnicalRating: x.t, CommunicationRating: x.c, ProcessKnowledgeRating: x.p, ProblemSolvingRating: x.s, RecommendedForAdmission: null,
      Outcome: x.out, Comments: x.text, Shared: i === 0,
    });
  }
  // An application by a learner.
  if (learners[7]) await jobs.apply(learnerActor(learners[7]), created[1]!.ID);
  // A mock interview of a prospective learner by the demo mentor.
  const mentor = await users.findByEmail(demoAccounts.find((a) => a.role === 'Mentor')!.email);
  if (mentor) {
    await jobs.createFeedback({ userId: mentor.id, role: 'Mentor', sessionId: 0, email: mentor.email, emailVerified: true }, {
      InvitationID: null, EnquiryID: 1, IntervieweeName: 'Neha Kulkarni', InterviewDate: new Date(now - 2 * DAY).toISOString(), InterviewRound: 'Mock',
      OverallInterviewRatings: 4, TechnicalRating: 3, CommunicationRating: 5, ProcessKnowledgeRating: 3, ProblemSolvingRating: 4, RecommendedForAdmission: true,
      Outcome: 'next round', Comments: 'Commerce graduate with two years of Tally experience; a good fit for the SAP FICO track.', Shared: false,
    });
  }
}
