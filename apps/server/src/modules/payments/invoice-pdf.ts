import PDFDocument from 'pdfkit';
import type { invoices } from './payments.tables.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/** Minor units as "INR 4,999.00" (the standard PDF fonts have no rupee sign). */
function money(minor: number, currency: string): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100).toLocaleString(currency === 'INR' ? 'en-IN' : 'en-US');
  return `${sign}${currency} ${whole}.${String(abs % 100).padStart(2, '0')}`;
}

const pct = (bp: number) => `${(bp / 100).toFixed(bp % 100 === 0 ? 0 : 2)}%`;

/**
 * An invoice or credit note as a one-page A4 PDF (pdfkit, as the certificates): seller and buyer, number and date,
 * the line with its SAC, the GST split exactly as stored when it was issued, and the total.
 */
export async function renderInvoicePdf(o: { brand: string; invoice: InvoiceRow; corrects: string | null }): Promise<Buffer> {
  const inv = o.invoice;
  const credit = inv.kind === 'credit_note';
  const title = credit ? 'Credit Note' : inv.taxMode === 'export' ? 'Invoice (export of services)' : 'Tax Invoice';
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${title} ${inv.number}`, Author: o.brand, Subject: inv.description } });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = doc.page.width;
  const left = 50;
  const right = w - 50;
  const seller = inv.seller;
  const buyer = inv.buyer;
  const date = inv.issuedOn.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

  doc.rect(0, 0, w, 8).fill('#1c4e80');
  doc.fillColor('#1c4e80').font('Helvetica-Bold').fontSize(20).text(title, left, 40);
  doc.fillColor('#222').font('Helvetica').fontSize(10);
  doc.text(`Number: ${inv.number}`, left, 70);
  doc.text(`Date: ${date}`, left, 84);
  doc.text(`Order: #${inv.orderId}`, left, 98);
  if (o.corrects) doc.text(`Against invoice: ${o.corrects}`, left, 112);

  doc.font('Helvetica-Bold').fontSize(11).text(seller.name ?? o.brand, 320, 40, { width: right - 320, align: 'right' });
  doc.font('Helvetica').fontSize(9).fillColor('#444').text(seller.address ?? '', 320, 56, { width: right - 320, align: 'right' });
  doc.text(`GSTIN: ${seller.gstin ?? ''}`, { width: right - 320, align: 'right' });

  const billY = 150;
  doc.moveTo(left, billY - 8).lineTo(right, billY - 8).strokeColor('#ccc').stroke();
  doc.fillColor('#1c4e80').font('Helvetica-Bold').fontSize(10).text('Billed to', left, billY);
  doc.fillColor('#222').font('Helvetica').fontSize(10).text(buyer.name ?? '', left, billY + 15);
  doc.fillColor('#444').fontSize(9).text(buyer.email ?? '', left, billY + 29);
  const place = inv.taxMode === 'export' ? 'Outside India (export of services, zero-rated)' : `State code ${buyer.state ?? seller.state ?? ''}`;
  doc.text(`Place of supply: ${place}`, left, billY + 42);

  // The line and its totals.
  const tY = 230;
  const cols = [left, 300, 370, 450];
  doc.rect(left, tY, right - left, 20).fill('#eef3f8');
  doc.fillColor('#1c4e80').font('Helvetica-Bold').fontSize(9);
  doc.text('Description', cols[0]! + 6, tY + 6);
  doc.text('SAC', cols[1]!, tY + 6);
  doc.text('Qty', cols[2]!, tY + 6);
  doc.text('Taxable value', cols[3]!, tY + 6, { width: right - cols[3]! - 6, align: 'right' });
  doc.fillColor('#222').font('Helvetica').fontSize(10);
  doc.text(inv.description, cols[0]! + 6, tY + 28, { width: cols[1]! - cols[0]! - 16 });
  doc.text(inv.hsnSac, cols[1]!, tY + 28);
  doc.text('1', cols[2]!, tY + 28);
  doc.text(money(inv.taxableAmount, inv.currency), cols[3]!, tY + 28, { width: right - cols[3]! - 6, align: 'right' });

  let y = Math.max(doc.y, tY + 44) + 16;
  doc.moveTo(300, y - 6).lineTo(right, y - 6).strokeColor('#ccc').stroke();
  const row = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 10).fillColor('#222');
    doc.text(label, 300, y);
    doc.text(value, 400, y, { width: right - 406, align: 'right' });
    y += bold ? 20 : 16;
  };
  row('Taxable value', money(inv.taxableAmount, inv.currency));
  if (inv.taxMode === 'intra') {
    row(`CGST ${pct(inv.taxRateBp / 2)}`, money(inv.cgst, inv.currency));
    row(`SGST ${pct(inv.taxRateBp / 2)}`, money(inv.sgst, inv.currency));
  } else if (inv.taxMode === 'inter') {
    row(`IGST ${pct(inv.taxRateBp)}`, money(inv.igst, inv.currency));
  } else {
    row('GST', 'Nil (export)');
  }
  doc.moveTo(300, y).lineTo(right, y).strokeColor('#1c4e80').stroke();
  y += 6;
  row(credit ? 'Total credited' : 'Total paid', money(inv.total, inv.currency), true);

  doc.fillColor('#666').font('Helvetica').fontSize(8);
  const foot = inv.taxMode === 'export'
    ? 'Supply meant for export under letter of undertaking without payment of integrated tax.'
    : 'Prices include GST. This is a computer-generated document and needs no signature.';
  doc.text(foot, left, doc.page.height - 90, { width: right - left, align: 'center' });
  doc.end();
  return done;
}
