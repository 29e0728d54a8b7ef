import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { untilMachineIsQuiet } from '../support/quiet-machine.js';
import { bulkYard } from './bulk-yard.js';

/** A scan session's action on 100 items is one request that answers within a second. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { bulk, resultsOf, yard, toolsIn, vehiclesIn } = bulkYard(() => ctx);

describe('bulk actions: cost', () => {
  it('changes 100 items in under a second (wall time of the request)', async () => {
    const y = await yard();
    // As the cost battery: the machine is shared, so a miss is measured again (fresh items, up
    // to three times); a cost of the route's own misses every time, a busy neighbour does not.
    const times: number[] = [];
    for (let attempt = 0; attempt < 3 && !times.some((ms) => ms < 1_000); attempt += 1) {
      const items = [...(await toolsIn(y, 80)), ...(await vehiclesIn(y, 20))];
      await untilMachineIsQuiet();
      const started = performance.now();
      const response = await bulk(y.token, { action: 'maintenance', items });
      times.push(performance.now() - started);
      expect(resultsOf(response).filter((result) => result.outcome === 'done')).toHaveLength(100);
    }
    expect(Math.min(...times), `attempts: ${times.map(Math.round).join(', ')} ms`).toBeLessThan(
      1_000,
    );
  });
});
