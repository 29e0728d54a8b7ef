import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { labelsPerPage, type LabelFormat } from '@toolyard/shared';
import { encodeCode128 } from './code128.js';
import { fitLines } from './fit-lines.js';
import { labelBoxes, labelPlace, MM, pageSize, type Box, type LabelBoxes } from './label-layout.js';
import { qrCodePath } from './qr-code-path.js';
import { unshapedFont } from './unshaped-font.js';
import { asBuffer } from '../lib/as-buffer.js';

// Names are set in DejaVu, which covers every letter of our five languages (see
// render-report-pdf.ts), without its shaping tables (unshaped-font.ts), read once per worker.
// Codes and barcode texts are ASCII: PDF's own Courier and Helvetica set them with no font to
// embed or shape; Courier keeps 8 and B, 2 and Z apart. A serial that cannot be a barcode may be
// any text: it is set in DejaVu too.
const require = createRequire(import.meta.url);
const DEJAVU = {
  name: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  text: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
};
let embedded: Record<keyof typeof DEJAVU, Buffer> | undefined;
const embeddedFonts = () =>
  (embedded ??= {
    name: unshapedFont(require.resolve(DEJAVU.name)),
    text: unshapedFont(require.resolve(DEJAVU.text)),
  });
const STANDARD = { code: 'Courier-Bold', barcodeText: 'Helvetica' } as const;
type Face = keyof typeof DEJAVU | keyof typeof STANDARD;
/** The name pdfkit knows a face by: the registered one, or the standard font's. */
const fontOf = (face: Face) => (face === 'code' || face === 'barcodeText' ? STANDARD[face] : face);

/** One label: what its QR code opens, the item's name and code, and a serial to print as bars. */
type LabelInput = {
  name: string;
  code: string;
  /** Printed as a Code 128 (and as text under it); null for none. */
  serial: string | null;
  /** Index into `logos`; null for an organization without a logo. */
  logo: number | null;
};

/** Everything the sheet shows; plain data, so it can be handed to a worker thread. */
export type LabelSheetInput = {
  format: LabelFormat;
  /** The server's address; each QR code encodes it with `/l/{code}` appended. */
  origin: string;
  labels: LabelInput[];
  /** The organizations' logos, PNGs we stored (decision 0066). */
  logos: Uint8Array[];
  title: string;
};

const NAME_LINE_HEIGHT = 1.15;
/** The narrowest bar a phone camera reads from a hand's length away, and the widest worth drawing. */
const BAR_MODULE_MM = { min: 0.25, max: 0.5 };
const BAR_QUIET_MODULES = 10;

type Doc = PDFKit.PDFDocument;
type Image = Parameters<Doc['image']>[0];

/**
 * An image opened once, to draw on every label that shows it: pdfkit embeds an image given as a
 * path once per document, but bytes anew at every draw (a sheet of thousands would hold thousands
 * of copies). What its `openImage` (missing from its types) answers, `image` draws as it is.
 */
const openImage = (doc: Doc, bytes: Uint8Array): Image =>
  (doc as unknown as { openImage: (src: Buffer) => Image }).openImage(asBuffer(bytes));
type Measure = (face: Face, size: number) => (text: string) => number;

const num = (value: number) => value.toFixed(2);

/**
 * Widths of text, letter by letter from each face's widths at 1 pt, kept (Latin letters in an
 * array by code, anything else by letter). Kerning is left out: it narrows pairs (the labels test
 * reads every word's box back out of the PDF). Measuring changes the document's font: measure
 * first, then set the font and draw.
 */
const measurer = (doc: Doc): Measure => {
  const faces = new Map<Face, (letter: string) => number>();
  const widthsOf = (face: Face) => {
    const latin = new Float64Array(0x300).fill(-1);
    const other = new Map<string, number>();
    const measureOne = (letter: string) => doc.font(fontOf(face)).fontSize(1).widthOfString(letter);
    return (letter: string) => {
      const code = letter.length === 1 ? letter.charCodeAt(0) : 0x300;
      if (code < 0x300) {
        if (latin[code]! < 0) latin[code] = measureOne(letter);
        return latin[code]!;
      }
      let width = other.get(letter);
      if (width === undefined) other.set(letter, (width = measureOne(letter)));
      return width;
    };
  };
  return (face, size) => {
    let widthOf = faces.get(face);
    if (!widthOf) faces.set(face, (widthOf = widthsOf(face)));
    const one = widthOf;
    return (text) => {
      if (text.length === 1) return one(text) * size;
      let width = 0;
      for (const letter of text) width += one(letter);
      return width * size;
    };
  };
};

const write = (doc: Doc, face: Face, size: number, text: string, x: number, y: number) =>
  doc.font(fontOf(face)).fontSize(size).text(text, x, y, { lineBreak: false });

/** Filled rectangles given in `unit`-sized cells, placed at (x, y): one fill, no seams. */
const fillCells = (doc: Doc, x: number, y: number, unit: number, path: string | Uint8Array) => {
  doc.addContent(`q 0 g ${num(unit)} 0 0 ${num(unit)} ${num(x)} ${num(y)} cm`);
  // Bytes go into the page as they are (a string is converted letter by letter, then ended by a
  // line break): a path ends with its own.
  doc.addContent(typeof path === 'string' ? path.trimEnd() : path);
  doc.addContent('f Q');
};

/** The serial as Code 128 bars across the band, its text under them; text only if it cannot be. */
const drawSerial = (
  doc: Doc,
  band: Box,
  labelWidth: number,
  serial: string,
  size: number,
  measure: Measure,
) => {
  const textTop = band.y + band.height - size * 1.2;
  const symbol = encodeCode128(serial);
  const unit = symbol
    ? Math.min(
        BAR_MODULE_MM.max * MM,
        band.width / symbol.modules,
        // The quiet zones may reach into the label's padding, not beyond its edges.
        labelWidth / (symbol.modules + 2 * BAR_QUIET_MODULES),
      )
    : 0;
  if (!symbol || unit < BAR_MODULE_MM.min * MM) {
    const text = fitLines(serial.normalize('NFC'), band.width, 1, measure('text', size))[0] ?? '';
    write(doc, 'text', size, text, band.x, textTop);
    return;
  }
  // Encodable means printable ASCII: Helvetica sets it.
  const fit = measure('barcodeText', size);
  const text = fitLines(serial, band.width, 1, fit)[0] ?? '';
  const textX = band.x + (band.width - fit(text)) / 2;
  const x = band.x + (band.width - symbol.modules * unit) / 2;
  // The bars end a little above the text under them.
  const height = num((textTop - size * 0.3 - band.y) / unit);
  const bars = symbol.bars.map((bar) => `${bar.start} 0 ${bar.width} ${height} re\n`);
  fillCells(doc, x, band.y, unit, bars.join(''));
  write(doc, 'barcodeText', size, text, textX, textTop);
};

const drawLabel = (
  doc: Doc,
  input: LabelSheetInput,
  logos: Image[],
  label: LabelInput,
  at: { x: number; y: number },
  boxes: LabelBoxes,
  measure: Measure,
) => {
  const place = (box: Box): Box => ({ ...box, x: at.x + box.x, y: at.y + box.y });
  const qr = place(boxes.qr);
  const text = place(boxes.text);

  const { modules, path } = qrCodePath(`${input.origin}/l/${label.code}`);
  fillCells(doc, qr.x, qr.y, qr.width / modules, path);

  let top = text.y;
  const logo = label.logo === null ? undefined : logos[label.logo];
  if (logo) {
    doc.image(logo, text.x, top, { fit: [text.width, boxes.logoHeight] });
    top += boxes.logoHeight + 1.5 * MM;
  }

  // The code sits at the foot of the column, level with the QR code's lower edge; the name takes
  // the lines above it that there is room for, at most three (each line is a text run: the worst
  // case of a full sheet, 255-letter names, costs what its lines cost).
  const codeSize = Math.min(boxes.type.code, (text.width / measure('code', 1)(label.code)) * 0.98);
  const codeTop = text.y + text.height - codeSize * 1.2;
  const nameSize = boxes.type.name;
  const lineHeight = nameSize * NAME_LINE_HEIGHT;
  const maxLines = Math.min(3, Math.floor((codeTop - top - 0.5 * MM) / lineHeight));
  const lines =
    maxLines >= 1
      ? fitLines(label.name.normalize('NFC'), text.width, maxLines, measure('name', nameSize))
      : [];

  lines.forEach((line, i) => write(doc, 'name', nameSize, line, text.x, top + i * lineHeight));
  write(doc, 'code', codeSize, label.code, text.x, codeTop);
  if (boxes.band && label.serial) {
    // The band spans the label but its padding.
    const labelWidth = boxes.band.width + 2 * boxes.band.x;
    drawSerial(doc, place(boxes.band), labelWidth, label.serial, boxes.type.serial, measure);
  }
};

/**
 * A sheet of labels as a PDF: each with its QR code (drawn as vector rectangles), the item's
 * name (wrapped and cut to its room), its code, the organization's logo, and for tools asked
 * for it, the serial number as Code 128. Pages follow the format; a roll prints one a page.
 */
export const renderLabelSheet = (input: LabelSheetInput): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const size = pageSize(input.format);
    const doc = new PDFDocument({
      size,
      margin: 0,
      autoFirstPage: false,
      info: { Title: input.title, Creator: 'Toolyard' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const [face, font] of Object.entries(embeddedFonts())) doc.registerFont(face, font);

    const measure = measurer(doc);
    const logos = input.logos.map((bytes) => openImage(doc, bytes));
    const withBand = labelBoxes(input.format, true);
    const withoutBand = labelBoxes(input.format, false);
    const perPage = labelsPerPage(input.format);
    input.labels.forEach((label, index) => {
      // Text is black; the QR codes and bars set their own colour.
      if (index % perPage === 0) doc.addPage({ size, margin: 0 }).fillColor('black');
      const at = labelPlace(input.format, index);
      drawLabel(doc, input, logos, label, at, label.serial ? withBand : withoutBand, measure);
    });
    doc.end();
  });
