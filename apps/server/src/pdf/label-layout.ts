import { LABEL_SHEET_LAYOUTS, type LabelFormat } from '@toolyard/shared';

/** PDF points per millimetre. */
export const MM = 72 / 25.4;

export type Box = { x: number; y: number; width: number; height: number };

/** The type sizes (points) and the logo's height (mm) of each format's labels. */
const TYPE: Record<LabelFormat, { name: number; code: number; serial: number; logoMm: number }> = {
  'a4-3x7': { name: 8.5, code: 11, serial: 6.5, logoMm: 7 },
  'a4-2x5': { name: 12, code: 15, serial: 8, logoMm: 10 },
  'roll-62mm': { name: 8.5, code: 11, serial: 6.5, logoMm: 6 },
};

/** Between the QR code and the text beside it, and above the barcode. */
const GAP_MM = 2;
/** The serial number's barcode and its text under it. */
const BAND_MM = 10;

/** The parts of one label, in points from the label's top-left corner. */
export type LabelBoxes = {
  /** The QR code's square, its quiet zone included. */
  qr: Box;
  /** Logo, name and code, to the right of the QR code. */
  text: Box;
  /** The serial number's barcode, across the label's foot; null without one. */
  band: Box | null;
  type: (typeof TYPE)[LabelFormat];
  logoHeight: number;
};

/**
 * One label's layout: the QR code as large as the label's height allows (at most half its
 * width), the text beside it, and with a barcode a band across the foot that the QR code gives
 * way to. The label's padding keeps everything off the edges the printer may not reach.
 */
export const labelBoxes = (format: LabelFormat, withBand: boolean): LabelBoxes => {
  const { label, padding } = LABEL_SHEET_LAYOUTS[format];
  const inner = {
    x: padding * MM,
    y: padding * MM,
    width: (label.width - 2 * padding) * MM,
    height: (label.height - 2 * padding) * MM,
  };
  const gap = GAP_MM * MM;
  const bandHeight = withBand ? Math.min(BAND_MM * MM, inner.height * 0.3) : 0;
  const qrSize = Math.min(inner.height - (withBand ? bandHeight + gap : 0), inner.width / 2);
  return {
    qr: { x: inner.x, y: inner.y, width: qrSize, height: qrSize },
    text: {
      x: inner.x + qrSize + gap,
      y: inner.y,
      width: inner.width - qrSize - gap,
      height: qrSize,
    },
    band: withBand
      ? {
          x: inner.x,
          y: inner.y + inner.height - bandHeight,
          width: inner.width,
          height: bandHeight,
        }
      : null,
    type: TYPE[format],
    logoHeight: TYPE[format].logoMm * MM,
  };
};

/** Where the `index`th label of a sheet goes: its page and its top-left corner (points). */
export const labelPlace = (format: LabelFormat, index: number) => {
  const { columns, rows, label, origin } = LABEL_SHEET_LAYOUTS[format];
  const perPage = columns * rows;
  const onPage = index % perPage;
  return {
    page: Math.floor(index / perPage),
    x: (origin.x + (onPage % columns) * label.width) * MM,
    y: (origin.y + Math.floor(onPage / columns) * label.height) * MM,
  };
};

/** A format's page size in points, as pdfkit takes it. */
export const pageSize = (format: LabelFormat): [number, number] => {
  const { page } = LABEL_SHEET_LAYOUTS[format];
  return [page.width * MM, page.height * MM];
};
