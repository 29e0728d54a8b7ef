import { describe, expect, it } from 'vitest';
import {
  announced,
  announcedRows,
  csvLineCounter,
  exportProgress,
  megabytesOf,
  percentOf,
  sameProgress,
  worthAnnouncing,
} from './export-progress';

const bytes = (text: string) => new TextEncoder().encode(text);

/** The text cut into chunks at the given character offsets, as the network may cut it. */
const cut = (text: string, ...at: number[]) =>
  [0, ...at].map((start, index) => bytes(text.slice(start, at[index] ?? text.length)));

const headersWith = (rows?: string) =>
  new Headers(rows === undefined ? {} : { 'X-Export-Rows': rows });

describe('csvLineCounter', () => {
  const csv = '\uFEFFName,Notes\r\nDrill,"two\r\nlines"\r\nSaw,"says ""hi"""\r\nÜbung,"a,b"\r\n';

  it('counts line ends outside quoted fields: a note’s own line break is no new row', () => {
    const count = csvLineCounter();
    expect(count(bytes(csv))).toBe(4);
  });

  it('counts the same however the chunks are cut: inside quotes, doubled quotes, CR|LF, an umlaut', () => {
    const whole = csvLineCounter()(bytes(csv));
    for (let at = 1; at < csv.length; at += 1)
      for (const second of [at + 1, at + 7]) {
        const count = csvLineCounter();
        let lines = 0;
        for (const chunk of cut(csv, at, Math.min(second, csv.length))) lines = count(chunk);
        expect(lines, `cut at ${at} and ${second}`).toBe(whole);
      }
    // Cut inside the two bytes of "Ü" too, byte by byte.
    const count = csvLineCounter();
    let lines = 0;
    for (const byte of bytes(csv)) lines = count(Uint8Array.of(byte));
    expect(lines).toBe(whole);
  });

  it('answers the lines so far after each chunk, and zero for an empty chunk', () => {
    const count = csvLineCounter();
    expect(count(new Uint8Array())).toBe(0);
    expect(count(bytes('a\r\nb'))).toBe(1);
    expect(count(bytes('\r\n"c\r\n'))).toBe(2);
    expect(count(bytes('d"\r\n'))).toBe(3);
  });
});

describe('announcedRows', () => {
  it('reads X-Export-Rows, whatever its case, and nothing else', () => {
    expect(announcedRows(headersWith('500000'))).toBe(500_000);
    expect(announcedRows(new Headers({ 'x-export-rows': '0' }))).toBe(0);
    expect(announcedRows(headersWith())).toBeNull();
    expect(announcedRows(headersWith('-3'))).toBeNull();
    expect(announcedRows(headersWith('many'))).toBeNull();
    expect(announcedRows(headersWith(''))).toBeNull();
  });
});

describe('percentOf and megabytesOf', () => {
  it('gives whole percent, never 100 (nor more) before the end', () => {
    expect(percentOf(0, 500_000)).toBe(0);
    expect(percentOf(210_000, 500_000)).toBe(42);
    expect(percentOf(499_999, 500_000)).toBe(99);
    expect(percentOf(500_000, 500_000)).toBe(99);
    expect(percentOf(500_010, 500_000)).toBe(99);
    expect(percentOf(3, 0)).toBe(0);
  });

  it('gives megabytes of 1,000,000 bytes to one decimal', () => {
    expect(megabytesOf(3_400_000)).toBe(3.4);
    expect(megabytesOf(3_449_999)).toBe(3.4);
    expect(megabytesOf(3_450_000)).toBe(3.5);
    expect(megabytesOf(0)).toBe(0);
  });
});

describe('exportProgress', () => {
  const progressOf = (format: 'csv' | 'xlsx', headers: Headers, chunks: Uint8Array[]) => {
    const track = exportProgress(format);
    let received = 0;
    return chunks.map((chunk) => {
      received += chunk.byteLength;
      return track({ bytes: received, chunk, headers });
    });
  };

  it('counts a CSV’s data rows (not its header line) against X-Export-Rows', () => {
    const rows = Array.from({ length: 10 }, (_, i) => `Tool ${i}\r\n`).join('');
    const text = `Name\r\n${rows}`;
    const steps = progressOf('csv', headersWith('10'), cut(text, 6, 6 + 8 * 3, text.length - 2));
    expect(steps).toEqual([{ percent: 0 }, { percent: 30 }, { percent: 90 }, { percent: 99 }]);
  });

  it('shows megabytes for an XLSX, and for a CSV without the header', () => {
    const chunk = new Uint8Array(1_700_000);
    expect(progressOf('xlsx', headersWith('10'), [chunk, chunk])).toEqual([
      { megabytes: 1.7 },
      { megabytes: 3.4 },
    ]);
    expect(progressOf('csv', headersWith(), [chunk])).toEqual([{ megabytes: 1.7 }]);
  });
});

describe('worthAnnouncing', () => {
  it('tells a screen reader a counted export at most once a second, and only at another tenth', () => {
    const last = announced(0, { percent: 12 });
    expect(worthAnnouncing(last, { percent: 35 }, 999)).toBe(false);
    expect(worthAnnouncing(last, { percent: 19 }, 5_000)).toBe(false);
    expect(worthAnnouncing(last, { percent: 20 }, 1_000)).toBe(true);
  });

  it('tells megabytes, or the first figure after "Exporting…", once a second', () => {
    const start = announced(0);
    expect(worthAnnouncing(start, { percent: 3 }, 500)).toBe(false);
    expect(worthAnnouncing(start, { percent: 3 }, 1_000)).toBe(true);
    const last = announced(1_000, { megabytes: 3.4 });
    expect(worthAnnouncing(last, { megabytes: 9.9 }, 1_999)).toBe(false);
    expect(worthAnnouncing(last, { megabytes: 3.5 }, 2_000)).toBe(true);
  });
});

describe('sameProgress', () => {
  it('says whether the screen would show the same', () => {
    expect(sameProgress({ percent: 4 }, { percent: 4 })).toBe(true);
    expect(sameProgress({ percent: 4 }, { percent: 5 })).toBe(false);
    expect(sameProgress({ megabytes: 1.2 }, { megabytes: 1.2 })).toBe(true);
    expect(sameProgress({ megabytes: 4 }, { percent: 4 })).toBe(false);
  });
});
