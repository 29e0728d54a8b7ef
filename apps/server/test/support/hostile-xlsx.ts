import { crc32, deflateRawSync } from 'node:zlib';

type Part = { name: string; content: string | Buffer };

/** A ZIP of the parts, each deflated, written by hand (central directory included). */
const zipOf = (parts: Part[]) => {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, content } of parts) {
    const raw = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const packed = deflateRawSync(raw);
    const nameBytes = Buffer.from(name, 'utf8');
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      header.writeUInt16LE(8, at + 4); // deflated
      header.writeUInt32LE(0, at + 6); // time and date
      header.writeUInt32LE(crc32(raw), at + 10);
      header.writeUInt32LE(packed.length, at + 14);
      header.writeUInt32LE(raw.length, at + 18);
      header.writeUInt16LE(nameBytes.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    locals.push(local, nameBytes, packed);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // made by
    fields(entry, 6);
    entry.writeUInt32LE(offset, 42);
    directory.push(entry, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
};

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const columnName = (column: number) => {
  let name = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

/**
 * An XLSX as a spreadsheet program writes it — the sheet before the shared strings, as Excel
 * orders its parts — whose `rows` × `columns` cells each name a shared string: cell (r, c) the
 * string `(r * columns + c) % strings.length`. Small on disk, as large inside as one likes.
 */
export const sharedStringsXlsx = (strings: string[], rows: number, columns: number) => {
  const names = Array.from({ length: columns }, (_, column) => columnName(column));
  const sheetRows: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    let cells = '';
    for (let column = 0; column < columns; column += 1) {
      const index = (row * columns + column) % strings.length;
      cells += `<c r="${names[column]}${row + 1}" t="s"><v>${index}</v></c>`;
    }
    sheetRows.push(`<row r="${row + 1}">${cells}</row>`);
  }
  return xlsxOf(`<sheetData>${sheetRows.join('')}</sheetData>`, strings);
};

/** An XLSX of one sheet whose body (inside `<worksheet>`) is `sheetBody`, and these shared strings. */
export const xlsxOf = (sheetBody: string, strings: string[]) => {
  const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  return zipOf([
    {
      name: '[Content_Types].xml',
      content: `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      content: `${xml}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      content: `${xml}<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `${xml}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      content: `${xml}<worksheet xmlns="${MAIN}" xmlns:r="${RELS}">${sheetBody}</worksheet>`,
    },
    {
      name: 'xl/sharedStrings.xml',
      content: `${xml}<sst xmlns="${MAIN}" uniqueCount="${strings.length}">${strings.map((text) => `<si><t>${escape(text)}</t></si>`).join('')}</sst>`,
    },
  ]);
};
