// @vitest-environment component
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Package } from 'lucide-react';
import { renderScreen } from '@/test/render-screen';
import { QueryTableDialog, type TableColumn } from './query-table-dialog';

type Item = { id: number; name: string; serial: string };

const columns: Array<TableColumn<Item>> = [
  { key: 'name', header: 'Name', cell: (item) => item.name, className: 'font-medium' },
  { key: 'serial', header: 'Serial number', cell: (item) => item.serial },
];

// The rows come from a function of the test, not from a server: what is under test is how the
// dialog lays out what a query answers, and when it asks.
const showDialog = (rows: (() => Promise<Item[]>) | null, onClose = vi.fn()) =>
  renderScreen(
    <QueryTableDialog
      query={rows && { queryKey: ['contents', 7], queryFn: rows }}
      onClose={onClose}
      title="Contents of Container A"
      description="The tools kept here"
      caption="Tools in Container A"
      loadFailedTitle="Failed to load the contents"
      empty={{ icon: Package, title: 'Nothing is kept here' }}
      columns={columns}
    />,
  );

describe('a dialog that shows a list as a table', () => {
  it('shows each row in the columns given, under their headings, named by its caption', async () => {
    await showDialog(async () => [
      { id: 1, name: 'Hilti TE 30', serial: 'HIL-1' },
      { id: 2, name: 'Makita DHR', serial: 'MAK-2' },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Contents of Container A' });
    const table = await within(dialog).findByRole('table', { name: 'Tools in Container A' });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(['Name', 'Serial number']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Hilti TE 30', 'HIL-1'],
      ['Makita DHR', 'MAK-2'],
    ]);
  });

  it('says so when the list is empty', async () => {
    await showDialog(async () => []);
    expect(await screen.findByText('Nothing is kept here')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is closed without a query, and tells the caller when it is closed with Escape', async () => {
    await showDialog(null);
    expect(screen.queryByRole('dialog')).toBeNull();

    const onClose = vi.fn();
    const { user } = await showDialog(async () => [], onClose);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
