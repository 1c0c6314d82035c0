/**
 * PDF datasheets made in the tests with pdfkit, laid out as makers lay theirs out: a title with the grade, a
 * property table with column heads (property, test method, unit, one value column per grade), film values as
 * `a/b*` with the footnote `* MD / TD`, and the maker's address line at the foot. Also the files the import must
 * refuse: one carrying JavaScript, one of 2,000 pages, one damaged.
 */
import PDFDocument from 'pdfkit';

function render(build: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, compress: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  build(doc);
  doc.end();
  return done;
}

export const MAKER_LINE = 'Example Polymers Ltd, 1 Harbour Road, Ningbo, China';

/** One table row: the name, method, unit, then one printed value per grade. */
export type PrintedRow = readonly [string, string, string, ...string[]];

/** A two-grade film sheet: the grades side by side, MD/TD pairs starred, the footnote under the table. */
export function makerSheet(grades: readonly string[], rows: readonly PrintedRow[]): Promise<Buffer> {
  return render((doc) => {
    doc.font('Helvetica-Bold').fontSize(24).text(grades.join(' / '), 50, 60);
    doc.font('Helvetica').fontSize(11).text('Linear low density polyethylene for blown film', 50, 100);
    const columns = [50, 250, 360, 430, 500];
    const head = ['Property', 'Test Method', 'Unit', ...grades];
    doc.font('Helvetica-Bold').fontSize(10);
    head.forEach((text, i) => {
      doc.text(text, columns[i] ?? 0, 160, { lineBreak: false });
    });
    doc.font('Helvetica').fontSize(10);
    rows.forEach((row, r) => {
      row.forEach((text, i) => {
        doc.text(text, columns[i] ?? 0, 180 + r * 16, { lineBreak: false });
      });
    });
    doc.text('* MD / TD', 50, 200 + rows.length * 16, { lineBreak: false });
    doc.text(
      '1. These are typical properties, not to be construed as specifications.',
      50,
      230 + rows.length * 16,
    );
    doc.fontSize(8).text(MAKER_LINE, 50, 760, { lineBreak: false });
  });
}

/** A sheet of prose only: no table the rules can read. */
export function proseSheet(): Promise<Buffer> {
  return render((doc) => {
    doc.fontSize(20).text('PX-900', 50, 60);
    doc
      .fontSize(11)
      .text(
        'PX-900 is a general purpose grade with good processability. Its melt index is about two grams per ten minutes and its density is moderate.',
        50,
        120,
        { width: 480 },
      );
    doc.fontSize(8).text(MAKER_LINE, 50, 760, { lineBreak: false });
  });
}

/** 2,000 pages of one line each. */
export function longPdf(pages = 2_000): Promise<Buffer> {
  return render((doc) => {
    for (let n = 1; n <= pages; n += 1) {
      if (n > 1) doc.addPage();
      doc.fontSize(10).text(`page ${n}`, 50, 50);
    }
  });
}

/** A well-formed one-page PDF whose document opens with a JavaScript action (written by hand: pdfkit has none). */
export function pdfWithJavaScript(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    "<< /S /JavaScript /JS (app.alert('datasheet');) >>",
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF's header and then noise: what a file damaged in transit or renamed looks like to a reader. */
export function damagedPdf(): Buffer {
  const noise = Buffer.alloc(64 * 1024);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919 + 13) % 251;
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), noise]);
}
