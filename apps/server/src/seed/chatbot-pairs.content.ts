import type { PairBody } from '@app/contracts/chatbot';

type Pair = Pick<PairBody, 'Questions' | 'Answer'> & { Links?: PairBody['Links'] };

const help = (label: string, url: string) => ({ Label: label, Url: url });
const forum = help('Ask in the forum', '/Forum');

/** Thirty answers the academy's mentors trained the bot with: real questions of SAP and Oracle learners. */
export const trainedPairs: Pair[] = [
  // ---------------------------------------------------------------- SAP FI
  {
    Questions: ['How do I run the automatic payment program F110?', 'What are the steps of a payment run in SAP?', 'How to pay vendors automatically in SAP FI?'],
    Answer: 'In F110 enter a run date and an identification, maintain the parameters (company codes, payment methods, next posting date, vendor range), save, schedule the proposal, review and edit it, then schedule the payment run and print the payment medium. The configuration behind it is in FBZP: all company codes, paying company codes, payment methods per country and company code, and bank determination.',
    Links: [help('SAP Help: Automatic Payment Program', 'https://help.sap.com/docs/SAP_S4HANA_ON-PREMISE'), forum],
  },
  {
    Questions: ['Why does the F110 proposal show no open items?', 'Payment proposal is empty, what is missing?', 'No valid payment procedure for item in F110'],
    Answer: 'An empty proposal usually means the payment method is not allowed for the vendor (vendor master, company code data, payment transactions) or is not set up for the paying company code in FBZP, the bank determination has no house bank and account, the item is not yet due on the next posting date, or the line item carries a payment block. The proposal log and exception list name the reason per item.',
  },
  {
    Questions: ['What is the GR/IR clearing account?', 'Why does the GR/IR account keep a balance after MIGO and MIRO?', 'How do I clear the GR/IR account with MR11?'],
    Answer: 'The GR/IR (goods received / invoice received) clearing account is credited at goods receipt and debited at invoice receipt, so it nets to zero when quantity and price agree. A remaining balance comes from quantity differences or invoices not yet received; price differences within tolerance go to the material or a price difference account. Old differences are cleared with MR11 (GR/IR account maintenance) and the open balance is regrouped at period end with F.19 or FAGLF101.',
    Links: [forum],
  },
  {
    Questions: ['What is document splitting in new GL?', 'Why do we activate document splitting in SAP?', 'How does document splitting work for profit center balance sheets?'],
    Answer: 'Document splitting divides the line items of a document by characteristics such as profit center, segment or business area, so that a complete balance sheet can be drawn up per characteristic. It is set up with a splitting method, item categories for the G/L accounts, business transaction variants per document type, and zero-balance clearing accounts; it should be activated before go-live because activating it later needs a migration.',
  },
  {
    Questions: ['What are the period-end closing activities in SAP FI?', 'What is the month-end close checklist in SAP?', 'Which steps does year-end closing in SAP need?'],
    Answer: 'A typical month-end close opens the next posting period (OB52), posts accruals and recurring entries (F.14), runs depreciation (AFAB), revalues foreign currency open items (FAGL_FCV), regroups receivables and payables (FAGLF101), settles internal orders and assessments in CO, and reconciles FI with CO. At year end add balance carryforward (FAGLGVTR), asset fiscal year change (AJRW) and year-end closing of assets (AJAB).',
  },
  {
    Questions: ['How do I configure dunning in SAP?', 'What is a dunning procedure?', 'How does the dunning run F150 work?'],
    Answer: 'A dunning procedure (FBMP) defines the dunning interval, the number of dunning levels, days in arrears per level, charges, minimum amounts and the forms used. The procedure is entered in the customer master (company code data, correspondence). The dunning run in F150 selects overdue items, proposes dunning levels, and prints the notices once the proposal is checked.',
  },
  {
    Questions: ['How does asset depreciation run in SAP?', 'What is a depreciation area in asset accounting?', 'How do I post depreciation with AFAB?'],
    Answer: 'Each chart of depreciation holds depreciation areas, for example book depreciation posting to the G/L in real time and tax depreciation kept only for reporting. Depreciation keys on the asset master define the method and useful life. The depreciation run AFAB posts planned depreciation for a period; run it in test mode first and check the log.',
  },
  {
    Questions: ['How do I set up GST in SAP for India?', 'What is the tax procedure TAXINN?', 'How are CGST, SGST and IGST configured?'],
    Answer: 'For India GST, SAP uses the condition-based tax procedure TAXINN: condition types for CGST, SGST/UTGST and IGST, with access sequences reading the region of supply and receipt, the material or service (HSN/SAC code) and the business place. Tax codes are created in FTXP, G/L accounts assigned in OB40, and the business place and section code are maintained for each GSTIN.',
  },
  {
    Questions: ['What is the electronic bank statement?', 'How do I upload a bank statement with FF_5?', 'How does automatic bank reconciliation work in SAP?'],
    Answer: 'The electronic bank statement (EBS) imports the bank file (MT940, BAI2, CAMT.053) with FF_5 or FEBAN. Transaction types map external bank codes to posting rules, which post to the bank main and clearing accounts and search the note to payee for document or invoice numbers to clear open items. Items left over are worked in FEBAN.',
  },
  // ---------------------------------------------------------------- SAP CO
  {
    Questions: ['What is the difference between a cost center and a profit center?', 'Cost center vs profit center in SAP CO', 'When should I use a profit center instead of a cost center?'],
    Answer: 'A cost center collects costs of a department or function where they arise (cost center accounting, CO-OM) and is planned and controlled on costs only. A profit center is a management unit of the business measured on revenue and profit (profit center accounting, now part of the universal journal), usually one per product line, region or plant. Every cost center is assigned to a profit center.',
  },
  {
    Questions: ['How is a standard cost estimate created in SAP?', 'How do I run CK11N and CK24?', 'How does product costing calculate the standard price?'],
    Answer: 'A standard cost estimate (CK11N for one material, CK40N for many) explodes the BOM and routing, values materials with the valuation variant and activities with planned activity prices, and adds overhead through the costing sheet. The result is marked and released with CK24, which writes it as the standard price in the material master for the period.',
  },
  {
    Questions: ['What is CO-PA profitability analysis?', 'What is the difference between costing-based and account-based CO-PA?', 'What is margin analysis in S/4HANA?'],
    Answer: 'Profitability analysis (CO-PA) reports contribution margins by market segment: customer, product, region, sales organisation and other characteristics. Costing-based CO-PA keeps its own value fields and can show margins before FI postings; account-based CO-PA reconciles with FI through cost elements. In S/4HANA account-based CO-PA, called margin analysis, is written into the universal journal.',
  },
  {
    Questions: ['How do internal orders work in SAP CO?', 'What is an internal order used for?', 'How do I settle an internal order with KO88?'],
    Answer: 'Internal orders collect costs of a short-term measure such as a trade fair, a repair or a marketing campaign. Costs are posted to the order, budgets can be checked through availability control, and at period end the order is settled with KO88 (or KO8G collectively) to cost centers, assets or G/L accounts according to its settlement rule.',
  },
  // ---------------------------------------------------------------- SAP MM
  {
    Questions: ['What is the procure to pay cycle in SAP?', 'Explain the P2P process in SAP MM', 'Which transactions make up procure to pay?'],
    Answer: 'Procure to pay runs: purchase requisition (ME51N), request for quotation and quotation where needed, purchase order (ME21N), goods receipt (MIGO, movement type 101), invoice verification (MIRO) and the vendor payment (F110 or F-53). Goods receipt and invoice meet on the GR/IR clearing account; the three-way match compares the order, the receipt and the invoice.',
  },
  {
    Questions: ['How do I configure a release strategy for purchase orders?', 'How does PO approval work in SAP MM?', 'What are release codes and release groups?'],
    Answer: 'A release strategy with classification uses characteristics of the purchase order (such as net value, purchasing group, document type) in a class of class type 032. In configuration you define release groups, release codes, release indicators, and the release strategies with their conditions and sequence. Approvers release the PO in ME29N or ME28; until fully released it cannot be output.',
  },
  {
    Questions: ['What are the common movement types in inventory management?', 'What is movement type 101?', 'Which movement type is used for a goods issue to a cost center?'],
    Answer: 'Common movement types: 101 goods receipt for a purchase order, 102 its reversal, 122 return delivery to the vendor, 201 goods issue to a cost center, 261 goods issue to a production order, 301 transfer between plants, 311 transfer between storage locations, 551 scrapping, 561 initial stock entry and 601 goods issue for a delivery.',
  },
  {
    Questions: ['What is split valuation in SAP MM?', 'How do I value the same material at different prices by batch?', 'What is a valuation category and valuation type?'],
    Answer: 'Split valuation lets one material carry several valuated stocks with their own prices, for example by origin (domestic, imported), by procurement type (in-house, external) or by batch. The valuation category is set in the material master, and each valuation type is a sub-stock with its own accounting view and price.',
  },
  {
    Questions: ['How does invoice verification with MIRO work?', 'What is logistics invoice verification?', 'How are price variances handled in MIRO?'],
    Answer: 'In MIRO the invoice is entered with reference to the purchase order or delivery note; SAP proposes quantities and amounts from the goods receipts and checks them against tolerance limits. Within tolerance the invoice is posted, debiting GR/IR and crediting the vendor; beyond tolerance it is blocked for payment and released with MRBR.',
  },
  // ---------------------------------------------------------------- SAP SD
  {
    Questions: ['What is the order to cash process in SAP SD?', 'Explain O2C in SAP', 'Which documents are created in order to cash?'],
    Answer: 'Order to cash runs: inquiry and quotation where needed, sales order (VA01), outbound delivery (VL01N), picking and post goods issue (movement type 601), billing (VF01) which posts the customer invoice to FI, and the incoming payment (F-28). The document flow links each step, and credit management can block the order or delivery.',
  },
  {
    Questions: ['How does the pricing procedure work in SAP SD?', 'What is condition technique in pricing?', 'How is the pricing procedure determined?'],
    Answer: 'SD pricing uses the condition technique: condition types (prices, discounts, surcharges, taxes) are read through access sequences from condition tables holding the condition records. The pricing procedure lists the condition types in order with subtotals and requirements; it is determined from the sales area, the document pricing procedure of the order type and the customer pricing procedure.',
  },
  {
    Questions: ['How does the availability check work in sales orders?', 'What is ATP in SAP SD?', 'What is the checking group and checking rule?'],
    Answer: 'The availability check (ATP) confirms order quantities from stock and planned receipts. The checking group in the material master and the checking rule of the transaction together define the scope of check: which stocks, receipts and issues count, and whether the replenishment lead time is included. In S/4HANA advanced ATP adds product allocation and backorder processing.',
  },
  {
    Questions: ['How is a billing document created in SAP SD?', 'How does VF01 create invoices?', 'What is copy control between delivery and billing?'],
    Answer: 'Billing documents are created with VF01 for one document or VF04 from the billing due list. Copy control (VTFL for delivery-related, VTFA for order-related billing) decides which item categories are billed and what data is copied. On saving, revenue account determination (VKOA) posts the invoice to the customer and revenue accounts in FI.',
  },
  // ---------------------------------------------------------------- S/4HANA
  {
    Questions: ['What is the universal journal in S/4HANA?', 'What is table ACDOCA?', 'Why were FI and CO merged in S/4HANA?'],
    Answer: 'The universal journal is table ACDOCA: one line item table for general ledger, controlling, asset accounting and material ledger postings. Cost elements became G/L accounts, FI and CO no longer need reconciliation, and reports read the single table instead of totals tables, so no aggregates are kept.',
  },
  {
    Questions: ['What is the business partner approach in S/4HANA?', 'Why are customers and vendors business partners?', 'What is customer vendor integration CVI?'],
    Answer: 'In S/4HANA customers and vendors are maintained as business partners (transaction BP): one partner with roles such as FI customer, customer, FI vendor and supplier. Customer vendor integration (CVI) keeps the classic customer and vendor tables in sync; a conversion to S/4HANA needs CVI and the business partners in place first.',
  },
  {
    Questions: ['What is the difference between greenfield and brownfield in S/4HANA?', 'What are the S/4HANA migration approaches?', 'What is a system conversion?'],
    Answer: 'Greenfield is a new implementation: processes redesigned and data migrated with the migration cockpit. Brownfield is a system conversion of an existing ECC system to S/4HANA, keeping configuration and history. A selective data transition (bluefield) moves chosen company codes or years into a new system shell.',
  },
  {
    Questions: ['What is SAP Activate methodology?', 'What are the phases of SAP Activate?', 'What is fit-to-standard?'],
    Answer: 'SAP Activate has six phases: discover, prepare, explore, realize, deploy and run. In the explore phase fit-to-standard workshops walk through SAP best practice processes with the business and record the gaps as delta requirements; realize configures and builds in sprints, and deploy covers cutover and go-live.',
  },
  {
    Questions: ['What is the migration cockpit in S/4HANA?', 'How do I load data with LTMC?', 'How are master data migrated into S/4HANA?'],
    Answer: 'The S/4HANA migration cockpit (LTMC, now the Fiori app Migrate Your Data) loads master and open-item data with predefined migration objects: fill the downloaded templates or connect a staging table, validate, map values, simulate and then migrate. Custom objects are built with the migration object modeler (LTMOM).',
  },
  // ---------------------------------------------------------------- Oracle
  {
    Questions: ['What is a chart of accounts in Oracle Fusion?', 'How is the accounting flexfield designed?', 'How many segments should an Oracle chart of accounts have?'],
    Answer: 'In Oracle Fusion the chart of accounts is the accounting key flexfield: segments such as company, cost center, natural account, product and intercompany, each with a value set. Design it with the segments reporting really needs, qualify the balancing and natural account segments, and link it to a ledger with a calendar and currency (the primary ledger).',
  },
  {
    Questions: ['What is subledger accounting in Oracle?', 'How does SLA create journal entries?', 'What are accounting methods in Oracle SLA?'],
    Answer: 'Subledger accounting (SLA) turns subledger transactions (payables invoices, receipts, asset additions) into journal entries through the accounting method: journal entry rule sets, account derivation rules and descriptions per event class. Create Accounting runs it, and the journals are transferred to the general ledger.',
  },
  {
    Questions: ['What is the procure to pay flow in Oracle Fusion?', 'How does the three-way match work in Oracle Payables?', 'How are supplier invoices matched to purchase orders in Oracle?'],
    Answer: 'In Oracle Fusion a requisition becomes a purchase order in Purchasing, the receipt is recorded in Receiving, and the supplier invoice is matched in Payables to the PO and receipt (three-way match) or to the PO alone (two-way). Matching holds stop payment when quantity or price is out of tolerance; payment is made with a payment process request.',
  },
];

/** Questions learners asked that the pairs above answer or not: the demo conversations and feedback. */
export const demoQuestions: { question: string; helpful?: boolean; daysAgo: number }[] = [
  { question: 'how do I run F110', helpful: true, daysAgo: 12 },
  { question: 'What is GR/IR and why does it keep a balance?', helpful: true, daysAgo: 10 },
  { question: 'Difference between cost center and profit center?', helpful: true, daysAgo: 9 },
  { question: 'which movement type for goods issue to cost center', helpful: true, daysAgo: 8 },
  { question: 'what is the universal journal', helpful: false, daysAgo: 7 },
  { question: 'How does pricing procedure determination work in SD?', helpful: true, daysAgo: 6 },
  { question: 'How do I configure the SAP Ariba guided buying catalog?', daysAgo: 5 },
  { question: 'Explain the order to cash process', helpful: true, daysAgo: 4 },
  { question: 'What salary does an SAP FICO fresher get in Pune?', daysAgo: 3 },
  { question: 'how do I run F110', helpful: true, daysAgo: 2 },
  { question: 'What are the phases of SAP Activate?', daysAgo: 1 },
];
