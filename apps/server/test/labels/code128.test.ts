import { describe, expect, it } from 'vitest';
import { code128Values, encodeCode128, type Code128 } from '../../src/pdf/code128.js';
import { readPixels } from './read-barcodes.js';

/** The symbol drawn as a scanner sees it: 3 pixels a module, 10 modules of quiet zone each side. */
const pixelsOf = ({ bars, modules }: Code128) => {
  const scale = 3;
  const quiet = 10;
  const width = (modules + 2 * quiet) * scale;
  const height = 60;
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const bar of bars) {
    for (let x = (quiet + bar.start) * scale; x < (quiet + bar.start + bar.width) * scale; x += 1) {
      for (let y = 0; y < height; y += 1)
        pixels.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { pixels, width, height };
};

describe('Code 128, code set B', () => {
  it('adds the weighted checksum: start B, one value per character, checksum, stop', () => {
    // Start B (104) + 33·1 + 34·2 + 35·3 = 310; 310 mod 103 = 1.
    expect(code128Values('ABC')).toEqual([104, 33, 34, 35, 1, 106]);
  });

  it('is 11 modules a symbol and 13 for the stop, beginning and ending with a bar', () => {
    const symbol = encodeCode128('SN-4711')!;
    // Start, 7 characters, checksum: 9 symbols of 11 modules, and the stop.
    expect(symbol.modules).toBe(9 * 11 + 13);
    expect(symbol.bars[0]!.start).toBe(0);
    const last = symbol.bars.at(-1)!;
    expect(last.start + last.width).toBe(symbol.modules);
  });

  it('reads back as the text in a barcode scanner', async () => {
    for (const text of ['SN-4711', 'Hilti TE 30-A36 #0042', 'a~ {}|`']) {
      const { pixels, width, height } = pixelsOf(encodeCode128(text)!);
      expect(await readPixels(pixels, width, height)).toEqual([{ format: 'Code128', text }]);
    }
  });

  it('has nothing for an empty text or characters outside printable ASCII', () => {
    expect(encodeCode128('')).toBeUndefined();
    expect(encodeCode128('Bohrmaschine-Ü')).toBeUndefined();
    expect(encodeCode128('tab\there')).toBeUndefined();
  });
});
