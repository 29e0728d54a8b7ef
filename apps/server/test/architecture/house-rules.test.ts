import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/*
 * The house rules that keep the code easy to change (docs/architecture.md, decision 0075), each
 * shown failing on a small fixture: lint is what keeps them, so lint must refuse their breach.
 */

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: repo });

/** Lints `code` as if it were the file at `filePath` (an existing file: its project types it). */
const lintAs = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, filePath) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
};

const USE_CASE_HEAD = `import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
`;

describe('lint: one use-case per file', () => {
  it('refuses a second use-case in a file', async () => {
    const messages = await lintAs(
      'apps/server/src/modules/branches/routes.ts',
      `${USE_CASE_HEAD}
export const openGate = async (db: Database, auth: AuthContext, id: number) => ({ db, auth, id });
export const closeGate = async (db: Database, auth: AuthContext, id: number) => ({ db, auth, id });
`,
    );
    expect(messages).toContainEqual(
      expect.stringMatching(/^toolyard\/one-use-case-per-file: "closeGate" is a second use-case/),
    );
  });

  it('takes one use-case beside steps that work in the caller’s transaction', async () => {
    const messages = await lintAs(
      'apps/server/src/modules/branches/routes.ts',
      `${USE_CASE_HEAD}import type { Executor } from '../../db/client.js';

export const gateStep = async (tx: Executor, auth: AuthContext) => ({ tx, auth });
export const openGate = async (db: Database, auth: AuthContext, id: number) => ({ db, auth, id });
`,
    );
    expect(messages.filter((message) => message.startsWith('toolyard/'))).toEqual([]);
  });
});

describe('lint: a server module is entered through its index.ts', () => {
  it('refuses an import of another module’s inside', async () => {
    const messages = await lintAs(
      'apps/server/src/modules/damage/routes.ts',
      "import { toolKind } from '../tools/move-tool.js';\nexport const kind = toolKind;\n",
    );
    expect(messages).toContainEqual(
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .* Import tools through modules\/tools\/index\.ts\.$/,
      ),
    );
  });

  it('takes the same import through the index', async () => {
    const messages = await lintAs(
      'apps/server/src/modules/damage/routes.ts',
      "import { toolKind } from '../tools/index.js';\nexport const kind = toolKind;\n",
    );
    expect(messages.filter((message) => message.startsWith('import-x/'))).toEqual([]);
  });
});

type FolderGraph = {
  folderGraph: (tree: {
    root: string;
    unitOf: (relative: string) => string | undefined;
  }) => Array<{ from: string; to: string }>;
  cyclesOf: (edges: Array<{ from: string; to: string }>) => Array<{ folders: string[] }>;
};
// A script of the repository's own (plain JavaScript, run by `npm run lint`), loaded as such.
const graphScript = path.join(repo, 'scripts/lib/folder-graph.mjs');
const { folderGraph, cyclesOf } = (await import(graphScript)) as FolderGraph;

const trees: string[] = [];
afterAll(() => {
  for (const tree of trees) fs.rmSync(tree, { recursive: true, force: true });
});
/** A source tree of two folders, `a` and `b`, with the given files. */
const treeOf = (files: Record<string, string>) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-folders-'));
  trees.push(root);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return { root, unitOf: (relative: string) => relative.split(path.sep)[0] };
};

describe('the folder cycle check', () => {
  it('finds a cycle made of type imports only', () => {
    const tree = treeOf({
      'a/gate.ts':
        "import type { Fence } from '../b/fence.js';\nexport type Gate = { fence: Fence };\n",
      'b/fence.ts':
        "import type { Gate } from '../a/gate.js';\nexport type Fence = { gates: Gate[] };\n",
    });
    expect(cyclesOf(folderGraph(tree)).map((cycle) => cycle.folders)).toEqual([['a', 'b']]);
  });

  it('finds none where imports go one way', () => {
    const tree = treeOf({
      'a/gate.ts':
        "import type { Fence } from '../b/fence.js';\nexport type Gate = { fence: Fence };\n",
      'b/fence.ts': 'export type Fence = { height: number };\n',
    });
    expect(cyclesOf(folderGraph(tree))).toEqual([]);
  });
});

describe('lint: a web feature calls the API through the API table', () => {
  const HAND_WRITTEN = /^no-restricted-syntax: Call the API through an endpoint of the table/;

  it('refuses a URL of the API written by hand, as a string or a template, in a feature and in its api.ts', async () => {
    for (const file of [
      'apps/web/src/features/tools/tools-page.tsx',
      'apps/web/src/features/tools/api.ts',
    ]) {
      const messages = await lintAs(
        file,
        "export const list = '/api/tools';\nexport const one = (id: number) => `/api/tools/${id}`;\n",
      );
      expect(
        messages.filter((message) => HAND_WRITTEN.test(message)),
        file,
      ).toHaveLength(2);
    }
  });

  it('takes an endpoint of the table', async () => {
    const messages = await lintAs(
      'apps/web/src/features/tools/api.ts',
      "import { api } from '@toolyard/shared';\nexport const list = api.tools.list.path;\n",
    );
    expect(messages.filter((message) => HAND_WRITTEN.test(message))).toEqual([]);
  });
});
