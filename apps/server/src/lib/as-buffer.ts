/**
 * Bytes that crossed between threads (a PDF's logo and photos to its worker, the PDF back) arrive
 * as a plain Uint8Array: the same bytes, seen as a Buffer without a copy.
 */
export const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
