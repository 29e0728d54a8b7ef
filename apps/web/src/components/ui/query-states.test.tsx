// @vitest-environment component
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ApiError } from '@/lib/api-client';
import { renderScreen } from '@/test/render-screen';
import { allQueries, QueryStates, type QueryLike } from './query-states';

const read = <T,>(state: Partial<QueryLike<T>>): QueryLike<T> => ({
  isPending: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...state,
});

const serverSaid = (message: string) => new ApiError(503, '', JSON.stringify({ message }));

const showList = (query: QueryLike<string[]>, look?: 'page' | 'list' | 'inline') =>
  renderScreen(
    <QueryStates
      query={query}
      loadFailedTitle="Failed to load the tools"
      look={look}
      empty={<p>No tools yet</p>}
    >
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryStates>,
  );

describe('QueryStates (loading, failed, empty, content)', () => {
  it('says it is loading, as a status, while the answer is on its way', async () => {
    await showList(read({ isPending: true }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('No tools yet')).not.toBeInTheDocument();
  });

  it("announces a failure with what did not load and the server's message; Try again reads again", async () => {
    const query = read<string[]>({ error: serverSaid('The database is away') });
    const { user } = await showList(query);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the tools');
    expect(alert).toHaveTextContent('The database is away');
    expect(alert).not.toHaveTextContent('Debug info');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it("tells on a list's failure whether a token was sent, never the token", async () => {
    await showList(read({ error: serverSaid('No') }), 'list');
    expect(await screen.findByRole('alert')).toHaveTextContent('Debug info: token missing');
  });

  it("shows a dashboard widget's failure as a quiet line with its own retry", async () => {
    await showList(read({ error: new TypeError('Failed to fetch') }), 'inline');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load data');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('shows the empty state for an empty list', async () => {
    await showList(read({ data: [] }));
    expect(await screen.findByText('No tools yet')).toBeVisible();
  });

  it('shows the content with the data', async () => {
    await showList(read({ data: ['Rotary hammer', 'Angle grinder'] }));
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Rotary hammer', 'Angle grinder']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('allQueries (several reads as one, as My Stuff waits for six)', () => {
  it('loads while any loads, and has all the data in order once all are there', () => {
    const tools = read({ data: ['hammer'] });
    expect(allQueries([tools, read<number[]>({ isPending: true })]).isPending).toBe(true);
    const both = allQueries([tools, read({ data: [7] })]);
    expect(both.isPending).toBe(false);
    expect(both.data).toEqual([['hammer'], [7]]);
  });

  it('fails when any fails, even while others load, and its retry repeats only the failed', () => {
    const loading = read<number[]>({ isPending: true });
    const failed = read<number[]>({ error: serverSaid('No') });
    const loaded = read({ data: ['hammer'] });
    const all = allQueries([loading, failed, loaded]);
    expect(all.isPending).toBe(false);
    expect(all.error).toBe(failed.error);
    expect(all.data).toBeUndefined();
    all.refetch();
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(loading.refetch).not.toHaveBeenCalled();
    expect(loaded.refetch).not.toHaveBeenCalled();
  });
});
