/**
 * `work`'s answer, or a rejection once `ms` have passed without one. The work itself goes on
 * (a query keeps running until its statement timeout): this bounds how long a caller waits.
 */
export const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};
