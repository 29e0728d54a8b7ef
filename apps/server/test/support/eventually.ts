/**
 * What happens after an answer (a mail the outbox sends, a replica catching up, a job running):
 * waits until `read` gives a value other than undefined and answers it, asking every 25 ms, and
 * fails naming `what` once `timeoutMs` has passed.
 */
export const eventually = async <T>(
  what: string,
  read: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 10_000,
): Promise<T> => {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** Waits until `check` holds (see eventually). */
export const until = async (
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs?: number,
) => {
  await eventually(what, async () => ((await check()) ? true : undefined), timeoutMs);
};
