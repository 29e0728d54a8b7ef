// @vitest-environment component
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@/test/render-screen';
import { create, withRealServer, workerOf, yardOf } from '@/test/real-server';
import { ScanSession } from './scan-session';

const server = withRealServer();

type Labelled = { id: number; labelCode: string };

describe('a scan session acting on the collected items', () => {
  it('keeps the "3 done, 1 refused" summary, naming who holds the refused item, until it is closed', async () => {
    const yard = await yardOf(server.app);
    const admin = yard.admin.token;
    const wanda = await workerOf(server.app, admin, { firstName: 'Wanda', lastName: 'Worker' });
    const tools: Labelled[] = [];
    for (const name of ['Makita grinder', 'Bosch laser level', 'Core bit set', 'Hilti TE 30'])
      tools.push(
        (await create(server.app, admin, '/api/tools', {
          name,
          branchId: yard.branch.id,
        })) as unknown as Labelled,
      );
    // Three are out on site, back now; the Hilti waits for Wanda's confirmation: not returnable.
    for (const [index, tool] of tools.entries()) {
      const handed = await server.request('POST', `/api/tools/${tool.id}/status`, admin, {
        status: index < 3 ? 'checked_out' : 'pending_confirmation',
        assignedUserId: wanda.user.id,
      });
      expect(handed.status).toBe(200);
    }
    const { user } = await renderScreen(<ScanSession />, { signedInAs: yard.admin });
    const read = async (code: string) => {
      await user.type(screen.getByLabelText('Label code'), code);
      await user.click(screen.getByRole('button', { name: 'Use code' }));
    };

    // The unit first (where the tools go back), then the four tools.
    await read(String((yard.unit as unknown as Labelled).labelCode));
    for (const tool of tools) await read(tool.labelCode);
    const list = screen.getByRole('region', { name: /Scanned/ });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));

    await user.click(screen.getByRole('button', { name: 'Return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply to 4 items' }));

    const summary = await screen.findByRole('region', { name: 'Result of the last action' });
    expect(summary).toHaveTextContent('3 done, 1 refused.');
    expect(within(summary).getByRole('listitem')).toHaveTextContent(
      'Hilti TE 30: held by Wanda Worker',
    );
    expect(within(list).getByRole('listitem')).toHaveTextContent('Refused: held by Wanda Worker');

    // Scanning goes on: the next read is said, the summary stays.
    await read(tools[0]!.labelCode);
    expect(await screen.findByText('Makita grinder added')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Result of the last action' })).toBeVisible();

    await user.click(within(summary).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Result of the last action' })).toBeNull();
  });
});
