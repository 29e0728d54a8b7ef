import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { readImageFile, type ReadBarcode } from './read-barcodes.js';

const run = promisify(execFile);

/** Runs a poppler tool (Debian's poppler-utils) on the PDF, in a folder of its own. */
const withPdf = async <T>(pdf: Buffer, use: (file: string, dir: string) => Promise<T>) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'toolyard-labels-'));
  try {
    const file = path.join(dir, 'labels.pdf');
    await fs.writeFile(file, pdf);
    return await use(file, dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
};

/**
 * Every barcode of every page, as a phone would read the printed sheet: each page rendered at
 * 150 dpi (`pdftoppm -r 150 -png`), then read by ZXing.
 */
export const barcodesOfPages = (pdf: Buffer, pages?: { first: number; last: number }) =>
  withPdf(pdf, async (file, dir) => {
    const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
    await run('pdftoppm', ['-r', '150', '-png', ...range, file, path.join(dir, 'page')]);
    const images = (await fs.readdir(dir)).filter((name) => name.endsWith('.png')).sort();
    const read: ReadBarcode[][] = [];
    for (const image of images)
      read.push(await readImageFile(await fs.readFile(path.join(dir, image))));
    return read;
  });

/** `pdfinfo`'s facts: the page count and the page size in points. */
export const pdfInfo = (pdf: Buffer) =>
  withPdf(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', [file]);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
    const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(stdout);
    return { pages, width: Number(size?.[1]), height: Number(size?.[2]) };
  });

/** The images a PDF holds (`pdfimages -list`): one row per place an image is drawn. */
export const pdfImages = (pdf: Buffer) =>
  withPdf(pdf, async (file) => {
    const { stdout } = await run('pdfimages', ['-list', file]);
    return stdout.trim().split('\n').slice(2);
  });

export type WordBox = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/** Every word with its box in points from the page's top-left (`pdftotext -bbox`), by page. */
export const wordBoxes = (pdf: Buffer) =>
  withPdf(pdf, async (file, dir) => {
    const out = path.join(dir, 'words.html');
    await run('pdftotext', ['-bbox', file, out]);
    const html = await fs.readFile(out, 'utf8');
    return html
      .split('<page')
      .slice(1)
      .map((page) =>
        [
          ...page.matchAll(
            /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
          ),
        ].map((match): WordBox => ({
          xMin: Number(match[1]),
          yMin: Number(match[2]),
          xMax: Number(match[3]),
          yMax: Number(match[4]),
          text: match[5]!,
        })),
      );
  });
