/**
 * One IndexedDB object store of values by key: what the app keeps on the device between visits
 * (the offline copy of its data). IndexedDB, not localStorage: it holds megabytes, stores objects
 * without JSON, and does not block the page while it writes.
 */

const DATABASE = 'toolyard';
const STORE = 'kept';

let opened: Promise<IDBDatabase> | null = null;

const database = () => {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
  // A failed open (private mode, storage turned off) is tried again next time.
  opened.catch(() => {
    opened = null;
  });
  return opened;
};

const inStore = async <T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest,
): Promise<T> => {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = act(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result as T);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
  });
};

export const readKept = <T>(key: string) =>
  inStore<T | undefined>('readonly', (store) => store.get(key));

export const keep = (key: string, value: unknown) =>
  inStore<IDBValidKey>('readwrite', (store) => store.put(value, key));

export const forget = (key: string) =>
  inStore<undefined>('readwrite', (store) => store.delete(key));
