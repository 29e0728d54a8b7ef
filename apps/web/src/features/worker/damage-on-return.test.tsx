// @vitest-environment component
import { afterEach, describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@/test/render-screen';
import { withRealServer, yardOf } from '@/test/real-server';
import { MyStuffPage } from './my-stuff-page';

const server = withRealServer();

// A small red PNG, as a phone hands the file input a photo.
const PHOTO = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAR0lEQVRYhe2WAQkAMAzDJiT+PcTdZOycwASU0qYb4ambcwUmiByiDFnLOMePgZEcogxZyziHkD1o5BBlyFpGHCIw0nT48bguIFmmTP0QHZ0AAAAASUVORK5CYII=',
  ),
  (char) => char.charCodeAt(0),
);

type Yard = Awaited<ReturnType<typeof yardOf>>;

/** The yard's tool, handed to its worker and confirmed: theirs to return. */
const toolHeld = async () => {
  const yard = await yardOf(server.app);
  const assigned = await server.request(
    'POST',
    `/api/tools/${yard.tool.id}/status`,
    yard.admin.token,
    { status: 'pending_confirmation', assignedUserId: yard.worker.user.id, siteId: yard.site.id },
  );
  expect(assigned.status).toBe(200);
  expect(
    (await server.request('POST', `/api/tools/${yard.tool.id}/confirm`, yard.worker.token)).status,
  ).toBe(200);
  return yard;
};

const damageOf = async (yard: Yard) =>
  (await server.request('GET', `/api/damage-reports?toolId=${yard.tool.id}`, yard.admin.token))
    .body as Array<{ description: string; photos: unknown[] }>;

const openReturn = async (yard: Yard) => {
  const screenView = await renderScreen(<MyStuffPage />, { signedInAs: yard.worker });
  const { user } = screenView;
  await user.click(await screen.findByRole('button', { name: 'Return Core drill' }));
  const dialog = await screen.findByRole('dialog', { name: 'Return tool' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Storage unit' }));
  await user.click(screen.getByRole('option', { name: `Container A (${yard.branch.name})` }));
  await user.click(within(dialog).getByRole('checkbox', { name: /Something is damaged/ }));
  return { user, dialog };
};

afterEach(() => onlineManager.setOnline(true));

describe('damage on a tool return', () => {
  it('sends the report with its photo first, then the return names it: the tool goes to maintenance', async () => {
    const yard = await toolHeld();
    const { user, dialog } = await openReturn(yard);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'What is damaged, and how?' }),
      'Chuck cracked',
    );
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([PHOTO], 'chuck.png', { type: 'image/png' }));
    // The photo is re-encoded before it is listed: that takes a moment.
    expect(await within(dialog).findByRole('list', { name: 'Chosen photos' })).toHaveTextContent(
      'chuck.png',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Return tool' }));

    expect(await screen.findByText('Tool returned successfully')).toBeVisible();
    await waitFor(async () =>
      expect(await damageOf(yard)).toMatchObject([
        { description: 'Chuck cracked', photos: [expect.anything()] },
      ]),
    );
    const tool = await server.request('GET', `/api/tools/${yard.tool.id}`, yard.admin.token);
    expect(tool.body).toMatchObject({ status: 'maintenance' });
  });

  it('asks what is damaged before anything is sent', async () => {
    const yard = await toolHeld();
    const { user, dialog } = await openReturn(yard);
    await user.click(within(dialog).getByRole('button', { name: 'Return tool' }));
    expect(await within(dialog).findByText('Describe the damage')).toBeVisible();
    expect(await damageOf(yard)).toEqual([]);
    const tool = await server.request('GET', `/api/tools/${yard.tool.id}`, yard.admin.token);
    expect(tool.body).toMatchObject({ status: 'checked_out' });
  });

  it('offline, says photos need a connection and keeps the photo button off', async () => {
    const yard = await toolHeld();
    const { dialog } = await openReturn(yard);
    act(() => onlineManager.setOnline(false));
    expect(
      await within(dialog).findByText(
        'You are offline: photos need a connection. The description is sent with the return.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Add photos' })).toBeDisabled();
  });
});
