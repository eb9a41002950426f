/**
 * The knowledge repository's demo content: real ERP know-how (configuration notes, how-tos, interview questions,
 * process maps) as consultants write it down. `folder` names a folder of `knowledgeFolders`; `tags` name masters
 * (products, tracks, modules) by title; `by` is the contributor's e-mail.
 */
export type SeedFolder = { name: string; parent?: string; description: string; staffOnly?: true };
export type SeedItem = { folder: string; title: string; description: string; body: string; tags: string[]; by: string; daysAgo: number; status?: 'pending' | 'changes' | 'rejected'; comment?: string };

export const knowledgeFolders: SeedFolder[] = [
  { name: 'SAP Finance (FI/CO)', description: 'General ledger, payables, receivables, asset accounting and controlling.' },
  { name: 'SAP Logistics (MM, SD, PP)', description: 'Procurement, sales and production planning.' },
  { name: 'Process maps', parent: 'SAP Logistics (MM, SD, PP)', description: 'End-to-end processes step by step with their transactions.' },
  { name: 'Oracle Financials', description: 'Oracle E-Business Suite and Fusion Financials.' },
  { name: 'S/4HANA migration', description: 'Conversion, greenfield and data migration.' },
  { name: 'Interview questions', description: 'Questions asked in ERP consultant interviews, with model answers.' },
  { name: 'Trainer notes', description: 'Internal notes for trainers and editors: common mistakes, grading hints, escalations.', staffOnly: true },
];

const A = 'ananya.iyer@demo.academy';
const V = 'vikram.desai@demo.academy';
const F = 'fatima.sheikh@demo.academy';
const C = 'carlos.mendoza@demo.academy';
const G = 'meghna.rao@demo.academy';
const L = 'learner@demo.academy';
const E = 'editor@demo.academy';

const FI = 'SAP Finance (FI/CO)';
const LOG = 'SAP Logistics (MM, SD, PP)';
const PM = 'Process maps';
const ORA = 'Oracle Financials';
const S4 = 'S/4HANA migration';
const IQ = 'Interview questions';
const TN = 'Trainer notes';

const p = (...paras: string[]) => paras.map((x) => `<p>${x}</p>`).join('');
const ol = (...steps: string[]) => `<ol>${steps.map((x) => `<li>${x}</li>`).join('')}</ol>`;

export const knowledgeItems: SeedItem[] = [
  // ---------------------------------------------------------------- SAP FI/CO
  {
    folder: FI, by: A, daysAgo: 40, tags: ['SAP', 'Finance', 'SAP FICO'],
    title: 'Automatic payment program (F110): configuration checklist',
    description: 'What FBZP needs before the first payment run, and why the proposal can come back empty.',
    body: p('The automatic payment program pays vendor open items in two steps: a proposal run and a payment run, both in transaction F110.',
      'Before the first run, maintain FBZP: all company codes (sending and paying company code), paying company codes (minimum amounts, forms), payment methods per country, payment methods per company code (amount limits, forms), bank determination (ranking order, amounts available, value date).',
      'The vendor master needs the payment method and, for bank transfers, bank details in the payment transactions view. If the proposal shows no items, check the next payment run date: only items due before the next run date are paid.',
      'After the payment run, create the payment medium (DMEE format tree or classic RFFO programs) and check the log with F110 > Edit > Payments > Display log.'),
  },
  {
    folder: FI, by: V, daysAgo: 38, tags: ['SAP', 'Finance', 'SAP FICO'],
    title: 'Company code vs. controlling area: how they relate',
    description: 'The organisational units of FI and CO and the assignment rules between them.',
    body: p('The company code is the smallest unit with its own balance sheet and profit and loss statement; the controlling area is the unit in which costs and revenues are managed in CO.',
      'Several company codes can be assigned to one controlling area (cross-company code cost accounting) only if they share the same operative chart of accounts and fiscal year variant. The currency of the controlling area may then differ from the company code currencies.',
      'Assign company codes to the controlling area in OKKP. A one-to-one assignment is simpler and is the default in many implementations.'),
  },
  {
    folder: FI, by: F, daysAgo: 35, tags: ['SAP', 'Finance', 'SAP FICO'],
    title: 'Dunning configuration in FBMP',
    description: 'Dunning procedure, levels, charges and texts, and running dunning with F150.',
    body: p('A dunning procedure is defined in FBMP: the dunning interval in days, the number of dunning levels, days in arrears per level, minimum amounts and charges.',
      'Each level has its own form and text. The procedure is assigned to the customer master in the correspondence view of the company code data.',
      'Run dunning in F150: maintain parameters (run date, dunning date, accounts), schedule the proposal, edit it if needed, then print. The dunning level is written back to the customer items.'),
  },
  {
    folder: FI, by: C, daysAgo: 33, tags: ['SAP', 'Finance', 'SAP FICO'],
    title: 'GR/IR clearing account and F.13 automatic clearing',
    description: 'Why the GR/IR account keeps balances and how to clear it.',
    body: p('The goods receipt / invoice receipt (GR/IR) clearing account is credited at goods receipt (MIGO) and debited at invoice receipt (MIRO). When quantities and prices match, the balance per purchase order item is zero.',
      'Differences remain when quantities differ or invoices are never received. Use MR11 to clear quantity differences (the maintenance posts to a price difference or expense account).',
      'F.13 clears matched items automatically by purchase order and item; F.19 analyses and regroups the GR/IR balance for the balance sheet at period end.'),
  },
  {
    folder: FI, by: A, daysAgo: 30, tags: ['SAP', 'Finance', 'SAP FICO'],
    title: 'Asset accounting: depreciation run with AFAB',
    description: 'Planning, test run and posting of depreciation in new asset accounting.',
    body: p('Depreciation is calculated from the depreciation key of each asset and posted periodically with AFAB.',
      'Always run AFAB in test mode first and check the log for errors such as missing cost centers. Then start the update run in the background.',
      'A repeat run posts corrections in the same period; a restart run continues a terminated run. In S/4HANA the depreciation run posts directly to the ledger through the universal journal.'),
  },
  {
    folder: FI, by: G, daysAgo: 28, tags: ['SAP', 'Finance', 'SAP FICO'],
    title: 'Cost center planning and assessment cycles',
    description: 'Planning primary costs on cost centers and allocating them with assessment cycles (KSU5).',
    body: p('Cost center planning records planned costs per cost center and cost element in KP06, using a planner profile and layout.',
      'Assessment allocates primary and secondary costs from sender cost centers to receivers using secondary cost elements of category 42. Define the cycle in KSU1 with segments, senders, receivers and tracing factors (fixed percentages, statistical key figures).',
      'Execute the cycle with KSU5, test run first. Reverse with the same transaction if a receiver was wrong.'),
  },
  {
    folder: FI, by: V, daysAgo: 26, tags: ['SAP', 'Finance', 'SAP FICO'],
    title: 'Foreign currency valuation at month end (FAGL_FCV)',
    description: 'Valuating open items and balances in foreign currency, with the valuation areas and accounts.',
    body: p('At period end open items and balances in foreign currency are revalued at the closing rate with FAGL_FCV.',
      'Exchange rate differences are posted to the accounts defined in OBA1 (unrealised gains and losses, balance sheet adjustment). Use a valuation method that defines the rate type and whether to reverse the valuation the next day.',
      'Run in test mode first and compare the list with the exchange rates maintained in OB08.'),
  },
  {
    folder: FI, by: L, daysAgo: 22, tags: ['SAP', 'Finance', 'SAP FICO'],
    title: 'Document splitting in the new general ledger',
    description: 'Why document splitting exists and what is configured for it.',
    body: p('Document splitting lets the ledger produce a balance sheet per profit center or segment by splitting line items such as payables and taxes by the account assignment of the expense lines.',
      'Configure the splitting characteristics (profit center, segment) with zero balancing, classify G/L accounts and document types for splitting, and keep the standard splitting method 0000000012.',
      'Activating document splitting after go-live needs a migration project; decide it in the design phase.'),
  },
  // ---------------------------------------------------------------- SAP Logistics
  {
    folder: LOG, by: C, daysAgo: 39, tags: ['SAP', 'Supply Chain', 'SAP MM'],
    title: 'Procure to pay in SAP MM: purchase requisition to payment',
    description: 'The documents and transactions of the procurement cycle.',
    body: p('A purchase requisition (ME51N) is converted into a purchase order (ME21N), optionally via a request for quotation and quotation comparison (ME49).',
      'The goods receipt is posted with MIGO (movement type 101), which updates stock and posts to the GR/IR clearing account. The vendor invoice is verified with MIRO using three-way match against purchase order and goods receipt.',
      'The invoice becomes an open item on the vendor account and is paid by the automatic payment program F110.'),
  },
  {
    folder: LOG, by: F, daysAgo: 36, tags: ['SAP', 'Supply Chain', 'SAP MM'],
    title: 'Release strategy for purchase orders',
    description: 'Classification-based release strategies: characteristics, class, groups, codes and strategies.',
    body: p('Release strategies make purchase orders wait for approval above a value. Create characteristics (for example CEKKO-GNETW for the net value) in CT04 and a class of class type 032 in CL02.',
      'In customizing define release groups, release codes, release indicators and the strategy with its prerequisites and release statuses, then assign the classification values.',
      'Approvers release with ME29N or ME28. A changed purchase order re-enters the strategy when the changed value exceeds the tolerance of the release indicator.'),
  },
  {
    folder: LOG, by: A, daysAgo: 32, tags: ['SAP', 'Supply Chain', 'SAP MM'],
    title: 'Automatic account determination in MM (OBYC)',
    description: 'Valuation class, transaction keys and how a goods movement finds its G/L accounts.',
    body: p('Goods movements post to G/L accounts found through automatic account determination. The material master carries the valuation class (accounting view); the movement type determines transaction keys such as BSX (inventory), WRX (GR/IR) and PRD (price differences).',
      'OBYC maps chart of accounts, valuation grouping code, valuation class and transaction key to a G/L account.',
      'Use the simulation in OMWB to see which accounts a movement would use before posting.'),
  },
  {
    folder: LOG, by: G, daysAgo: 29, tags: ['SAP', 'Supply Chain', 'SAP SD'],
    title: 'Pricing procedure in SAP SD: condition technique',
    description: 'Condition types, access sequences, condition tables and the pricing procedure determination.',
    body: p('Prices in sales documents are found with the condition technique: a condition table defines the key fields, an access sequence searches tables in order, and a condition type (PR00, K004, MWST) uses the access sequence.',
      'The pricing procedure (V/08) lists the condition types with subtotals, requirements and account keys. It is determined by sales area, customer pricing procedure and document pricing procedure (OVKK).',
      'Analyse pricing in the sales order item via Conditions > Analysis to see which access found a record.'),
  },
  {
    folder: LOG, by: V, daysAgo: 27, tags: ['SAP', 'Supply Chain', 'SAP SD'],
    title: 'Credit management: simple and automatic credit checks',
    description: 'Credit control area, risk categories and credit checks at order and delivery.',
    body: p('Credit management checks a customer exposure against the credit limit. In classic SD the credit control area and the customer credit master (FD32) hold the limit and the risk category.',
      'Automatic credit control (OVA8) defines static or dynamic checks per credit control area, risk category and credit group, with the reaction (warning, error, block).',
      'Blocked documents are released in VKM3 or VKM1. In S/4HANA credit management moves to SAP Credit Management (UKM_BP).'),
  },
  {
    folder: LOG, by: C, daysAgo: 24, tags: ['SAP', 'Supply Chain', 'SAP SD'],
    title: 'Copy control between sales documents (VTAA, VTLA, VTFL)',
    description: 'How data flows from quotation to order, order to delivery and delivery to billing.',
    body: p('Copy control defines which document types may be created from which, and how fields are copied, using data transfer routines and copying requirements.',
      'VTAA controls sales document to sales document, VTLA sales document to delivery, VTFL delivery to billing (VTFA for order-related billing).',
      'At item level, the pricing type decides whether prices are copied or redetermined when billing.'),
  },
  {
    folder: LOG, by: F, daysAgo: 21, tags: ['SAP', 'Supply Chain', 'SAP PP'],
    title: 'MRP run in SAP PP: MD01N and planning parameters',
    description: 'How material requirements planning creates planned orders and purchase requisitions.',
    body: p('MRP compares requirements (sales orders, planned independent requirements) with stock and receipts and creates procurement proposals: planned orders for in-house production, purchase requisitions for external procurement.',
      'The MRP type (PD for MRP, VB for reorder point), lot size procedure and planning time fence come from the MRP views of the material master.',
      'In S/4HANA run MRP Live with MD01N; check results in the stock/requirements list MD04.'),
  },
  {
    folder: LOG, by: L, daysAgo: 18, tags: ['SAP', 'Supply Chain', 'SAP PP'],
    title: 'Bill of materials and routing for production orders',
    description: 'Master data of discrete manufacturing: BOM, work center, routing, production version.',
    body: p('A production order reads its components from the bill of materials (CS01) and its operations from the routing (CA01), whose operations run at work centers (CR01) with cost centers and activity types.',
      'A production version ties a BOM alternative and a routing together with a validity period and lot size range; it is required in S/4HANA.',
      'The order is created in CO01, released, confirmed (CO11N) and goods are received with movement type 101 to the order.'),
  },
  {
    folder: PM, by: A, daysAgo: 34, tags: ['SAP', 'Supply Chain', 'SAP SD'],
    title: 'Order to cash process map',
    description: 'Step by step from inquiry to incoming payment with the transactions of each step.',
    body: ol('Inquiry and quotation (VA11, VA21)', 'Sales order with availability check and credit check (VA01)', 'Outbound delivery (VL01N), picking and goods issue (movement type 601)', 'Billing document (VF01) posting to accounts receivable', 'Incoming payment (F-28) clearing the customer open item')
      + p('Each step creates a document linked in the document flow; display it from any document with the document flow button.'),
  },
  {
    folder: PM, by: C, daysAgo: 31, tags: ['SAP', 'Supply Chain', 'SAP PP'],
    title: 'Plan to produce process map',
    description: 'From demand planning through MRP and the production order to goods receipt and settlement.',
    body: ol('Demand management: planned independent requirements (MD61)', 'MRP run creates planned orders (MD01N)', 'Convert the planned order to a production order (CO40) and release it', 'Goods issue of components (movement type 261) and confirmation (CO11N)', 'Goods receipt of the finished product (movement type 101)', 'Order settlement to the material or a cost object (KO88)')
      + p('Variances are calculated in KKS2 before settlement at period end.'),
  },
  {
    folder: PM, by: G, daysAgo: 25, tags: ['SAP', 'Finance', 'SAP FICO'],
    title: 'Record to report: month-end closing checklist',
    description: 'The usual order of closing activities in SAP FI/CO.',
    body: ol('Open the new posting period (OB52) and close the old one for subledgers', 'Post accruals and recurring entries (F.14)', 'Depreciation run (AFAB)', 'GR/IR regrouping (F.19) and foreign currency valuation (FAGL_FCV)', 'Assessments and distributions in CO (KSU5, KSV5), order settlement (KO8G)', 'Balance carryforward at year end (FAGLGVTR)', 'Financial statements (F.01 or the S/4HANA apps)')
      + p('Keep the sequence in a closing cockpit task list so every month runs the same way.'),
  },
  // ---------------------------------------------------------------- Oracle Financials
  {
    folder: ORA, by: V, daysAgo: 37, tags: ['Oracle', 'Finance', 'Oracle Financials'],
    title: 'Oracle General Ledger: ledger, chart of accounts, calendar, currency',
    description: 'The four Cs that define a primary ledger in Oracle Financials.',
    body: p('A ledger in Oracle General Ledger is defined by its chart of accounts, accounting calendar, functional currency and accounting method (the four Cs).',
      'The chart of accounts is a key flexfield with segments such as company, cost center, account and intercompany; segment qualifiers mark the balancing segment and the natural account.',
      'Legal entities and balancing segment values are assigned to the ledger; secondary ledgers and reporting currencies give other views of the same transactions.'),
  },
  {
    folder: ORA, by: F, daysAgo: 34, tags: ['Oracle', 'Finance', 'Oracle Financials'],
    title: 'Oracle Payables invoice to payment',
    description: 'Invoice entry, validation, holds, approval and payment process requests.',
    body: p('Invoices are entered manually, imported through the open interface, or created from purchase orders with two, three or four way matching.',
      'Invoice validation checks matching tolerances and applies holds (for example a price hold when the invoice price exceeds the purchase order price). Released and approved invoices are accounted by Create Accounting.',
      'Payments are made in a payment process request that selects invoices by due date, builds payments and formats the bank file.'),
  },
  {
    folder: ORA, by: C, daysAgo: 30, tags: ['Oracle', 'Finance', 'Oracle Financials'],
    title: 'Oracle Receivables: transactions, receipts and AutoInvoice',
    description: 'Creating invoices, importing them with AutoInvoice and applying cash receipts.',
    body: p('Receivables transactions (invoices, credit memos, debit memos) use transaction types that decide whether they post to GL and affect open receivables.',
      'AutoInvoice imports billing lines from other systems through the interface tables and validates them against grouping and line ordering rules.',
      'Receipts are entered manually or by lockbox and applied to transactions; AutoCash rules apply them automatically when the customer is known.'),
  },
  {
    folder: ORA, by: A, daysAgo: 23, tags: ['Oracle', 'Finance', 'Oracle Financials'],
    title: 'Subledger Accounting (SLA) rules in Oracle',
    description: 'How subledger transactions become journal entries and how to customise them.',
    body: p('Subledger Accounting creates journal entries for Payables, Receivables, Assets and other subledgers from accounting event classes and types.',
      'Journal line definitions, account derivation rules and journal entry descriptions make up an application accounting definition, grouped in a subledger accounting method assigned to the ledger.',
      'Copy the seeded definition before changing it, and validate it; Create Accounting then uses the new rules.'),
  },
  {
    folder: ORA, by: G, daysAgo: 19, tags: ['Oracle', 'Finance', 'Oracle Financials'],
    title: 'Period close in Oracle Financials',
    description: 'The order in which Oracle modules close and the checks at each step.',
    body: ol('Close Payables: validate invoices, run Create Accounting, sweep or resolve unaccounted transactions, run the period close exceptions report', 'Close Receivables: post receipts, run Create Accounting', 'Run depreciation in Assets and create accounting', 'Transfer to General Ledger and post journals', 'Revalue and translate foreign currency balances', 'Close the GL period and open the next one'),
  },
  {
    folder: ORA, by: V, daysAgo: 11, tags: ['Oracle', 'Finance', 'Oracle Financials'],
    title: 'Oracle Assets: asset books, categories and depreciation',
    description: 'Corporate and tax books, asset categories and running depreciation in Oracle Assets.',
    body: p('Every asset belongs to a corporate book, which posts to the general ledger, and can be copied to tax books with other depreciation rules by Initial Mass Copy and Periodic Mass Copy.',
      'The asset category supplies the default accounts, depreciation method, life and prorate convention when an asset is added, manually or from Payables through Create Mass Additions.',
      'Run Depreciation closes the period of the book; run it after all additions, adjustments and retirements of the period, then Create Accounting and transfer to General Ledger.'),
  },
  // ---------------------------------------------------------------- S/4HANA migration
  {
    folder: S4, by: V, daysAgo: 36, tags: ['SAP', 'Technical', 'SAP FICO'],
    title: 'Brownfield, greenfield or selective data transition',
    description: 'The three ways to move from ECC to S/4HANA and when each fits.',
    body: p('A brownfield system conversion converts the existing ECC system in place: configuration, custom code and history are kept. It fits when the processes are still good.',
      'A greenfield implementation starts a new S/4HANA system with new processes and migrates master data and open items. It fits when the processes need redesign.',
      'Selective data transition (shell conversion, mix and match) moves chosen company codes or years into a new system and needs specialised tools.'),
  },
  {
    folder: S4, by: F, daysAgo: 31, tags: ['SAP', 'Technical', 'SAP FICO'],
    title: 'Business Partner and customer-vendor integration (CVI)',
    description: 'Why every customer and vendor must become a business partner before conversion.',
    body: p('In S/4HANA the business partner is the single point of entry for customers and vendors; transactions XD01 and XK01 redirect to BP.',
      'Before a system conversion, synchronise every customer and vendor to a business partner with the CVI cockpit (MDS_LOAD_COCKPIT). Map account groups to BP groupings and roles, and number ranges, in customizing.',
      'Typical errors are missing tax number categories, inconsistent postal codes and industries without a mapping; fix the data and run the synchronisation again.'),
  },
  {
    folder: S4, by: C, daysAgo: 27, tags: ['SAP', 'Technical', 'SAP FICO'],
    title: 'Simplification items and the readiness check',
    description: 'Finding what must change in the ECC system before conversion.',
    body: p('The simplification list names the functions that change or disappear in S/4HANA. The readiness check analyses the ECC system and reports the relevant simplification items, custom code impact, add-ons and data volumes.',
      'Simplification item checks (SI checks, report /SDF/RC_START_CHECK) must pass before Software Update Manager starts the conversion.',
      'Custom code is checked with the ABAP Test Cockpit against the S/4HANA check variant.'),
  },
  {
    folder: S4, by: G, daysAgo: 20, tags: ['SAP', 'Finance', 'SAP FICO'],
    title: 'Universal Journal (ACDOCA) in S/4HANA Finance',
    description: 'One line item table for FI, CO, asset accounting and material ledger.',
    body: p('The universal journal stores every financial line item in table ACDOCA: general ledger, controlling, asset accounting and material ledger postings in one place.',
      'Cost elements become G/L accounts of type primary or secondary cost; reconciliation between FI and CO is no longer needed.',
      'Old totals tables and index tables are replaced by compatibility views, so reports reading them keep working.'),
  },
  {
    folder: S4, by: A, daysAgo: 15, tags: ['SAP', 'Technical', 'SAP MM'],
    title: 'Data migration with the Migration Cockpit (LTMC / Migrate Your Data)',
    description: 'Migration objects, staging tables and the simulation before loading.',
    body: p('The S/4HANA Migration Cockpit loads master data and open items with predefined migration objects (customers, suppliers, materials, open AP and AR items, fixed assets).',
      'Data is provided in templates or staging tables, then the cockpit validates it, lets you map values (for example old plant codes to new ones), simulates the load and finally posts it.',
      'Run at least two test migrations with production-like data and reconcile record counts and balances after each one.'),
  },
  // ---------------------------------------------------------------- Interview questions
  {
    folder: IQ, by: L, daysAgo: 33, tags: ['SAP', 'Finance', 'SAP FICO'],
    title: 'SAP FICO interview questions: organisational structure',
    description: 'Company, company code, business area, controlling area and how to answer questions about them.',
    body: p('Question: what is the difference between a company and a company code? Answer: the company is the unit for consolidation and can hold several company codes; the company code is the smallest unit with a complete balance sheet.',
      'Question: can one company code be assigned to two controlling areas? Answer: no, a company code belongs to exactly one controlling area, but one controlling area can hold several company codes.',
      'Question: what is a fiscal year variant? Answer: it defines the number of posting periods and special periods and how dates map to periods.'),
  },
  {
    folder: IQ, by: V, daysAgo: 29, tags: ['SAP', 'Supply Chain', 'SAP MM'],
    title: 'SAP MM interview questions: movement types and valuation',
    description: 'Movement types 101, 122, 201, 261, 311, 561 and price control S vs. V.',
    body: p('Question: what are movement types 101 and 122? Answer: 101 is a goods receipt for a purchase order, 122 is a return delivery to the vendor.',
      'Question: what is the difference between standard price (S) and moving average price (V)? Answer: with standard price the inventory value stays fixed and differences go to a price difference account; with moving average price the price is recalculated with each receipt.',
      'Question: what is movement type 561? Answer: initial entry of stock balances, used in data migration.'),
  },
  {
    folder: IQ, by: F, daysAgo: 26, tags: ['SAP', 'Supply Chain', 'SAP SD'],
    title: 'SAP SD interview questions: item categories and schedule lines',
    description: 'How item category determination works and what schedule line categories control.',
    body: p('Question: how is the item category determined? Answer: from the sales document type, the item category group of the material, the usage and the higher-level item category (VOV4).',
      'Question: what does the schedule line category control? Answer: whether the line is relevant for delivery, the movement type for goods issue and whether an availability check or requirements transfer happens.',
      'Question: what is the difference between TAN and TAB? Answer: TAN is a standard item delivered from stock; TAB is a third-party item delivered by a vendor directly to the customer.'),
  },
  {
    folder: IQ, by: C, daysAgo: 17, tags: ['SAP', 'Supply Chain', 'SAP PP'],
    title: 'SAP PP interview questions: MRP and production orders',
    description: 'Typical questions on MRP types, lot sizes and order confirmation.',
    body: p('Question: what is the difference between a planned order and a production order? Answer: a planned order is an MRP proposal that can be changed or deleted by the next run; a production order is a firm order for execution and costing.',
      'Question: what is backflushing? Answer: components are issued automatically at confirmation instead of by a separate goods issue.',
      'Question: which lot size procedures do you know? Answer: lot-for-lot (EX), fixed lot size (FX), periodic lot sizes such as weekly (WB), and optimum lot sizing procedures.'),
  },
  {
    folder: IQ, by: G, daysAgo: 14, tags: ['Oracle', 'Finance', 'Oracle Financials'],
    title: 'Oracle Financials interview questions',
    description: 'Ledgers, multi-org, holds and subledger accounting in questions and answers.',
    body: p('Question: what is multi-org in Oracle E-Business Suite? Answer: one installation supports several operating units whose data is separated by security profiles (MO: Security Profile).',
      'Question: what is a hold in Payables? Answer: a hold stops payment of an invoice until it is released, either by the system (matching, variance) or manually.',
      'Question: what are the four Cs of a ledger? Answer: chart of accounts, calendar, currency and accounting method.'),
  },
  {
    folder: IQ, by: A, daysAgo: 9, tags: ['SAP', 'Technical', 'SAP FICO'],
    title: 'S/4HANA interview questions for finance consultants',
    description: 'Universal journal, business partner, new asset accounting and Fiori.',
    body: p('Question: what is ACDOCA? Answer: the universal journal table that stores all financial line items of FI, CO, asset accounting and material ledger.',
      'Question: why must customers and vendors be converted to business partners? Answer: in S/4HANA the business partner is mandatory; customer-vendor integration keeps the customer and vendor records in sync with it.',
      'Question: what changed in asset accounting? Answer: new asset accounting is mandatory, with parallel valuation in ledgers or accounts and postings in real time.'),
  },
  {
    folder: IQ, by: V, daysAgo: 6, tags: ['SAP', 'Analytics', 'SAP FICO'],
    title: 'Behavioural interview questions for ERP consultants',
    description: 'Questions about projects, users and conflicts, with the STAR method.',
    body: p('Question: tell us about a difficult go-live. Answer with the STAR method: situation, task, action and result, naming your own actions and a measurable result.',
      'Question: how do you handle a key user who resists the new process? Answer: listen for the reason, show the benefit in their own daily work, involve them in testing and training.',
      'Question: how do you document a configuration decision? Answer: in the functional specification or configuration workbook, with the requirement, the option chosen and why.'),
  },
  // ---------------------------------------------------------------- Trainer notes (staff only)
  {
    folder: TN, by: E, daysAgo: 25, tags: ['SAP', 'Finance', 'SAP FICO'],
    title: 'Common mistakes in the F110 lab exercise',
    description: 'What trainers check first when a learner reports an empty payment proposal.',
    body: p('Most learners forget to set the payment method in the vendor master or to enter the paying company code in the parameters.',
      'Check that the invoice due date lies before the next payment run date, and that the house bank has available amounts in FBZP.',
      'Do not give the answer directly: ask the learner to open the proposal log and read the exceptions list.'),
  },
  {
    folder: TN, by: E, daysAgo: 12, tags: ['SAP', 'Supply Chain', 'SAP MM'],
    title: 'Grading guide for the procure-to-pay assignment',
    description: 'How to grade the P2P assignment consistently across mentors.',
    body: p('Full marks need the complete document chain: requisition, purchase order, goods receipt, invoice and payment, with screenshots of the document flow.',
      'Deduct marks when the invoice was posted without reference to the purchase order or when the GR/IR account was not explained.',
      'Return the assignment with a comment naming the missing step rather than rejecting it.'),
  },
  {
    folder: TN, by: E, daysAgo: 4, tags: ['SAP', 'Technical', 'SAP FICO'],
    title: 'Escalation path for training system outages',
    description: 'Who to call when the shared SAP training instance is down during a batch.',
    body: p('Post a notice in the batch announcement first, then open a support ticket of category Technical with the instance name and the time it stopped.',
      'If the outage lasts longer than an hour during a live session, switch to the recorded walkthrough of the same lesson and reschedule the lab.'),
  },
  // ---------------------------------------------------------------- in review
  {
    folder: FI, by: L, daysAgo: 2, status: 'pending', tags: ['SAP', 'Finance', 'SAP FICO'],
    title: 'Bank reconciliation with the electronic bank statement (FF_5)',
    description: 'Importing MT940 statements and the posting rules that clear open items.',
    body: p('The electronic bank statement imports MT940 or CAMT.053 files with FF_5 (or the Fiori app Manage Bank Statements).',
      'External transaction codes from the bank are mapped to posting rules that post to the bank sub-accounts and clear customer or vendor items using the interpretation algorithms.',
      'Items that cannot be cleared are post-processed in FEBAN.'),
  },
  {
    folder: LOG, by: F, daysAgo: 1, status: 'pending', tags: ['SAP', 'Supply Chain', 'SAP SD'],
    title: 'Availability check (ATP) in sales orders',
    description: 'Checking group, scope of check and replenishment lead time.',
    body: p('The availability check confirms order quantities against stock and planned receipts. The checking group in the material master and the checking rule of the transaction define the scope of check.',
      'With replenishment lead time considered, quantities are confirmed after the lead time even without receipts. In S/4HANA advanced ATP adds product allocation and back order processing.'),
  },
  {
    folder: IQ, by: C, daysAgo: 3, status: 'changes', comment: 'Please add the answer about tolerance groups and check the spelling of the transaction codes.', tags: ['SAP', 'Finance', 'SAP FICO'],
    title: 'SAP FI interview questions: tolerance groups and posting periods',
    description: 'Questions about employee tolerance groups and opening posting periods.',
    body: p('Question: how do you open a posting period? Answer: in OB52 for the posting period variant, per account type.',
      'Question: what are tolerance groups? Answer: to be completed.'),
  },
  {
    folder: ORA, by: G, daysAgo: 5, status: 'rejected', comment: 'This is copied from the vendor documentation without a source; please write it in your own words.', tags: ['Oracle', 'Finance', 'Oracle Financials'],
    title: 'Oracle Fusion cash management overview',
    description: 'Bank accounts, reconciliation and cash positioning in Oracle Fusion.',
    body: p('Oracle Fusion Cash Management manages bank accounts, reconciles bank statements automatically or manually, and forecasts cash positions.'),
  },
];
