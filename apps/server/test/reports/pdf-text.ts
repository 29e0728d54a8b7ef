import zlib from 'node:zlib';

/**
 * The text of a PDF as pdfkit writes it, page by page, one BT…ET block (a line, or a part of a
 * line set in another font) per line: enough to prove which letters a document shows, with no
 * tool on the machine. It reads pdfkit's own layout (objects in order, Flate streams with a direct
 * /Length, Type0 fonts with a ToUnicode map, hex-encoded TJ arrays), not PDFs in general.
 */
export type PdfText = { pageCount: number; pages: string[][] };

type PdfObject = { dictionary: string; stream?: Buffer };

const objectsOf = (pdf: Buffer) => {
  const raw = pdf.toString('latin1'); // one character per byte, so indices are byte offsets
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\n/g;
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const start = header.lastIndex;
    const end = raw.indexOf('\nendobj', start);
    const streamAt = raw.indexOf('\nstream\n', start);
    if (streamAt === -1 || streamAt > end) {
      objects.set(Number(match[1]), { dictionary: raw.slice(start, end) });
      continue;
    }
    const dictionary = raw.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const dataStart = streamAt + '\nstream\n'.length;
    const data = pdf.subarray(dataStart, dataStart + length);
    objects.set(Number(match[1]), {
      dictionary,
      stream: dictionary.includes('/FlateDecode') ? zlib.inflateSync(data) : data,
    });
    header.lastIndex = dataStart + length;
  }
  return objects;
};

const reference = (dictionary: string, key: string) =>
  Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1]);

/** A ToUnicode CMap as pdfkit writes it: `<first> <last> [<utf16 …> …]` ranges. */
const glyphMap = (cmap: string) => {
  const letters = new Map<number, string>();
  for (const [, first, , entries] of cmap.matchAll(
    /<([0-9a-f]{4})> <([0-9a-f]{4})> \[([^\]]*)\]/g,
  )) {
    [...entries!.matchAll(/<([^>]*)>/g)].forEach(([, units], index) => {
      const text = String.fromCharCode(...units!.split(' ').map((unit) => parseInt(unit, 16)));
      letters.set(parseInt(first!, 16) + index, text);
    });
  }
  return letters;
};

export const pdfText = (pdf: Buffer): PdfText => {
  const objects = objectsOf(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const { dictionary } of objects.values()) {
    const fontTable = /\/Font <<([^>]*)>>/.exec(dictionary)?.[1];
    for (const [, name, id] of fontTable?.matchAll(/\/(F\d+) (\d+) 0 R/g) ?? []) {
      const cmap = objects
        .get(reference(objects.get(Number(id))!.dictionary, 'ToUnicode'))!
        .stream!.toString('latin1');
      fonts.set(name!, glyphMap(cmap));
    }
  }
  const tree = [...objects.values()].find(({ dictionary }) =>
    dictionary.includes('/Type /Pages'),
  )!.dictionary;
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(tree)![1]!.matchAll(/(\d+) 0 R/g)].map(([, id]) =>
    Number(id),
  );
  const pages = kids.map((id) => {
    const content = objects
      .get(reference(objects.get(id)!.dictionary, 'Contents'))!
      .stream!.toString('latin1');
    return [...content.matchAll(/\nBT\n([\s\S]*?)\nET\n/g)].map(([, block]) => {
      const letters = fonts.get(/\/(F\d+) [\d.]+ Tf/.exec(block!)![1]!)!;
      const hex = [...block!.matchAll(/<([0-9a-f]*)>/g)].map(([, glyphs]) => glyphs).join('');
      return (
        hex
          .match(/.{4}/g)
          ?.map((glyph) => letters.get(parseInt(glyph, 16)) ?? '\uFFFD')
          .join('') ?? ''
      );
    });
  });
  return { pageCount: Number(/\/Count (\d+)/.exec(tree)![1]), pages };
};
