/** How long a label must be out of sight before the camera reads it again. */
const REREAD_QUIET_MS = 2000;

/**
 * A held phone sees the same label 5 to 30 times a second: only its first sighting counts. A text
 * reads again once it has not been seen for `quietMs` (every sighting restarts that wait), so a
 * label kept in view reads once however long it stays, and scanning it again means taking the
 * camera away and back. Other labels read at once.
 */
export const createRepeatFilter = (quietMs = REREAD_QUIET_MS) => {
  const lastSeen = new Map<string, number>();
  return (text: string, now: number): boolean => {
    for (const [seen, at] of lastSeen) if (now - at >= quietMs) lastSeen.delete(seen);
    const fresh = !lastSeen.has(text);
    lastSeen.set(text, now);
    return fresh;
  };
};
