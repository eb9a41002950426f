import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

export type CertificatePdfInput = {
  brand: string;
  holderName: string;
  courseName: string;
  issuedOn: Date;
  publicId: string;
  verifyUrl: string;
  revoked: boolean;
};

/** The certificate as a one-page landscape A4 PDF: holder, course, date, QR code and the verification address. */
export async function renderCertificatePdf(c: CertificatePdfInput): Promise<Buffer> {
  const qr = await QRCode.toBuffer(c.verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 50, info: { Title: `Certificate - ${c.courseName}`, Author: c.brand, Subject: c.holderName } });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = doc.page.width;
  const h = doc.page.height;
  doc.lineWidth(3).strokeColor('#1c4e80').rect(25, 25, w - 50, h - 50).stroke();
  doc.lineWidth(1).strokeColor('#7fa7d1').rect(35, 35, w - 70, h - 70).stroke();
  doc.fillColor('#1c4e80').font('Helvetica-Bold').fontSize(16).text(c.brand.toUpperCase(), 0, 70, { align: 'center', width: w, characterSpacing: 2 });
  doc.fillColor('#222').font('Helvetica-Bold').fontSize(34).text('Certificate of Completion', 0, 115, { align: 'center', width: w });
  doc.font('Helvetica').fontSize(14).fillColor('#444').text('This certifies that', 0, 180, { align: 'center', width: w });
  doc.font('Helvetica-Bold').fontSize(28).fillColor('#111').text(c.holderName, 60, 210, { align: 'center', width: w - 120 });
  doc.font('Helvetica').fontSize(14).fillColor('#444').text('has successfully completed the course', 0, 260, { align: 'center', width: w });
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#1c4e80').text(c.courseName, 60, 288, { align: 'center', width: w - 120 });
  const date = c.issuedOn.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  doc.font('Helvetica').fontSize(12).fillColor('#333').text(`Issued on ${date}`, 70, h - 150);
  doc.text(`Certificate ID: ${c.publicId}`, 70, h - 132);
  doc.fontSize(10).fillColor('#1c4e80').text(`Verify at: ${c.verifyUrl}`, 70, h - 114, { width: w - 330, link: c.verifyUrl, underline: true });
  doc.image(qr, w - 200, h - 210, { width: 130, height: 130 });
  if (c.revoked) {
    doc.save().rotate(-20, { origin: [w / 2, h / 2] }).font('Helvetica-Bold').fontSize(90).fillColor('#c0392b').opacity(0.25).text('REVOKED', 0, h / 2 - 50, { align: 'center', width: w }).restore();
  }
  doc.end();
  return done;
}
