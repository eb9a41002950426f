/** The demo course "Basics of ERP": ten lessons of real teaching content, each a reading, a test and an assignment. */

export type SeedQuestion =
  | { type: 'single'; text: string; options: [string, string, string, string]; correct: number; explanation: string }
  | { type: 'truefalse'; text: string; answer: boolean; explanation: string };

export type SeedLesson = {
  title: string;
  /** Reading time in seconds. */
  seconds: number;
  description: string;
  body: string;
  questions: SeedQuestion[];
  assignment: { title: string; description: string };
  /** The lesson's material is this bundled video (seed/assets) instead of the reading. */
  video?: { file: string; name: string; seconds: number; description: string };
};

export const erpCourse = {
  title: 'Basics of ERP',
  slug: 'basics-of-erp',
  // The card shows the lesson count beside it: the duration says only the time.
  duration: 'About 6 hours',
  description:
    '<p>A first course in Enterprise Resource Planning for graduates and professionals moving into ERP consulting. ' +
    'You learn what an ERP system is, how its core modules work together, the three end-to-end processes every consultant must know ' +
    '(order-to-cash, procure-to-pay and record-to-report), master data and organisational structure, how implementations run, ' +
    'and what consultants actually do day to day.</p><p>Each lesson has a reading, a short test and a practical assignment checked by a mentor.</p>',
};

export const erpLessons: SeedLesson[] = [
  {
    title: 'What ERP is',
    seconds: 900,
    description: 'Why companies replace separate systems with one integrated platform.',
    body: `<h2>What ERP is</h2>
<p><strong>Enterprise Resource Planning (ERP)</strong> is a suite of integrated business applications that share <em>one database</em>. Sales, purchasing, inventory, production, finance and human resources record their work in the same system, so a transaction entered once is visible to every department that needs it.</p>
<h3>The problem ERP solves</h3>
<p>Before ERP, a typical company ran a separate program per department: a sales tool, a warehouse spreadsheet, an accounting package. The same customer was typed three times, stock figures disagreed, and month-end closing meant reconciling exports by hand. ERP removes these <em>information silos</em>.</p>
<h3>Key characteristics</h3>
<ul><li><strong>Single source of truth</strong>: one customer, one material, one chart of accounts.</li>
<li><strong>Real-time integration</strong>: a goods issue in the warehouse immediately posts to the general ledger.</li>
<li><strong>Standard business processes</strong>: vendors ship best-practice processes that companies configure rather than program.</li>
<li><strong>Modularity</strong>: a company can start with finance and logistics and add modules later.</li></ul>
<h3>Well-known ERP products</h3>
<p>SAP S/4HANA, Oracle Fusion Cloud ERP, Microsoft Dynamics 365, Infor and Odoo are among the most widely used. Since the 2010s most vendors also offer their ERP as cloud software (SaaS).</p>
<h3>Benefits and costs</h3>
<p>Benefits include faster closing, accurate inventory, better customer service and reporting from consistent data. The costs are real too: licences, implementation partners, data migration and, above all, change management, because people must work in new ways.</p>`,
    questions: [
      { type: 'single', text: 'What is the defining technical feature of an ERP system?', options: ['A separate database for each department', 'Integrated modules sharing one database', 'A spreadsheet for each business process', 'An e-mail system for approvals'], correct: 1, explanation: 'ERP integrates modules on a single database, so data is entered once and shared.' },
      { type: 'truefalse', text: 'In an integrated ERP, a goods issue in the warehouse can update the general ledger at the same moment.', answer: true, explanation: 'Real-time integration is what lets logistics postings reach finance immediately.' },
      { type: 'single', text: 'Which of these is NOT an ERP product?', options: ['SAP S/4HANA', 'Oracle Fusion Cloud ERP', 'Microsoft Dynamics 365', 'Adobe Photoshop'], correct: 3, explanation: 'Photoshop is image-editing software.' },
      { type: 'single', text: 'What are "information silos"?', options: ['Backup copies of the database', 'Departments keeping data in separate, unconnected systems', 'Archived documents', 'Data centres of the ERP vendor'], correct: 1, explanation: 'Silos are separate systems per department, the problem ERP removes.' },
      { type: 'truefalse', text: 'Change management is a minor cost of an ERP project compared with licences.', answer: false, explanation: 'Getting people to work in new ways is often the hardest and most expensive part.' },
    ],
    assignment: { title: 'Silos in a company you know', description: '<p>Describe a company you know (an employer, a family business or a well-known brand). List three places where its departments would keep separate data without ERP, and explain in 150 to 250 words how one integrated system would change a daily task for each.</p>' },
  },
  {
    title: 'Core modules',
    seconds: 1200,
    description: 'Finance, controlling, sales, purchasing, inventory, production and HR, and how they connect.',
    body: `<h2>Core modules of an ERP system</h2>
<p>ERP suites are organised in <strong>modules</strong>, each supporting one business area. Names differ by vendor; the SAP names are common in job descriptions, so we use them alongside the generic terms.</p>
<table><thead><tr><th>Area</th><th>SAP module</th><th>What it covers</th></tr></thead><tbody>
<tr><td>Financial accounting</td><td>FI</td><td>General ledger, accounts payable, accounts receivable, assets, legal reporting</td></tr>
<tr><td>Controlling</td><td>CO</td><td>Cost centres, internal orders, product costing, profitability analysis</td></tr>
<tr><td>Sales and distribution</td><td>SD</td><td>Quotations, sales orders, pricing, deliveries, billing</td></tr>
<tr><td>Materials management</td><td>MM</td><td>Purchasing, inventory management, invoice verification</td></tr>
<tr><td>Production planning</td><td>PP</td><td>Bills of material, routings, MRP, production orders</td></tr>
<tr><td>Human capital</td><td>HCM / SuccessFactors</td><td>Organisation, personnel administration, payroll, talent</td></tr></tbody></table>
<h3>Integration points</h3>
<p>Modules are only useful together. A <strong>sales order</strong> (SD) checks stock (MM), may trigger a <strong>production order</strong> (PP), and its invoice creates a <strong>customer receivable</strong> (FI) and revenue in <strong>profitability analysis</strong> (CO). A consultant who knows one module must understand where it hands over to the next.</p>
<h3>FI versus CO</h3>
<p>Financial accounting faces outward: it produces the balance sheet and profit and loss statement required by law. Controlling faces inward: it tells managers what a product, a department or a customer really costs.</p>`,
    questions: [
      { type: 'single', text: 'Which SAP module handles purchasing and inventory management?', options: ['SD', 'MM', 'FI', 'PP'], correct: 1, explanation: 'Materials Management covers purchasing, inventory and invoice verification.' },
      { type: 'single', text: 'Which module produces the legal balance sheet?', options: ['Controlling (CO)', 'Financial accounting (FI)', 'Production planning (PP)', 'Sales and distribution (SD)'], correct: 1, explanation: 'FI is the external, legal accounting.' },
      { type: 'truefalse', text: 'Controlling (CO) is mainly for internal management reporting, such as cost centre results.', answer: true, explanation: 'CO is internal accounting for managers.' },
      { type: 'single', text: 'A bill of material and a routing belong to which area?', options: ['Production planning', 'Human capital', 'Accounts receivable', 'Billing'], correct: 0, explanation: 'BOMs and routings are production master data used by PP.' },
      { type: 'single', text: 'When a customer invoice is posted from SD, what is created in FI?', options: ['A vendor payable', 'A customer receivable', 'A purchase requisition', 'A production order'], correct: 1, explanation: 'Billing posts a receivable on the customer account and revenue.' },
    ],
    assignment: { title: 'Trace one order across modules', description: '<p>A customer orders 50 office chairs that are not in stock and must be produced. Draw or describe the path of this order through the modules (SD, MM, PP, FI, CO), naming the document created in each step and the data each module passes to the next.</p>' },
  },
  {
    title: 'Order-to-cash',
    seconds: 1200,
    description: 'From customer enquiry to money in the bank.',
    body: `<h2>Order-to-cash (O2C)</h2>
<p>Order-to-cash is the end-to-end process of selling: it starts when a customer asks for a price and ends when the payment is cleared in the bank.</p>
<ol><li><strong>Pre-sales</strong>: enquiry and quotation, with prices from the pricing conditions.</li>
<li><strong>Sales order</strong>: the customer's binding order. The system checks <em>availability</em> (ATP, available-to-promise) and the customer's <em>credit limit</em>.</li>
<li><strong>Outbound delivery</strong>: the warehouse picks and packs the goods.</li>
<li><strong>Goods issue</strong>: stock leaves the plant; inventory falls and the cost of goods sold is posted in finance.</li>
<li><strong>Billing</strong>: the invoice is created from the delivery; a receivable is posted on the customer account and revenue is recognised.</li>
<li><strong>Payment and clearing</strong>: the incoming payment is matched with the open invoice, which is then cleared.</li></ol>
<h3>Documents and document flow</h3>
<p>Each step creates a document that refers to the previous one: quotation, sales order, delivery, invoice, payment. This <strong>document flow</strong> lets anyone trace an invoice back to its order, a common task when a customer disputes a bill.</p>
<h3>Typical KPIs</h3>
<p>Days sales outstanding (DSO), on-time delivery rate and order-to-delivery lead time.</p>`,
    questions: [
      { type: 'single', text: 'In order-to-cash, which step reduces inventory and posts cost of goods sold?', options: ['Quotation', 'Sales order', 'Goods issue', 'Payment'], correct: 2, explanation: 'The goods issue moves the stock out and posts COGS.' },
      { type: 'single', text: 'What does an available-to-promise (ATP) check confirm?', options: ["The customer's bank details", 'Whether the goods can be delivered on the requested date', 'The tax rate', 'The sales representative'], correct: 1, explanation: 'ATP checks stock and planned receipts against the requested date.' },
      { type: 'truefalse', text: 'The customer invoice in a standard O2C process is usually created with reference to the delivery.', answer: true, explanation: 'Delivery-related billing is the standard for goods.' },
      { type: 'single', text: 'Which KPI measures how fast customers pay?', options: ['Days sales outstanding (DSO)', 'Inventory turnover', 'Scrap rate', 'Headcount'], correct: 0, explanation: 'DSO is the average number of days to collect receivables.' },
      { type: 'single', text: 'What closes the order-to-cash cycle?', options: ['Creating the quotation', 'Clearing the incoming payment against the invoice', 'Picking the goods', 'Running MRP'], correct: 1, explanation: 'The cycle ends when the payment clears the open receivable.' },
    ],
    assignment: { title: 'Document flow of a disputed invoice', description: '<p>A customer says invoice 90001234 charged 120 units but only 100 arrived. Explain step by step how you would use the document flow to find where the difference came from, and which documents you would correct.</p>' },
  },
  {
    title: 'Procure-to-pay',
    video: {
      file: 'procure-to-pay.webm',
      name: 'Procure-to-pay in six steps (video)',
      seconds: 42,
      description:
        'A 42-second walk through procure-to-pay: purchase requisition (ME51N), sourcing and quotations, purchase order (ME21N), ' +
        'goods receipt (MIGO) crediting GR/IR, invoice verification (MIRO) with the three-way match of PO, goods receipt and invoice, ' +
        'and the payment run (F110) posting the vendor account and the bank in FI.',
    },
    seconds: 1200,
    description: 'Buying goods and services, and the three-way match.',
    body: `<h2>Procure-to-pay (P2P)</h2>
<p>Procure-to-pay covers everything from recognising a need to paying the supplier.</p>
<ol><li><strong>Purchase requisition</strong>: an internal request, created by a person or by MRP.</li>
<li><strong>Source determination</strong>: choose a supplier from info records, contracts or quotations.</li>
<li><strong>Purchase order (PO)</strong>: the legal order sent to the vendor with quantity, price and delivery date.</li>
<li><strong>Goods receipt (GR)</strong>: the warehouse records what arrived; stock increases and a GR/IR clearing entry is posted.</li>
<li><strong>Invoice receipt</strong>: accounts payable enters the vendor invoice.</li>
<li><strong>Payment</strong>: the payment run pays due invoices and clears the vendor items.</li></ol>
<h3>The three-way match</h3>
<p>Before an invoice is paid, the system compares the <strong>purchase order</strong>, the <strong>goods receipt</strong> and the <strong>invoice</strong>. Quantity and price must agree within tolerances; otherwise the invoice is blocked for payment until a buyer resolves the difference. This control prevents paying for goods that were never ordered or never received.</p>
<h3>Why P2P matters</h3>
<p>Purchasing often accounts for more than half of a manufacturer's costs. Good P2P design gives negotiated prices, fewer errors and early-payment discounts.</p>`,
    questions: [
      { type: 'single', text: 'Which three documents are compared in a three-way match?', options: ['Quotation, sales order, invoice', 'Purchase order, goods receipt, vendor invoice', 'Requisition, contract, payment', 'Delivery, picking list, bill of lading'], correct: 1, explanation: 'PO, GR and invoice must agree before payment.' },
      { type: 'truefalse', text: 'A purchase requisition is a legal order sent to the vendor.', answer: false, explanation: 'The requisition is internal; the purchase order is what goes to the vendor.' },
      { type: 'single', text: 'What happens when the invoiced price is above the PO price beyond tolerance?', options: ['The invoice is paid twice', 'The invoice is blocked for payment', 'The goods receipt is reversed automatically', 'The vendor is deleted'], correct: 1, explanation: 'Variances beyond tolerance block the invoice for payment.' },
      { type: 'single', text: 'Which step increases stock?', options: ['Purchase order', 'Goods receipt', 'Invoice receipt', 'Payment run'], correct: 1, explanation: 'The goods receipt records the physical arrival and raises stock.' },
      { type: 'single', text: 'Where can a purchase requisition come from automatically?', options: ['Material requirements planning (MRP)', 'The payment run', 'Customer billing', 'Payroll'], correct: 0, explanation: 'MRP creates requisitions for shortages.' },
    ],
    assignment: { title: 'Resolve a blocked invoice', description: '<p>A vendor invoice for 1,000 bolts at 2.20 each is blocked. The PO says 1,000 at 2.00 and the goods receipt shows 950. List every difference, say who in the company should act on each, and describe the final postings once the case is resolved.</p>' },
  },
  {
    title: 'Record-to-report',
    seconds: 1200,
    description: 'Closing the books and producing financial statements.',
    body: `<h2>Record-to-report (R2R)</h2>
<p>Record-to-report is the finance process that turns the day's transactions into reliable financial statements.</p>
<h3>Record</h3>
<p>Most postings arrive automatically from other processes (billing, goods movements, invoices, payroll). Accountants add manual <strong>journal entries</strong> for accruals, reclassifications and corrections. Every posting follows double-entry: total debits equal total credits.</p>
<h3>Period-end close</h3>
<ul><li>Open the next posting period and close the previous one for operational postings.</li>
<li>Post <strong>accruals and deferrals</strong> so that income and expenses fall in the right period.</li>
<li>Run <strong>depreciation</strong> for fixed assets.</li>
<li>Revalue foreign-currency open items.</li>
<li><strong>Reconcile</strong> bank accounts, subledgers (customers, vendors, assets) and intercompany balances.</li>
<li>Run controlling allocations and settlements.</li></ul>
<h3>Report</h3>
<p>The balance sheet, profit and loss statement and cash-flow statement are produced from the general ledger; groups then <strong>consolidate</strong> their companies, eliminating intercompany transactions.</p>
<h3>The fast close</h3>
<p>Because ERP posts in real time, companies aim for a close of a few working days. Automation of reconciliations and a clear close calendar are what make it possible.</p>`,
    questions: [
      { type: 'truefalse', text: 'In double-entry bookkeeping, the total of debits equals the total of credits in every posting.', answer: true, explanation: 'This is the basic rule of double-entry.' },
      { type: 'single', text: 'Which period-end task spreads the cost of a fixed asset over its useful life?', options: ['Depreciation run', 'Payment run', 'Dunning', 'MRP run'], correct: 0, explanation: 'Depreciation allocates asset cost over time.' },
      { type: 'single', text: 'Why are accruals posted at period end?', options: ['To pay vendors early', 'So income and expenses fall in the period they belong to', 'To delete old documents', 'To create new customers'], correct: 1, explanation: 'Accruals follow the matching principle.' },
      { type: 'single', text: 'What does consolidation remove?', options: ['Vendor master data', 'Intercompany transactions within the group', 'All manual journal entries', 'Tax codes'], correct: 1, explanation: 'Group statements eliminate transactions between group companies.' },
      { type: 'single', text: 'Which statement is NOT produced from the general ledger in R2R?', options: ['Balance sheet', 'Profit and loss statement', 'Cash-flow statement', 'Employee performance review'], correct: 3, explanation: 'Performance reviews belong to HR, not financial reporting.' },
    ],
    assignment: { title: 'A five-day close calendar', description: '<p>Design a five-working-day month-end close calendar for a company with one plant and two currencies. For each day, list the tasks, the team responsible, and what must be finished before the next day can start.</p>' },
  },
  {
    title: 'Master data',
    seconds: 900,
    description: 'Customers, vendors, materials and accounts: the data every transaction reuses.',
    body: `<h2>Master data</h2>
<p><strong>Master data</strong> describes the long-lived objects a business works with. Transactions reuse it, so a mistake in master data is repeated in every document.</p>
<h3>Main master data objects</h3>
<ul><li><strong>Business partner</strong> (customer and vendor): names, addresses, tax numbers, payment terms, bank details.</li>
<li><strong>Material (product)</strong>: description, unit of measure, weight, purchasing, sales, MRP, storage and valuation views.</li>
<li><strong>General ledger account</strong>: chart-of-accounts data and company-code specific settings.</li>
<li><strong>Cost centre</strong> and <strong>profit centre</strong> for internal reporting.</li>
<li><strong>Bill of material</strong> and <strong>routing</strong> for production.</li></ul>
<h3>Master data versus transactional data</h3>
<p>A customer record is master data; the sales order for that customer is transactional data. Master data changes rarely; transactional data is created every day.</p>
<h3>Governance</h3>
<p>Good companies define <strong>data owners</strong>, naming rules, mandatory fields and an approval workflow for new records. Duplicate vendors, for example, cause double payments and make spend analysis useless. Data migration into a new ERP is mostly a master-data cleansing project.</p>`,
    questions: [
      { type: 'single', text: 'Which of these is transactional data rather than master data?', options: ['Customer record', 'Material record', 'Sales order', 'GL account'], correct: 2, explanation: 'A sales order is a transaction; the others are master data.' },
      { type: 'truefalse', text: 'A wrong payment term in the vendor master is repeated in every invoice that uses it.', answer: true, explanation: 'Transactions copy master data defaults.' },
      { type: 'single', text: 'What risk do duplicate vendor records create?', options: ['Faster closing', 'Double payments and unreliable spend analysis', 'Lower tax rates', 'More accurate MRP'], correct: 1, explanation: 'Duplicates split history and allow paying the same invoice twice.' },
      { type: 'single', text: 'Which object carries purchasing, sales, MRP and valuation views?', options: ['Material master', 'Cost centre', 'Payment run', 'Journal entry'], correct: 0, explanation: 'The material master is organised in views per department.' },
      { type: 'single', text: 'What is a key element of master data governance?', options: ['Letting everyone create records freely', 'Defined data owners and an approval workflow', 'Deleting records every month', 'Storing data in spreadsheets'], correct: 1, explanation: 'Ownership and approvals keep master data clean.' },
    ],
    assignment: { title: 'A vendor creation checklist', description: '<p>Write the checklist a data steward should follow before approving a new vendor: mandatory fields, checks against duplicates, bank-detail verification and who approves. Explain why each check exists.</p>' },
  },
  {
    title: 'Organisational structure',
    seconds: 900,
    description: 'Company codes, plants, storage locations and sales organisations.',
    body: `<h2>Organisational structure</h2>
<p>Before any transaction can be posted, an ERP must know how the enterprise is organised. These <strong>organisational units</strong> are configured once, early in a project, and are hard to change later.</p>
<h3>Common units (SAP terms)</h3>
<ul><li><strong>Client</strong>: the top level, usually the whole group in one system.</li>
<li><strong>Company code</strong>: a legal entity with its own balance sheet and profit and loss statement.</li>
<li><strong>Controlling area</strong>: the scope of internal cost accounting, covering one or more company codes.</li>
<li><strong>Plant</strong>: a factory, warehouse or branch where materials are produced or stored.</li>
<li><strong>Storage location</strong>: a place within a plant where stock is kept.</li>
<li><strong>Purchasing organisation</strong>: negotiates with vendors.</li>
<li><strong>Sales organisation</strong>, <strong>distribution channel</strong> and <strong>division</strong>: together the <em>sales area</em>.</li></ul>
<h3>Design decisions</h3>
<p>Mapping a real company to these units is one of the first decisions in an implementation. Legal requirements decide the company codes; logistics decides plants; the way sales teams are managed decides sales organisations. A wrong structure shows up later as reports that cannot be produced.</p>`,
    questions: [
      { type: 'single', text: 'Which unit represents a legal entity with its own balance sheet?', options: ['Plant', 'Company code', 'Storage location', 'Division'], correct: 1, explanation: 'The company code is the legal entity for financial statements.' },
      { type: 'single', text: 'Where is stock kept within a plant?', options: ['Storage location', 'Controlling area', 'Client', 'Sales organisation'], correct: 0, explanation: 'Storage locations subdivide a plant.' },
      { type: 'truefalse', text: 'Organisational units are easy to change after go-live, so they can be decided at the end of a project.', answer: false, explanation: 'They are foundational and costly to change later.' },
      { type: 'single', text: 'What makes up a sales area?', options: ['Plant, storage location and material', 'Sales organisation, distribution channel and division', 'Company code and GL account', 'Client and controlling area'], correct: 1, explanation: 'The sales area combines these three units.' },
      { type: 'single', text: 'Which unit negotiates prices with vendors?', options: ['Purchasing organisation', 'Profit centre', 'Division', 'Storage location'], correct: 0, explanation: 'The purchasing organisation is responsible for procurement conditions.' },
    ],
    assignment: { title: 'Map a company to ERP units', description: '<p>A group has two legal entities (India and Germany), three factories (Pune, Chennai, Stuttgart), one central warehouse per country, and separate sales teams for retail and wholesale. Propose its company codes, plants, storage locations and sales areas, and justify each choice.</p>' },
  },
  {
    title: 'Implementation phases',
    seconds: 1200,
    description: 'How an ERP project runs from preparation to hypercare.',
    body: `<h2>Implementation phases</h2>
<p>Most ERP projects follow a phased method. SAP Activate uses <em>Discover, Prepare, Explore, Realize, Deploy, Run</em>; older methods such as ASAP used similar stages.</p>
<ol><li><strong>Discover / Prepare</strong>: business case, scope, team, plan, system landscape.</li>
<li><strong>Explore</strong>: fit-to-standard workshops show the standard processes to the business and record the <em>gaps</em> that need configuration or development.</li>
<li><strong>Realize</strong>: configure the system in sprints, build extensions, migrate data in test cycles, and run unit and integration tests.</li>
<li><strong>Deploy</strong>: user acceptance testing, end-user training, cut-over planning, final data load and <strong>go-live</strong>.</li>
<li><strong>Run / Hypercare</strong>: intensive support in the weeks after go-live, then handover to the support organisation.</li></ol>
<h3>Waterfall and agile</h3>
<p>Modern projects combine a fixed phase structure with agile sprints inside Realize. The business sees working software early and can correct misunderstandings before go-live.</p>
<h3>Why projects fail</h3>
<p>Common causes are unclear scope, weak executive sponsorship, heavy customisation of standard processes, poor data quality and too little training.</p>`,
    questions: [
      { type: 'single', text: 'In which phase are fit-to-standard workshops held?', options: ['Explore', 'Run', 'Deploy', 'Discover'], correct: 0, explanation: 'Explore compares standard processes with business needs.' },
      { type: 'single', text: 'What is hypercare?', options: ['A licence type', 'Intensive support right after go-live', 'A data migration tool', 'A test script'], correct: 1, explanation: 'Hypercare is the stabilisation period after go-live.' },
      { type: 'truefalse', text: 'User acceptance testing normally happens before go-live.', answer: true, explanation: 'UAT is part of Deploy, before cut-over.' },
      { type: 'single', text: 'Which is a common cause of ERP project failure?', options: ['Strong executive sponsorship', 'Heavy customisation of standard processes', 'Clear scope', 'Thorough training'], correct: 1, explanation: 'Excessive customisation adds cost, risk and upgrade pain.' },
      { type: 'single', text: 'What is a cut-over plan?', options: ['The detailed sequence of steps to move from the old system to the new one at go-live', 'A budget for licences', 'A list of consultants', 'A chart of accounts'], correct: 0, explanation: 'Cut-over sequences final loads, freezes and switches at go-live.' },
    ],
    assignment: { title: 'A go-live cut-over weekend', description: '<p>Write the cut-over plan for a go-live over one weekend: what is frozen in the old system and when, which data is loaded in which order, the checks after each load, the go/no-go decision points, and the rollback plan.</p>' },
  },
  {
    title: 'Roles of a consultant',
    seconds: 900,
    description: 'Functional, technical and solution roles, and the skills each needs.',
    body: `<h2>Roles of an ERP consultant</h2>
<h3>Functional consultant</h3>
<p>Understands a business area (finance, supply chain, HR) and the matching module. Runs workshops, writes <strong>functional specifications</strong>, configures the system, tests processes and trains key users. Needs business knowledge as much as system knowledge.</p>
<h3>Technical consultant</h3>
<p>Develops what the standard does not offer: reports, interfaces, conversions, enhancements, forms and workflows (often summarised as <em>RICEFW</em>). Works in languages such as ABAP, or with integration and cloud extension tools.</p>
<h3>Solution architect and project manager</h3>
<p>The architect keeps the modules, integrations and data model consistent. The project manager plans, tracks risks and budget, and reports to the steering committee.</p>
<h3>Support consultant</h3>
<p>After go-live, support teams resolve incidents, handle change requests and apply updates, usually against service-level agreements.</p>
<h3>Everyday skills</h3>
<ul><li>Listening and asking precise questions in workshops.</li><li>Writing clear specifications and test cases.</li><li>Explaining system behaviour to non-technical users.</li><li>Documenting configuration decisions.</li></ul>`,
    questions: [
      { type: 'single', text: 'Who typically writes functional specifications?', options: ['Functional consultant', 'End user', 'Auditor', 'Vendor sales team'], correct: 0, explanation: 'Functional consultants translate requirements into specifications.' },
      { type: 'single', text: 'What does the R in RICEFW stand for?', options: ['Reports', 'Roles', 'Routings', 'Refunds'], correct: 0, explanation: 'Reports, Interfaces, Conversions, Enhancements, Forms, Workflows.' },
      { type: 'truefalse', text: 'A support consultant usually works against service-level agreements after go-live.', answer: true, explanation: 'Support teams resolve incidents within agreed SLAs.' },
      { type: 'single', text: 'Who keeps modules, integrations and the data model consistent across the solution?', options: ['Solution architect', 'Key user', 'Payroll clerk', 'Warehouse worker'], correct: 0, explanation: 'That is the architect\'s role.' },
      { type: 'single', text: 'Which skill matters most in fit-to-standard workshops?', options: ['Typing speed', 'Listening and asking precise questions', 'Memorising transaction codes', 'Graphic design'], correct: 1, explanation: 'Workshops depend on understanding the business correctly.' },
    ],
    assignment: { title: 'A functional specification', description: '<p>Write a one-page functional specification for a report that lists, per vendor, invoices blocked for payment with the reason and the amount. Include the purpose, selection fields, output columns, authorisations and test cases.</p>' },
  },
  {
    title: 'Careers',
    seconds: 900,
    description: 'Entry paths, certifications and how to build a first portfolio.',
    body: `<h2>Careers in ERP</h2>
<p>ERP skills are in demand wherever large organisations run their operations on SAP, Oracle, Microsoft or other platforms: consulting firms, the vendors themselves, and the IT and finance teams of companies.</p>
<h3>Entry paths</h3>
<ul><li><strong>Domain to ERP</strong>: accountants, buyers, planners and HR professionals add system skills and become functional consultants.</li>
<li><strong>Graduate programmes</strong> at consulting firms train new hires in one module.</li>
<li><strong>Technical path</strong>: developers learn ABAP, integration or cloud extension tools.</li>
<li><strong>Support roles</strong> give hands-on experience with real incidents.</li></ul>
<h3>Certifications</h3>
<p>Vendor certifications (for example SAP Certified Associate exams) show a baseline of knowledge. They open doors but do not replace project experience.</p>
<h3>Building credibility</h3>
<p>Keep a portfolio: process maps, configuration notes from sandbox practice, specifications you have written. Prepare to explain an end-to-end process (such as order-to-cash) on a whiteboard in interviews.</p>
<h3>Growth</h3>
<p>Typical progressions are consultant, senior consultant, lead, solution architect or project manager, with options to specialise in a module or in an industry.</p>`,
    questions: [
      { type: 'single', text: 'Which is a common path into functional consulting?', options: ['Domain professionals adding ERP system skills', 'Only graphic designers', 'Only lawyers', 'No path exists'], correct: 0, explanation: 'Accountants, buyers and planners often move into functional roles.' },
      { type: 'truefalse', text: 'A vendor certification fully replaces project experience.', answer: false, explanation: 'Certifications open doors but do not replace experience.' },
      { type: 'single', text: 'What is a good item for an ERP portfolio?', options: ['Process maps and configuration notes from sandbox practice', 'A list of passwords', 'Personal photos', 'Unrelated hobbies only'], correct: 0, explanation: 'Concrete work products show what you can do.' },
      { type: 'single', text: 'What are interviewers likely to ask a junior consultant?', options: ['To explain an end-to-end process such as order-to-cash', 'To rebuild the database engine', 'To sign the licence contract', 'To audit the company'], correct: 0, explanation: 'Explaining an end-to-end process shows understanding.' },
      { type: 'single', text: 'Which is a typical progression?', options: ['Consultant, senior consultant, lead, architect or project manager', 'Architect first, then trainee', 'Only one role for life', 'Support only'], correct: 0, explanation: 'These are common steps in an ERP career.' },
    ],
    assignment: { title: 'Your twelve-month plan', description: '<p>Write your plan for the next twelve months: the module or area you will focus on and why, the certification you aim for, three portfolio items you will produce, and how you will get hands-on practice.</p>' },
  },
];
