/**
 * The demo documents' files: a one-page PDF each (its title and summary, in the font the datasheet PDFs use),
 * written under the uploads folder once the demo rows are committed, so the document list downloads real files.
 */
import { createHash } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { uploadsRoot } from '../uploads/routes.ts';
import { DEMO_MARK } from './demo-data.ts';
import { demoDocuments } from './operation-demo-data.ts';

const require = createRequire(import.meta.url);
const FONT = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';

async function pdf(title: string, summary: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', info: { Title: title } });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('zh', require.resolve(FONT));
  doc.font('zh').fontSize(20).text(`${DEMO_MARK}${title}`);
  doc.moveDown().fontSize(12).text(summary);
  doc.moveDown().fontSize(10).fillColor('#888').text('演示文档，仅供平台功能展示。');
  doc.end();
  return done;
}

/** Where a demo document is stored: named as uploads are (a month folder, 32 hex digits), from its name. */
export function demoDocumentPath(file: string): string {
  return `/2026/01/${createHash('md5').update(`demo-document:${file}`).digest('hex')}.pdf`;
}

export async function writeDemoDocuments(config: Pick<Config, 'dataDir'>): Promise<void> {
  for (const doc of demoDocuments) {
    const path = join(uploadsRoot(config), demoDocumentPath(doc.file));
    await mkdir(join(path, '..'), { recursive: true });
    if (await stat(path).catch(() => null)) continue;
    await writeFile(path, await pdf(doc.title, doc.description));
  }
}
