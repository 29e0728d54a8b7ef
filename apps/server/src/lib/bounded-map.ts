/**
 * Puts `key` in a Map that holds at most `max` entries: the key moves to the newest place, and
 * when the Map is full the oldest entry (first in insertion order) makes room. For the
 * in-process memories that must not grow with what callers send (sessions, statements, estimates).
 */
export const setBounded = <Key, Value>(
  map: Map<Key, Value>,
  key: Key,
  value: Value,
  max: number,
) => {
  map.delete(key);
  if (map.size >= max) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
};
