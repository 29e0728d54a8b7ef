import QRCode from 'qrcode';

/** White modules around the symbol inside its square; the label's padding and gaps add the rest. */
const QR_QUIET_MODULES = 2;

/** The longest a rectangle's operators can be: "181 181 181 181 re\n" (the largest symbol). */
const RECTANGLE_MAX_BYTES = 19;
const [ZERO, SPACE, R, E, NEWLINE] = [48, 32, 114, 101, 10];
// The path is written as ASCII bytes, not built as a string and converted (a sheet has 5,000).
let scratch = new Uint8Array(0);

/**
 * A QR code (error correction M: a scratched or dirty label still reads) as PDF path operators
 * in module units, ready to be scaled into place and filled: one rectangle per run of dark
 * modules in a row, runs repeated in the rows below taken into the same rectangle. Vector, not
 * an image: sharp at any printer's resolution, and a couple of kilobytes a label.
 *
 * The text is one byte segment (a URL is), which spares the encoder's search for the cheapest
 * mix of modes, and the mask is fixed (decision 0037): choosing it by the standard's penalty
 * rules took most of a 5,000-label sheet's time, and every reader reads all eight.
 */
export const qrCodePath = (text: string) => {
  const { modules } = QRCode.create([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    maskPattern: 0,
  });
  const { size, data } = modules;
  const at = QR_QUIET_MODULES;
  // At most one rectangle per module; written into a buffer kept for the next symbol.
  if (scratch.length < size * size * RECTANGLE_MAX_BYTES)
    scratch = new Uint8Array(size * size * RECTANGLE_MAX_BYTES);
  const bytes = scratch;
  let length = 0;
  const number = (n: number) => {
    if (n >= 100) bytes[length++] = ZERO + Math.floor(n / 100);
    if (n >= 10) bytes[length++] = ZERO + (Math.floor(n / 10) % 10);
    bytes[length++] = ZERO + (n % 10);
    bytes[length++] = SPACE;
  };
  // The rectangles still growing downwards, by the column they start in: width (0: none) and
  // the row they began in.
  const openWidth = new Uint8Array(size);
  const openTop = new Uint8Array(size);
  const close = (col: number, row: number) => {
    number(col + at);
    number(openTop[col]! + at);
    number(openWidth[col]!);
    number(row - openTop[col]!);
    bytes[length++] = R;
    bytes[length++] = E;
    bytes[length++] = NEWLINE;
    openWidth[col] = 0;
  };
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      const start = col;
      const dark = data[row * size + col];
      while (col < size && data[row * size + col] === dark) col += 1;
      // A light stretch ends every rectangle that starts inside it; so does a dark run of
      // another width. A run of the same width at the same start grows its rectangle.
      for (let c = start; c < col; c += 1) {
        if (openWidth[c] && !(dark && c === start && openWidth[c] === col - start)) close(c, row);
      }
      if (dark && !openWidth[start]) {
        openWidth[start] = col - start;
        openTop[start] = row;
      }
    }
  }
  for (let col = 0; col < size; col += 1) if (openWidth[col]) close(col, size);
  // A copy: the document keeps it until it is written out.
  return { modules: size + 2 * at, path: bytes.slice(0, length) };
};
