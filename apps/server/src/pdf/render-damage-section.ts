import { asBuffer } from '../lib/as-buffer.js';

/** One damage report as a report PDF prints it; photos are JPEG bytes. */
type ReportDamage = {
  item: string;
  reporter: string | null;
  createdAt: string;
  description: string;
  photos: Uint8Array[];
};

export type ReportDamageSection = { entries: ReportDamage[]; more: number };

type Layout = {
  margin: number;
  /** The text with words wider than a line cut (break-long-words.ts). */
  fitted: (text: string) => string;
  t: (key: string, values?: Record<string, string | number>) => string;
  /** An instant in the organization's zone, as the report prints its own. */
  when: (instant: string) => string;
};

const PHOTO_GAP = 8;
const PHOTOS_PER_ROW = 3;
const PHOTO_HEIGHT = 120;

/**
 * The day's damage at the report's site (decision 0045), after the report's own text: each
 * report's tool, who reported it and when, what they wrote, and its photos three to a row.
 */
export const renderDamageSection = (
  doc: PDFKit.PDFDocument,
  damage: ReportDamageSection,
  { margin, fitted, t, when }: Layout,
) => {
  const width = doc.page.width - margin * 2;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** A new page when what follows would not fit on this one. */
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  doc.moveDown(1.5);
  room(60);
  doc.x = margin;
  doc.font('bold').fontSize(14).fillColor('#111827').text(t('reportPdf.damageTitle'), { width });
  doc.moveDown(0.5);

  for (const entry of damage.entries) {
    room(50);
    doc.x = margin;
    doc
      .font('bold')
      .fontSize(11)
      .fillColor('#111827')
      .text(
        fitted(
          t('reportPdf.damageHeading', {
            item: entry.item,
            reporter: entry.reporter ?? '—',
            time: when(entry.createdAt),
          }),
        ),
        { width },
      );
    doc
      .font('regular')
      .fontSize(10)
      .fillColor('#111827')
      .text(fitted(entry.description), { width, lineGap: 2 });
    doc.moveDown(0.5);

    const photoWidth = (width - PHOTO_GAP * (PHOTOS_PER_ROW - 1)) / PHOTOS_PER_ROW;
    for (let i = 0; i < entry.photos.length; i += PHOTOS_PER_ROW) {
      room(PHOTO_HEIGHT + PHOTO_GAP);
      const top = doc.y;
      entry.photos.slice(i, i + PHOTOS_PER_ROW).forEach((photo, column) => {
        doc.image(asBuffer(photo), margin + column * (photoWidth + PHOTO_GAP), top, {
          fit: [photoWidth, PHOTO_HEIGHT],
          align: 'center',
          valign: 'center',
        });
      });
      doc.x = margin;
      doc.y = top + PHOTO_HEIGHT + PHOTO_GAP;
    }
    doc.moveDown(0.5);
  }

  if (damage.more > 0) {
    room(30);
    doc.x = margin;
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#4B5563')
      .text(t('reportPdf.damageMore', { count: damage.more }), { width });
  }
};
