import { READ_POSITION_HEADER, readPositionValue } from '@toolyard/shared';

/** Where a tab keeps each signed-in user's position between page loads. */
const STORAGE_PREFIX = 'toolyard.readPosition.';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/**
 * Read-your-writes across read replicas (decision 0064): every successful write is answered with
 * the database's position after it (`X-Toolyard-Lsn`); this keeps the highest one per signed-in
 * user — in memory and in the tab's sessionStorage, so a reload keeps it — and every request
 * sends it back, so no replica that has not reached it answers. A server without replicas sends
 * none, and then nothing is sent either.
 */
export const createReadPositions = (storage: Storage | undefined) => {
  const known = new Map<string, string>();

  const highest = (user: string) => {
    let position = known.get(user);
    if (position === undefined) {
      try {
        position = storage?.getItem(STORAGE_PREFIX + user) ?? '';
      } catch {
        position = '';
      }
      known.set(user, position);
    }
    return readPositionValue(position) === undefined ? undefined : position;
  };

  return {
    /** The header to send with a request made as `user`: empty while nothing was written. */
    headers: (user: string): Record<string, string> => {
      const position = highest(user);
      return position ? { [READ_POSITION_HEADER]: position } : {};
    },
    /** Keeps the position an answer to `user`'s request carries, if it is further than the kept one. */
    note: (user: string, response: Pick<Response, 'headers'>) => {
      const position = response.headers.get(READ_POSITION_HEADER);
      const value = readPositionValue(position);
      if (position === null || value === undefined) return;
      const kept = readPositionValue(highest(user));
      if (kept !== undefined && kept >= value) return;
      known.set(user, position);
      try {
        storage?.setItem(STORAGE_PREFIX + user, position);
      } catch {
        // Storage full or refused (private mode): memory still has it for this page's life.
      }
    },
  };
};

const tabStorage = () => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
};

/** This tab's positions: the API client's (lib/api-client.ts). */
export const readPositions = createReadPositions(tabStorage());
