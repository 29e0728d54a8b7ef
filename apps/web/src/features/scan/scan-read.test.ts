import { describe, expect, it } from 'vitest';
import { readScanText } from './scan-read';

const ORIGIN = 'https://yard.example.com';

describe('reading the text of a scanned or typed label', () => {
  it("reads this server's label URL as its code, in the stored form", () => {
    expect(readScanText('https://yard.example.com/l/K7QF-3M9X', ORIGIN)).toEqual({
      code: 'K7QF-3M9X',
    });
    expect(readScanText('https://yard.example.com/l/k7qf3m9x/', ORIGIN)).toEqual({
      code: 'K7QF-3M9X',
    });
  });

  it('reads a bare code as printed or typed: any case, with or without dash and spaces', () => {
    expect(readScanText(' k7qf 3m9x ', ORIGIN)).toEqual({ code: 'K7QF-3M9X' });
    expect(readScanText('K7QF-3M9X', ORIGIN)).toEqual({ code: 'K7QF-3M9X' });
    expect(readScanText('/l/K7QF-3M9X', ORIGIN)).toEqual({ code: 'K7QF-3M9X' });
  });

  it("keeps another site's URL unreadable, even with a label's path", () => {
    expect(readScanText('https://evil.example.com/l/K7QF-3M9X', ORIGIN)).toEqual({
      unreadable: 'https://evil.example.com/l/K7QF-3M9X',
    });
    expect(readScanText('http://yard.example.com/l/K7QF-3M9X', ORIGIN)).toEqual({
      unreadable: 'http://yard.example.com/l/K7QF-3M9X',
    });
  });

  it('keeps product barcodes, other paths and codes that cannot be ours unreadable', () => {
    for (const text of [
      '4006381333931',
      'https://yard.example.com/tools/12',
      'https://yard.example.com/l/K7QF-3M9X/extra',
      'https://yard.example.com/l/%E0%A4%A',
      'K0QF-3M9X',
      'mailto:office@example.com',
      '',
    ])
      expect(readScanText(text, ORIGIN), text).toEqual({ unreadable: text });
  });
});
