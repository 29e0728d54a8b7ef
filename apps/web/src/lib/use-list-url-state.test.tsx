// @vitest-environment component
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useListUrlState } from './use-list-url-state';

const SPEC = {
  statuses: ['available', 'maintenance'],
  sorts: ['name'],
  filters: ['branchId'],
  defaultSort: 'name',
} as const;

const SearchBox = () => {
  const view = useListUrlState(SPEC);
  return (
    <>
      <input
        aria-label="Search"
        value={view.state.search}
        onChange={(event) => view.setSearch(event.target.value)}
      />
      <button type="button" onClick={() => view.setFilter('branchId', '7')}>
        Branch 7
      </button>
    </>
  );
};

afterEach(cleanup);

const renderAt = (address: string) => {
  const router = createMemoryRouter([{ path: '/tools', element: <SearchBox /> }], {
    initialEntries: [address],
  });
  render(<RouterProvider router={router} />);
  return router;
};

describe('a list screen’s search in the address', () => {
  it('keeps every letter typed and writes the search to the address without a history entry per letter', async () => {
    const router = renderAt('/tools?search=dr');
    const box = screen.getByLabelText('Search');
    expect(box).toHaveValue('dr');
    await userEvent.type(box, 'ill 12');
    expect(box).toHaveValue('drill 12');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('drill 12');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('takes the earlier search back into the box on Back', async () => {
    const router = renderAt('/tools');
    const box = screen.getByLabelText('Search');
    await userEvent.type(box, 'hammer');
    await userEvent.click(screen.getByRole('button', { name: 'Branch 7' }));
    await userEvent.type(box, ' 30');
    expect(box).toHaveValue('hammer 30');
    await act(() => router.navigate(-1));
    expect(box).toHaveValue('hammer');
    expect(router.state.location.search).toBe('?search=hammer');
  });
});
