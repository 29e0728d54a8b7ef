import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';

// The scanner's own decoder (ZXing-C++ as WebAssembly, the version `barcode-detector` uses in the
// web app), loaded from node_modules: there is no network to fetch it from.
const require = createRequire(import.meta.url);
prepareZXingModule({
  overrides: {
    wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'))
      .buffer as ArrayBuffer,
  },
});

const OPTIONS: ReaderOptions = {
  formats: ['QRCode', 'Code128'],
  // A page holds up to 21 labels; find every one.
  maxNumberOfSymbols: 255,
  tryHarder: true,
};

export type ReadBarcode = { format: string; text: string };

/** Every QR code and Code 128 in an image file (a PNG page), as read by a phone's scanner. */
export const readImageFile = async (bytes: Uint8Array): Promise<ReadBarcode[]> =>
  (await readBarcodes(bytes, OPTIONS))
    .filter((result) => result.isValid)
    .map(({ format, text }) => ({ format, text }));

/** The same, from raw RGBA pixels (ImageData's shape; Node has no ImageData of its own). */
export const readPixels = async (
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
): Promise<ReadBarcode[]> => {
  const image = { data: pixels, width, height, colorSpace: 'srgb' } as unknown as Parameters<
    typeof readBarcodes
  >[0];
  return (await readBarcodes(image, OPTIONS))
    .filter((result) => result.isValid)
    .map(({ format, text }) => ({ format, text }));
};
