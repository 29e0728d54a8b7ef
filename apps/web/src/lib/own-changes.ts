/**
 * How long after its answer the live event of a change this tab made is still taken for its echo.
 * The event leaves the server when the change commits, before the answer, so it is normally
 * there first; the margin covers a busy server or a slow stream.
 */
export const ECHO_WINDOW_MS = 3_000;

/** One change this tab sent; its echo is expected while it runs and shortly after. */
export type OwnChange = { kind: string; answeredAt: number | null };

/**
 * The changes this browser tab made itself, so that the live event each one causes is not
 * refreshed a second time (decision 0022). Each change stands for one echo: another change of the
 * same kind by the same user (in another tab or device) is still refreshed here.
 */
export const createOwnChanges = (now: () => number = Date.now) => {
  const expected = new Set<OwnChange>();
  const forgetStale = () => {
    for (const change of expected)
      if (change.answeredAt !== null && now() - change.answeredAt > ECHO_WINDOW_MS)
        expected.delete(change);
  };
  return {
    /** A change of `kind` is on its way to the server. */
    begin: (kind: string): OwnChange => {
      const change: OwnChange = { kind, answeredAt: null };
      expected.add(change);
      return change;
    },
    /** The server answered; a failed change wrote nothing, so no echo of it will come. */
    settle: (change: OwnChange, succeeded: boolean) => {
      if (succeeded) change.answeredAt = now();
      else expected.delete(change);
    },
    /** Whether a live event of the viewer's own change of `entityType` is the echo of one of ours. */
    takeEcho: (entityType: string | null): boolean => {
      forgetStale();
      for (const change of expected) {
        if (change.kind !== entityType) continue;
        expected.delete(change);
        return true;
      }
      return false;
    },
  };
};

export type OwnChanges = ReturnType<typeof createOwnChanges>;
