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

/** Every key from `prefix` up to the next prefix: `prefix` followed by anything. */
const startingWith = (prefix: string) => IDBKeyRange.bound(prefix, `${prefix}\uffff`);

/** The values of every key that starts with `prefix`, with their keys. */
export const readAllKept = async <T>(prefix: string): Promise<Array<[string, T]>> => {
  const db = await database();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, 'readonly');
    const store = transaction.objectStore(STORE);
    const keys = store.getAllKeys(startingWith(prefix));
    const values = store.getAll(startingWith(prefix));
    transaction.oncomplete = () =>
      resolve(keys.result.map((key, index) => [String(key), values.result[index] as T]));
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
  });
};

/** Puts and deletes in one transaction: all of them happen, or none. */
export const keepMany = async (puts: Array<[string, unknown]>, deletes: string[]) => {
  const db = await database();
  return new Promise<void>((resolve, reject) => {
    const transaction = db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    for (const [key, value] of puts) store.put(value, key);
    for (const key of deletes) store.delete(key);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
  });
};

export const forgetAll = (prefix: string) =>
  inStore<undefined>('readwrite', (store) => store.delete(startingWith(prefix)));
