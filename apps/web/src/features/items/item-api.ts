import { queryOptions, useMutation, type UseQueryOptions } from '@tanstack/react-query';
import type { AnswerOf, Endpoint, SentBodyOf } from '@toolyard/shared';
import { useChangeRefresh } from '@/lib/change-refresh';
import { call, urlOf, type ParamsFor } from '@/lib/api-call';

/** The routes every kind of item has in the API table (`api.tools`, `api.vehicles`). */
type ItemArea = {
  list: Endpoint;
  read: Endpoint;
  readLog: Endpoint;
  create: Endpoint;
  update: Endpoint;
  delete: Endpoint;
  changeStatus: Endpoint;
};

/** What the shared screens read of a kind's API. */
export type ItemApi<Item, Log> = {
  listUrl: string;
  itemQuery: (id: number) => UseQueryOptions<Item, Error, Item, string[]>;
  logsQuery: (id: number) => UseQueryOptions<Log[], Error, Log[], string[]>;
};

/**
 * A kind's reads and writes, from its routes of the API table: the same for every kind, so a
 * kind's `api.ts` is one call of this and its own extras (a vehicle's tyres). Every write
 * refreshes what a change of that kind makes stale (lib/affected-reads.ts).
 */
export const itemApi = <A extends ItemArea>(area: A, kind: 'tool' | 'vehicle') => {
  // Every route of the area is `/…/:id`: the one parameter's type is the same for each.
  const byId = <E extends Endpoint>(_entry: E, id: number) => ({ id }) as unknown as ParamsFor<E>;
  const useWrite = <Input>(write: (input: Input) => Promise<unknown>) => {
    const refresh = useChangeRefresh(kind);
    return useMutation({ mutationFn: write, ...refresh });
  };
  return {
    listUrl: area.list.path,
    /** One item for its page, with who has it and where it is; 404 when not the reader's. */
    itemQuery: (id: number) =>
      queryOptions<AnswerOf<A['read']>, Error, AnswerOf<A['read']>, string[]>({
        queryKey: [urlOf(area.read, byId(area.read, id))],
        queryFn: ({ signal }) =>
          call<A['read']>(area.read, { params: byId(area.read, id), signal }),
      }),
    /** Its log, newest first. */
    logsQuery: (id: number) =>
      queryOptions<AnswerOf<A['readLog']>, Error, AnswerOf<A['readLog']>, string[]>({
        queryKey: [urlOf(area.readLog, byId(area.readLog, id))],
        queryFn: ({ signal }) =>
          call<A['readLog']>(area.readLog, { params: byId(area.readLog, id), signal }),
      }),
    useCreate: () =>
      useWrite((body: SentBodyOf<A['create']>) => call<A['create']>(area.create, { body })),
    useUpdate: () =>
      useWrite(({ id, body }: { id: number; body: SentBodyOf<A['update']> }) =>
        call<A['update']>(area.update, { params: byId(area.update, id), body }),
      ),
    useDelete: () =>
      useWrite((id: number) => call<A['delete']>(area.delete, { params: byId(area.delete, id) })),
    /** 409 with a localized message when the move is not allowed (any more). */
    useChangeStatus: () =>
      useWrite(({ id, body }: { id: number; body: SentBodyOf<A['changeStatus']> }) =>
        call<A['changeStatus']>(area.changeStatus, { params: byId(area.changeStatus, id), body }),
      ),
  };
};
