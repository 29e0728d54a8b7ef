// @vitest-environment component
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { ImportPreview } from '@toolyard/shared';
import i18n from '@/i18n';
import { renderScreen } from '@/test/render-screen';
import { ImportPreviewTable } from './import-preview-table';

const row = (overrides: Partial<ImportPreview['rows'][number]>): ImportPreview['rows'][number] => ({
  line: 2,
  action: 'create',
  label: '',
  errors: [],
  notes: [],
  changes: [],
  duplicateOfLine: null,
  ...overrides,
});

/** A re-imported export (decision 0060): one edited row, one untouched with its status left. */
const preview: ImportPreview = {
  counts: { create: 1, update: 1, unchanged: 1, skip: 0, invalid: 1 },
  truncated: false,
  rows: [
    row({
      line: 2,
      action: 'update',
      label: 'Circular saw',
      changes: [
        { field: 'name', from: 'Saw', to: 'Circular saw' },
        { field: 'condition', from: 'good', to: null },
      ],
    }),
    row({
      line: 3,
      action: 'unchanged',
      label: 'Grinder',
      notes: [
        { field: 'status', message: 'imports.notes.statusKept', values: { written: 'Available' } },
      ],
    }),
    row({ line: 4, action: 'create', label: 'Laser level' }),
    row({
      line: 5,
      action: 'invalid',
      label: 'Drill',
      errors: [
        {
          field: 'branch',
          message: 'validation.branchUnknown',
          values: { name: 'Atlantis', known: 'Hamburg Nord, Köln' },
        },
      ],
    }),
  ],
};

const rowOf = (line: number) =>
  screen.getAllByRole('row').find((candidate) => within(candidate).queryByText(String(line)))!;

describe('the import preview table', () => {
  it('shows an update with each changed field from old to new, and an unchanged row with its status note', async () => {
    await renderScreen(<ImportPreviewTable kind="tools" preview={preview} />);
    expect(
      screen.getByText(
        'New: 1 · Updates: 1 · Unchanged: 1 · Duplicates, skipped: 0 · With errors, skipped: 1',
      ),
    ).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Changes and errors' })).toBeVisible();

    const update = within(rowOf(2));
    expect(update.getByText('Update')).toBeVisible();
    expect(update.getByText('Name: Saw → Circular saw')).toBeVisible();
    expect(update.getByText('Condition: good → (empty)')).toBeVisible();

    const unchanged = rowOf(3);
    expect(within(unchanged).getByText('Unchanged')).toBeVisible();
    expect(unchanged).toHaveTextContent(
      'Status: Status not changed (the file says “Available”): statuses change only by checking out, returning and the other moves.',
    );

    expect(within(rowOf(4)).getByText('New')).toBeVisible();
    expect(rowOf(5)).toHaveTextContent(
      'Branch: No branch named “Atlantis” — known: Hamburg Nord, Köln',
    );
  });

  it('words the outcomes and the changes in the reader’s language', async () => {
    await renderScreen(<ImportPreviewTable kind="tools" preview={preview} />);
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByText('Aktualisieren')).toBeVisible();
    expect(screen.getByText('Unverändert')).toBeVisible();
    expect(screen.getByText('Zustand: good → (leer)')).toBeVisible();
    expect(rowOf(3)).toHaveTextContent('Status nicht geändert (in der Datei steht „Available“)');
  });
});
