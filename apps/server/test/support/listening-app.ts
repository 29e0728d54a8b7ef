import { createTestApp } from './test-app.js';
import { startLoadClient } from './load-probe.js';

/**
 * A test app on a real port, with a load client: the requests, and another tenant's probe, come
 * from a thread of their own, so what the server's event loop does shows in the figures.
 */
export const startListeningApp = async () => {
  const ctx = await createTestApp();
  const client = startLoadClient(await ctx.app.listen({ port: 0, host: '127.0.0.1' }));
  const close = async () => {
    await client.close();
    await ctx.close();
  };
  return { ctx, client, close };
};
