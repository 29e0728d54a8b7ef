import fs from 'node:fs/promises';
import path from 'node:path';
import type { LabelSheetKind } from '@toolyard/shared';
import type { DemoClient } from './demo-client.js';

const KINDS: readonly LabelSheetKind[] = [
  'tool',
  'vehicle',
  'storage_unit',
  'parking_location',
  'site',
];

/**
 * Every item of the demo has its label code (the database draws it, decision 0036): the sheets
 * to print them, one PDF per kind on A4 3 × 7 labels, made by the API's own label printing and
 * written into `folder`. Answers the files written.
 */
export const writeDemoLabelSheets = async (client: DemoClient, token: string, folder: string) => {
  await fs.mkdir(folder, { recursive: true });
  const written: string[] = [];
  for (const kind of KINDS) {
    const sheet = await client.file('/api/labels/sheets', token, {
      kind,
      format: 'a4-3x7',
      list: {},
    });
    const file = path.join(folder, sheet.fileName);
    await fs.writeFile(file, sheet.bytes);
    written.push(file);
  }
  return written;
};
