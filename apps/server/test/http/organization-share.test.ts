import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../src/http/error-handler.js';
import { REQUEST_SHARE, registerOrganizationShare } from '../../src/http/organization-share.js';
import type { AuthContext } from '../../src/lib/auth-context.js';

/*
 * The request share on a bare app (decision 0057): who asks comes from a header instead of a
 * session, so each request's organization and user are chosen by the test, and `/held` answers
 * only when the test lets it.
 */
let app: FastifyInstance;
afterEach(() => app.close());

const shareApp = async () => {
  app = Fastify();
  registerErrorHandler(app, { spa: false });
  app.decorateRequest('auth', null);
  app.addHook('onRequest', (request, _reply, done) => {
    // Stands for a slow auth guard (a session looked up on a busy database): the share's hook
    // runs only after it, when the client may have hung up already.
    const guardMs = Number(request.headers['x-guard-ms'] ?? 0);
    const who = request.headers['x-who'];
    if (typeof who === 'string') {
      const [organization, user] = who.split('/').map(Number);
      request.auth = {
        user: { id: user, organizationId: organization === 0 ? null : organization },
      } as unknown as AuthContext;
    }
    if (guardMs > 0) setTimeout(done, guardMs);
    else done();
  });
  registerOrganizationShare(app, {
    ...REQUEST_SHARE,
    perOrganization: 1,
    perUser: 1,
    waitingPerOrganization: 1,
    waitingPerUser: 1,
    maxWaitMs: 1_000,
  });
  const held: Array<() => void> = [];
  const answer = () =>
    new Promise<{ ok: true }>((resolve) => held.push(() => resolve({ ok: true })));
  app.get('/held', answer);
  app.get('/quick', async () => ({ ok: true }));
  app.get('/stream', { config: { organizationShare: false } }, answer);
  await app.ready();
  const ask = (url: string, who: string) => app.inject({ url, headers: { 'x-who': who } });
  const letGo = () => held.shift()!();
  /** Until the app has taken in `count` requests that now wait for the test. */
  const holding = async (count: number) => {
    while (held.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { ask, letGo, holding };
};

/** The same app on a real socket: clients that hang up, and keep-alive connections. */
const listeningShareApp = async () => {
  const share = await shareApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const get = (path: string, headers: Record<string, string>, agent?: http.Agent) => {
    const request = http.request({ host: '127.0.0.1', port, path, headers, agent });
    const answered = new Promise<number>((resolve, reject) => {
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
    });
    request.end();
    return { answered, hangUp: () => request.destroy() };
  };
  return { ...share, get };
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('request share per organization', () => {
  it("answers another organization at once while one organization's requests wait", async () => {
    const { ask, letGo, holding } = await shareApp();
    const first = ask('/held', '1/11');
    await holding(1);
    let stillWaiting = true;
    const waiting = ask('/quick', '1/11').then((answer) => {
      stillWaiting = false;
      return answer;
    });
    const other = await ask('/quick', '2/21');
    expect(other.statusCode).toBe(200);
    // Organization 1 has its one slot taken: its second request is still waiting.
    expect(stillWaiting).toBe(true);
    letGo();
    expect((await first).statusCode).toBe(200);
    // Once the slot is given back, the waiting request of organization 1 runs.
    expect((await waiting).statusCode).toBe(200);
  });

  it('refuses a request past its waiting share at once with 429, and one that waited too long with 503, both with Retry-After', async () => {
    const { ask, letGo, holding } = await shareApp();
    const first = ask('/held', '1/11');
    await holding(1);
    const waiting = ask('/quick', '1/12');
    // Time for the request to reach the queue (the app takes injected requests in a later turn).
    await new Promise((resolve) => setTimeout(resolve, 100));
    const pastShare = await ask('/quick', '1/13');
    expect(pastShare.statusCode).toBe(429);
    expect(pastShare.headers['retry-after']).toBe('2');
    expect(pastShare.json()).toMatchObject({ code: 'rate_limited' });
    const late = await waiting;
    expect(late.statusCode).toBe(503);
    expect(late.headers['retry-after']).toBe('2');
    letGo();
    expect((await first).statusCode).toBe(200);
  });

  it('counts neither the platform superadmin nor requests of routes that stay open', async () => {
    const { ask, letGo, holding } = await shareApp();
    const streams = [ask('/stream', '1/11'), ask('/stream', '1/11')];
    const superadmin = [ask('/held', '0/1'), ask('/held', '0/1')];
    await holding(4);
    expect((await ask('/quick', '1/11')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) letGo();
    for (const answer of await Promise.all([...streams, ...superadmin]))
      expect(answer.statusCode).toBe(200);
  });
});

describe('request share over a real socket', () => {
  it('gives the slot back when the client hangs up before the share was asked (during the auth guard)', async () => {
    const { get } = await listeningShareApp();
    const gone = get('/quick', { 'x-who': '1/11', 'x-guard-ms': '150' });
    gone.answered.catch(() => undefined);
    await pause(30);
    gone.hangUp();
    await pause(250);
    // With one slot for organization 1, a slot kept by the request that left would make this one
    // wait its full second and get 503.
    const started = Date.now();
    expect(await get('/quick', { 'x-who': '1/11' }).answered).toBe(200);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('gives the slot back when the client hangs up while its answer is still being made', async () => {
    const { get, holding, letGo } = await listeningShareApp();
    const gone = get('/held', { 'x-who': '1/11' });
    gone.answered.catch(() => undefined);
    await holding(1);
    gone.hangUp();
    // The handler has not answered (it waits for the test), yet the organization is served.
    expect(await get('/quick', { 'x-who': '1/11' }).answered).toBe(200);
    letGo();
  });

  it('takes and gives back a slot for each of many requests on one kept-alive connection', async () => {
    const { get } = await listeningShareApp();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answers: number[] = [];
    for (let i = 0; i < 40; i += 1)
      answers.push(await get('/quick', { 'x-who': '1/11' }, agent).answered);
    agent.destroy();
    expect(answers).toEqual(Array.from({ length: 40 }, () => 200));
  });
});
