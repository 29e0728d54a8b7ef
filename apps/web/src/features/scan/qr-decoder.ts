import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
// Served from our own origin under /assets/ and precached by the service worker (vite.config.ts),
// so scanning works offline and under our CSP; the library would otherwise fetch it from a CDN.
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

export type QrDecoder = Pick<BarcodeDetector, 'detect'>;

let decoder: Promise<QrDecoder> | undefined;

/**
 * The QR decoder, made once per page: ZXing compiled to WebAssembly behind the Barcode Detection
 * API (the `barcode-detector` ponyfill), the same in every browser. The ~1 MB module downloads and
 * compiles on the first call, beside the camera's start; a failure is not kept, so a later call
 * tries again.
 */
export const loadQrDecoder = (): Promise<QrDecoder> => {
  decoder ??= prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? zxingReaderWasm : prefix + path,
    },
    fireImmediately: true,
  }).then(
    () => new BarcodeDetector({ formats: ['qr_code'] }),
    (error: unknown) => {
      decoder = undefined;
      throw error;
    },
  );
  return decoder;
};
