/**
 * The retrieval quality set: questions as learners write them (not the trained wording), each with the source that
 * should answer it: the first question of a seeded trained pair, or null when nothing seeded answers it and the bot
 * must decline.
 */
export const qualityQuestions: { q: string; expect: string | null }[] = [
  // SAP FI
  { q: 'steps to execute a payment run for vendors', expect: 'How do I run the automatic payment program F110?' },
  { q: 'F110 proposal is empty even though the invoice is due', expect: 'Why does the F110 proposal show no open items?' },
  { q: 'why is there still a balance on GR/IR after goods receipt and invoice', expect: 'What is the GR/IR clearing account?' },
  { q: 'what does document splitting do in the new general ledger', expect: 'What is document splitting in new GL?' },
  { q: 'month end closing checklist for finance in SAP', expect: 'What are the period-end closing activities in SAP FI?' },
  { q: 'how do I send dunning letters to customers with overdue invoices', expect: 'How do I configure dunning in SAP?' },
  { q: 'how do I post depreciation for fixed assets', expect: 'How does asset depreciation run in SAP?' },
  { q: 'GST setup with CGST SGST IGST condition types', expect: 'How do I set up GST in SAP for India?' },
  { q: 'how to import MT940 bank statements and reconcile automatically', expect: 'What is the electronic bank statement?' },
  // SAP CO
  { q: 'cost centre versus profit centre, what is the difference', expect: 'What is the difference between a cost center and a profit center?' },
  { q: 'how is the standard price of a finished good calculated with CK11N', expect: 'How is a standard cost estimate created in SAP?' },
  // SAP MM
  { q: 'explain purchase to pay in SAP MM', expect: 'What is the procure to pay cycle in SAP?' },
  { q: 'purchase order approval workflow with release codes', expect: 'How do I configure a release strategy for purchase orders?' },
  { q: 'which movement type is used for goods issue to a cost center?', expect: 'What are the common movement types in inventory management?' },
  { q: 'MIRO invoice blocked because of price variance', expect: 'How does invoice verification with MIRO work?' },
  // SAP SD
  { q: 'what documents are created from sales order to payment', expect: 'What is the order to cash process in SAP SD?' },
  { q: 'how is the pricing procedure determined for a sales order', expect: 'How does the pricing procedure work in SAP SD?' },
  { q: 'ATP check confirmed quantity in sales order', expect: 'How does the availability check work in sales orders?' },
  // S/4HANA
  { q: 'what is ACDOCA', expect: 'What is the universal journal in S/4HANA?' },
  { q: 'why do we maintain customers as business partners in BP', expect: 'What is the business partner approach in S/4HANA?' },
  { q: 'greenfield or brownfield conversion to S/4HANA', expect: 'What is the difference between greenfield and brownfield in S/4HANA?' },
  { q: 'what happens in the explore phase of Activate', expect: 'What is SAP Activate methodology?' },
  { q: 'how do I load vendor master data with the migration cockpit', expect: 'What is the migration cockpit in S/4HANA?' },
  // Oracle
  { q: 'designing segments of the Oracle Fusion chart of accounts', expect: 'What is a chart of accounts in Oracle Fusion?' },
  { q: 'how does Oracle SLA turn payables invoices into journals', expect: 'What is subledger accounting in Oracle?' },
  { q: 'three way match of supplier invoices in Oracle Payables', expect: 'What is the procure to pay flow in Oracle Fusion?' },
  // Approved knowledge repository items (no trained pair covers them).
  { q: 'how does automatic account determination OBYC work for goods receipts', expect: 'Automatic account determination in MM (OBYC)' },
  { q: 'which planning parameters does the MRP run MD01N use', expect: 'MRP run in SAP PP: MD01N and planning parameters' },
  { q: 'difference between a simple and an automatic credit check', expect: 'Credit management: simple and automatic credit checks' },
  { q: 'how does AutoInvoice import transactions in Oracle Receivables', expect: 'Oracle Receivables: transactions, receipts and AutoInvoice' },
  { q: 'what are simplification items and the readiness check', expect: 'Simplification items and the readiness check' },
  { q: 'revaluing open items in foreign currency at month end', expect: 'Foreign currency valuation at month end (FAGL_FCV)' },
  // Not answerable from what is seeded: the bot must decline.
  { q: 'Who won the cricket world cup in 2011?', expect: null },
  { q: 'What is the weather in Mumbai tomorrow?', expect: null },
  { q: 'Can you recommend a good laptop for programming?', expect: null },
  { q: 'How do I bake sourdough bread at home?', expect: null },
  { q: 'What salary does an SAP fresher get in Pune?', expect: null },
  { q: 'How do I configure SuccessFactors Employee Central time off?', expect: null },
  { q: 'Write a poem about spring', expect: null },
  { q: 'How do I reset my Windows password?', expect: null },
];
