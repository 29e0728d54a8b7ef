import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatCalendarDate, formatInstant, type Language, type Report } from '@toolyard/shared';
import { translate } from '../lib/translate.js';
import { asBuffer } from '../lib/as-buffer.js';
import { breakLongWords } from './break-long-words.js';
import type { ReportDamageSection } from './render-damage-section.js';
import { renderDamageSection } from './render-damage-section.js';

// DejaVu Sans covers every letter of our five languages (ş, ğ, ë, č, ć, đ …); PDF's built-in
// Helvetica does not. It ships as an npm package, so nothing depends on the host's fonts.
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 56;

/** Everything the document shows; plain data, so it can be handed to a worker thread. */
export type ReportPdfInput = {
  /** The report as the API answers it, with its organization's time zone for the times. */
  report: Report & { organizationTimeZone: string };
  language: Language;
  /** The organization's logo, a PNG we stored (decision 0066); null for none. */
  logo: Uint8Array | null;
  /** Damage reported at the site on the report's day; absent or empty for none. */
  damage?: ReportDamageSection;
};

/** The daily report as a real document: organization, title, site, author, date, full text. */
export const renderReportPdf = ({
  report,
  language,
  logo,
  damage,
}: ReportPdfInput): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const t = (key: string, values?: Record<string, string | number>) =>
      translate(language, key, values);
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      info: {
        Title: report.title,
        Author: report.user ? `${report.user.firstName} ${report.user.lastName}` : '',
        Creator: 'Toolyard',
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.registerFont('regular', FONT_REGULAR);
    doc.registerFont('bold', FONT_BOLD);

    const top = doc.y;
    if (logo) doc.image(asBuffer(logo), MARGIN, top, { fit: [48, 48] });
    const textLeft = logo ? MARGIN + 60 : MARGIN;
    doc
      .font('bold')
      .fontSize(14)
      .fillColor('#111827')
      .text(report.site.organization.name, textLeft, top + 4);
    doc
      .font('regular')
      .fontSize(10)
      .fillColor('#4B5563')
      .text(t('reportPdf.dailyReport'), textLeft);
    doc.moveDown(2);

    // Title and content are set with words wider than a line cut beforehand (break-long-words.ts).
    const width = doc.page.width - MARGIN * 2;
    const fitted = (text: string) => breakLongWords(text, width, (part) => doc.widthOfString(part));

    doc.x = MARGIN;
    doc.font('bold').fontSize(20).fillColor('#111827').text(fitted(report.title), { width });
    doc.moveDown(0.5);

    const author = report.user ? `${report.user.firstName} ${report.user.lastName}` : '—';
    const facts: Array<[string, string]> = [
      [t('reportPdf.site'), `${report.site.name} (${report.site.branch.name})`],
      [t('reportPdf.author'), author],
      [t('reportPdf.reportDate'), formatCalendarDate(report.reportDate, language)],
      // In the organization's zone, named: a reader elsewhere still knows which hour it was.
      [
        t('reportPdf.created'),
        formatInstant(report.createdAt, language, report.organizationTimeZone),
      ],
    ];
    doc.fontSize(10);
    for (const [label, value] of facts) {
      doc
        .font('bold')
        .fillColor('#374151')
        .text(`${label}: `, { continued: true })
        .font('regular')
        .fillColor('#111827')
        .text(value);
    }
    doc.moveDown(1);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(doc.page.width - MARGIN, doc.y)
      .strokeColor('#D1D5DB')
      .stroke();
    doc.moveDown(1);

    doc.font('regular').fontSize(11).fillColor('#111827');
    doc.text(fitted(report.content), { width, align: 'left', lineGap: 2 });
    if (damage && damage.entries.length > 0)
      renderDamageSection(doc, damage, {
        margin: MARGIN,
        fitted,
        t,
        when: (instant) => formatInstant(instant, language, report.organizationTimeZone),
      });

    const range = doc.bufferedPageRange();
    for (let i = 0; i < range.count; i += 1) {
      doc.switchToPage(range.start + i);
      // Text below the bottom margin would make pdfkit start a new, empty page.
      const bottomMargin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .font('regular')
        .fontSize(8)
        .fillColor('#6B7280')
        .text(
          t('reportPdf.page', { page: i + 1, pages: range.count }),
          MARGIN,
          doc.page.height - MARGIN + 16,
          {
            width: doc.page.width - MARGIN * 2,
            align: 'right',
            lineBreak: false,
          },
        );
      doc.page.margins.bottom = bottomMargin;
    }
    doc.end();
  });
