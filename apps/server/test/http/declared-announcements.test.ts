import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allEndpoints, endpoint, LIVE_ENTITY_TYPES, type LiveEntityType } from '@toolyard/shared';
import { route } from '../../src/http/route.js';
import { checkAnnounced } from '../../src/lib/declared-announcements.js';

/** A Fastify app with one write whose handler records a change of `recorded`. */
const appRecording = async (announces: readonly LiveEntityType[] | undefined, recorded: string) => {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(
    async (scope) => {
      route(
        scope,
        endpoint({
          method: 'POST',
          path: '/api/probe',
          access: 'public',
          tags: ['probe'],
          summary: 'Records a change',
          status: 200,
          answer: z.object({ recorded: z.boolean() }),
          ...(announces ? { announces } : {}),
        }),
        async () => {
          // As recordActivity does before its INSERT, a step later in the same request.
          await new Promise((resolve) => setImmediate(resolve));
          checkAnnounced(recorded);
          return { recorded: true };
        },
      );
    },
    { prefix: '/api' },
  );
  return app;
};

describe('the live events a route announces', () => {
  it('lets a route record the kinds of change its API table entry declares', async () => {
    const app = await appRecording(['tool', 'vehicle'], 'vehicle');
    const response = await app.inject({ method: 'POST', url: '/api/probe' });
    expect(response.statusCode).toBe(200);
    await app.close();
  });

  it('refuses a change of a kind the entry does not declare, naming the route and the kind', async () => {
    const app = await appRecording(['tool'], 'site');
    const response = await app.inject({ method: 'POST', url: '/api/probe' });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toContain(
      "POST /api/probe records a 'site' change, which its API table entry does not announce",
    );
    await app.close();
  });

  it('refuses any change from a route that declares none', async () => {
    const app = await appRecording(undefined, 'tool');
    expect((await app.inject({ method: 'POST', url: '/api/probe' })).statusCode).toBe(500);
    await app.close();
  });

  it('are declared by every write of the API table, by no read, and only as kinds of the live-event table', () => {
    const undeclaredWrites = allEndpoints
      .filter((entry) => entry.method !== 'GET' && entry.announces === undefined)
      .map((entry) => `${entry.method} ${entry.path}`);
    expect(undeclaredWrites).toEqual([]);
    const readsThatAnnounce = allEndpoints
      .filter((entry) => entry.method === 'GET' && entry.announces !== undefined)
      .map((entry) => entry.path);
    expect(readsThatAnnounce).toEqual([]);
    const declared = allEndpoints.flatMap((entry) => entry.announces ?? []);
    expect(declared.filter((kind) => !LIVE_ENTITY_TYPES.includes(kind))).toEqual([]);
    // Every kind of change is announced by some write.
    expect(new Set(declared)).toEqual(new Set(LIVE_ENTITY_TYPES));
  });
});
