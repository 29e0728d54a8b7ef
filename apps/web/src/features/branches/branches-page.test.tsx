// @vitest-environment component
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderScreen } from '@/test/render-screen';
import { withRealServer, yardOf } from '@/test/real-server';
import { BranchesPage } from './branches-page';

const server = withRealServer();

describe('Branches', () => {
  it("shows the org admin each branch's organization in its own column", async () => {
    const yard = await yardOf(server.app);
    await renderScreen(<BranchesPage />, { signedInAs: yard.admin });

    // jsdom lays nothing out, so the virtual rows stay unrendered: the header is what shows here.
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Organization', 'Address', 'Contact phone', 'Manager', 'Actions']);
  });
});
