import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, ItemAvailability, Page, ReservationResponse } from '@toolyard/shared';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, branchWithSite, create } from '../support/fixtures.js';
import { yardOf } from '../support/yard.js';

/**
 * Reservations (docs/product/reservations.md): bookings of items for a site over a time range. No two
 * live bookings of one item overlap — the database's exclusion constraint decides, so many
 * requests at once cannot double-book.
 */
let ctx: TestContext;
let yard: Awaited<ReturnType<typeof yardOf>>;
beforeAll(async () => {
  ctx = await createTestApp();
  yard = await yardOf(ctx.app);
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
/** An hour from now, on a whole hour, plus `hours`: bookings in the future, by the hour. */
const at = (hours: number) =>
  new Date(Math.ceil(Date.now() / HOUR) * HOUR + (24 + hours) * HOUR).toISOString();

const book = (
  payload: Record<string, unknown>,
  token = yard.admin.token,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers: { ...bearer(token), ...headers },
    payload,
  });

/** A tool of its own for a test, so tests never meet each other's bookings. */
const newTool = async (name = 'Core drill') =>
  create(ctx.app, yard.admin.token, '/api/tools', { name, branchId: yard.branch.id });

const liveRowsOf = async (toolId: number) =>
  Number(
    (
      await ctx.pool.query<{ n: string }>(
        'select count(*) as n from reservation_items where tool_id = $1 and live',
        [toolId],
      )
    ).rows[0]!.n,
  );

describe('booking items for a site', () => {
  it('books a tool and a vehicle for a site and a worker, and answers the booking', async () => {
    const tool = await newTool();
    const response = await book({
      items: [
        { kind: 'tool', id: tool.id },
        { kind: 'vehicle', id: yard.vehicle.id },
      ],
      siteId: yard.site.id,
      userId: yard.worker.user.id,
      startsAt: at(0),
      endsAt: at(8),
      note: 'Slab on level 3',
    });
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json() as ReservationResponse;
    expect(booking).toMatchObject({
      state: 'booked',
      site: { id: yard.site.id },
      user: { id: yard.worker.user.id },
      startsAt: at(0),
      endsAt: at(8),
      note: 'Slab on level 3',
      items: [
        { kind: 'tool', id: tool.id, name: 'Core drill' },
        { kind: 'vehicle', id: yard.vehicle.id, name: expect.stringContaining('M-AB 1') },
      ],
      createdBy: { id: yard.admin.user.id },
    });
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/reservations/${booking.id}`,
      headers: bearer(yard.admin.token),
    });
    expect(read.json()).toEqual(booking);
    // Cancelled at once, so the vehicle is free for the other tests.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/reservations/${booking.id}/cancel`,
      headers: bearer(yard.admin.token),
    });
  });

  it('refuses an overlapping booking with 409 naming the booking in the way, and books nothing', async () => {
    const tool = await newTool('Rotary hammer');
    const other = await newTool('Vacuum');
    const first = await book({
      items: [{ kind: 'tool', id: tool.id }],
      siteId: yard.site.id,
      startsAt: at(0),
      endsAt: at(4),
    });
    expect(first.statusCode).toBe(201);
    // A kit-like booking: one free item and one in the way — all or nothing.
    const refused = await book({
      items: [
        { kind: 'tool', id: other.id },
        { kind: 'tool', id: tool.id },
      ],
      siteId: yard.site.id,
      startsAt: at(2),
      endsAt: at(6),
    });
    expect(refused.statusCode).toBe(409);
    const body = refused.json() as ApiErrorBody;
    expect(body.code).toBe('conflict');
    expect(body.message).toContain('Rotary hammer');
    expect(body.conflicts).toEqual([
      {
        reservationId: (first.json() as ReservationResponse).id,
        kind: 'tool',
        itemId: tool.id,
        itemName: 'Rotary hammer',
        siteName: yard.site.name,
        startsAt: at(0),
        endsAt: at(4),
      },
    ]);
    expect(await liveRowsOf(other.id)).toBe(0);
  });

  it('allows touching ranges: one ends at 12:00, the next starts at 12:00', async () => {
    const tool = await newTool();
    const morning = await book({
      items: [{ kind: 'tool', id: tool.id }],
      siteId: yard.site.id,
      startsAt: at(0),
      endsAt: at(4),
    });
    const afternoon = await book({
      items: [{ kind: 'tool', id: tool.id }],
      siteId: yard.site.id,
      startsAt: at(4),
      endsAt: at(8),
    });
    expect([morning.statusCode, afternoon.statusCode]).toEqual([201, 201]);
    // One millisecond into the afternoon is an overlap.
    const overlapping = await book({
      items: [{ kind: 'tool', id: tool.id }],
      siteId: yard.site.id,
      startsAt: new Date(Date.parse(at(8)) - 1).toISOString(),
      endsAt: at(9),
    });
    expect(overlapping.statusCode).toBe(409);
  });

  it('frees the items of a cancelled booking at once; a second cancel is refused', async () => {
    const tool = await newTool();
    const booked = (await book({
      items: [{ kind: 'tool', id: tool.id }],
      siteId: yard.site.id,
      startsAt: at(0),
      endsAt: at(4),
    }).then((response) => response.json())) as ReservationResponse;
    const cancel = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/reservations/${booked.id}/cancel`,
        headers: bearer(yard.admin.token),
      });
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect((cancelled.json() as ReservationResponse).state).toBe('cancelled');
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect((again.json() as ApiErrorBody).message).toContain('cancelled');
    const rebooked = await book({
      items: [{ kind: 'tool', id: tool.id }],
      siteId: yard.site.id,
      startsAt: at(1),
      endsAt: at(3),
    });
    expect(rebooked.statusCode).toBe(201);
  });
});

describe('no double booking, whatever the timing', () => {
  it('50 overlapping bookings of one item at once: exactly one 201 and 49 × 409, 20 times over', async () => {
    for (let round = 0; round < 20; round += 1) {
      const tool = await newTool(`Drill ${round}`);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          book({
            items: [{ kind: 'tool', id: tool.id }],
            siteId: yard.site.id,
            // Every range overlaps every other: all share the hour at(10)…at(11).
            startsAt: at(index % 10),
            endsAt: at(11 + (index % 7)),
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      expect(await liveRowsOf(tool.id)).toBe(1);
    }
  });

  it('the database itself refuses an overlapping live row written past the application', async () => {
    const tool = await newTool();
    const first = (await book({
      items: [{ kind: 'tool', id: tool.id }],
      siteId: yard.site.id,
      startsAt: at(0),
      endsAt: at(4),
    }).then((response) => response.json())) as ReservationResponse;
    await expect(
      ctx.pool.query(
        `insert into reservation_items (reservation_id, organization_id, tool_id, during)
         values ($1, $2, $3, tstzrange($4::timestamptz, $5::timestamptz, '[)'))`,
        [first.id, first.organizationId, tool.id, at(3), at(5)],
      ),
    ).rejects.toMatchObject({ code: '23P01', constraint: 'reservation_items_tool_overlap' });
    // A row that is not live holds nothing.
    await ctx.pool.query(
      `insert into reservation_items (reservation_id, organization_id, tool_id, during, live)
       values ($1, $2, $3, tstzrange($4::timestamptz, $5::timestamptz, '[)'), false)`,
      [first.id, first.organizationId, tool.id, at(3), at(5)],
    );
  });
});

describe("another organization's bookings", () => {
  it('never conflict with ours, and are never visible or cancellable', async () => {
    const other = await yardOf(ctx.app);
    const tool = await newTool();
    const theirs = await book(
      {
        items: [{ kind: 'tool', id: other.tool.id }],
        siteId: other.site.id,
        startsAt: at(0),
        endsAt: at(4),
      },
      other.admin.token,
    );
    expect(theirs.statusCode).toBe(201);
    const ours = await book({
      items: [{ kind: 'tool', id: tool.id }],
      siteId: yard.site.id,
      startsAt: at(0),
      endsAt: at(4),
    });
    expect(ours.statusCode).toBe(201);
    const theirId = (theirs.json() as ReservationResponse).id;
    for (const [method, url] of [
      ['GET', `/api/reservations/${theirId}`],
      ['POST', `/api/reservations/${theirId}/cancel`],
    ] as const) {
      const answer = await ctx.app.inject({ method, url, headers: bearer(yard.admin.token) });
      expect(answer.statusCode, url).toBe(404);
    }
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/reservations?from=${encodeURIComponent(at(-1))}&to=${encodeURIComponent(at(30))}&limit=200`,
      headers: bearer(yard.admin.token),
    });
    const ids = (list.json() as Page<ReservationResponse>).items.map(({ id }) => id);
    expect(ids).toContain((ours.json() as ReservationResponse).id);
    expect(ids).not.toContain(theirId);
    // Their item, their site, their worker: each refused as a bad reference, nothing booked.
    for (const payload of [
      { items: [{ kind: 'tool', id: other.tool.id }], siteId: yard.site.id },
      { items: [{ kind: 'tool', id: tool.id }], siteId: other.site.id },
      {
        items: [{ kind: 'tool', id: tool.id }],
        siteId: yard.site.id,
        userId: other.worker.user.id,
      },
    ]) {
      const refused = await book({ ...payload, startsAt: at(40), endsAt: at(41) });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('the list', () => {
  it('answers the bookings that overlap the window, soonest first, a page at a time, narrowed to an item or a site', async () => {
    const tool = await newTool();
    const { site } = await branchWithSite(ctx.app, yard.admin.token);
    const made: number[] = [];
    for (const hour of [100, 104, 108, 112, 116]) {
      const answer = await book({
        items: [{ kind: 'tool', id: tool.id }],
        siteId: site.id,
        startsAt: at(hour),
        endsAt: at(hour + 2),
      });
      made.push((answer.json() as ReservationResponse).id);
    }
    const list = async (query: string) => {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/api/reservations?${query}`,
        headers: bearer(yard.admin.token),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as Page<ReservationResponse>;
    };
    const window = `from=${encodeURIComponent(at(101))}&to=${encodeURIComponent(at(113))}`;
    const first = await list(`${window}&kind=tool&itemId=${tool.id}&limit=2`);
    expect(first.items.map(({ id }) => id)).toEqual(made.slice(0, 2));
    const second = await list(
      `${window}&kind=tool&itemId=${tool.id}&limit=2&cursor=${first.nextCursor}`,
    );
    expect(second.items.map(({ id }) => id)).toEqual(made.slice(2, 4));
    expect(second.nextCursor).toBeNull();
    const bySite = await list(`${window}&siteId=${site.id}`);
    expect(bySite.items.map(({ id }) => id)).toEqual(made.slice(0, 4));
  });
});

describe('availability while dates are chosen', () => {
  it('names what is in the way of each item and when it is next free for as long', async () => {
    const busy = await newTool('Busy drill');
    const free = await newTool('Free drill');
    for (const [start, end] of [
      [0, 4],
      [6, 10],
    ] as const) {
      const made = await book({
        items: [{ kind: 'tool', id: busy.id }],
        siteId: yard.site.id,
        startsAt: at(start),
        endsAt: at(end),
      });
      expect(made.statusCode).toBe(201);
    }
    const ask = async (from: number, to: number, items = `tool:${busy.id},tool:${free.id}`) => {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/api/reservations/availability?items=${items}&from=${encodeURIComponent(at(from))}&to=${encodeURIComponent(at(to))}`,
        headers: bearer(yard.admin.token),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as { items: ItemAvailability[] }).items;
    };
    // Three hours from at(2): the gap at(4)–at(6) is too short, so the next start is at(10).
    const [busyItem, freeItem] = await ask(2, 5);
    expect(busyItem).toMatchObject({ kind: 'tool', id: busy.id, name: 'Busy drill' });
    expect(busyItem!.conflicts.map(({ startsAt, endsAt }) => [startsAt, endsAt])).toEqual([
      [at(0), at(4)],
    ]);
    expect(busyItem!.nextFreeFrom).toBe(at(10));
    expect(freeItem).toEqual({
      kind: 'tool',
      id: free.id,
      name: 'Free drill',
      conflicts: [],
      nextFreeFrom: at(2),
    });
    // Two hours fit the gap; the gap itself touches both bookings and is free.
    expect((await ask(2, 4))[0]!.nextFreeFrom).toBe(at(4));
    const [gap] = await ask(4, 6);
    expect(gap!.conflicts).toEqual([]);
    expect(gap!.nextFreeFrom).toBe(at(4));
  });

  it("refuses another organization's item and a malformed list, naming the field", async () => {
    const other = await yardOf(ctx.app);
    for (const items of [`tool:${other.tool.id}`, 'tool:x', 'drill:1', '']) {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/api/reservations/availability?items=${items}&from=${encodeURIComponent(at(0))}&to=${encodeURIComponent(at(1))}`,
        headers: bearer(yard.admin.token),
      });
      expect(answer.statusCode, items).toBe(400);
      expect(Object.keys((answer.json() as ApiErrorBody).fieldErrors ?? {})[0], items).toMatch(
        /^items/,
      );
    }
  });
});

describe('bad input', () => {
  it('is refused with the field that is wrong, and books nothing', async () => {
    const tool = await newTool();
    const item = [{ kind: 'tool', id: tool.id }];
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ items: item, siteId: yard.site.id, startsAt: at(4), endsAt: at(4) }, 'endsAt'],
      [{ items: item, siteId: yard.site.id, startsAt: at(4), endsAt: at(2) }, 'endsAt'],
      [{ items: item, siteId: yard.site.id, startsAt: 'tomorrow', endsAt: at(2) }, 'startsAt'],
      [{ items: [], siteId: yard.site.id, startsAt: at(0), endsAt: at(2) }, 'items'],
      [
        { items: [...item, ...item], siteId: yard.site.id, startsAt: at(0), endsAt: at(2) },
        'items',
      ],
      [{ items: item, siteId: yard.site.id, startsAt: at(0), endsAt: at(367 * 24) }, 'endsAt'],
      [
        {
          items: item,
          siteId: yard.site.id,
          startsAt: new Date(Date.now() - 5 * HOUR).toISOString(),
          endsAt: new Date(Date.now() - HOUR).toISOString(),
        },
        'endsAt',
      ],
    ];
    for (const [payload, field] of cases) {
      const answer = await book(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys((answer.json() as ApiErrorBody).fieldErrors ?? {})).toContain(field);
    }
    expect(await liveRowsOf(tool.id)).toBe(0);
  });

  it('speaks the caller’s language in a refusal', async () => {
    const tool = await newTool('Bohrhammer');
    const payload = {
      items: [{ kind: 'tool', id: tool.id }],
      siteId: yard.site.id,
      startsAt: at(0),
      endsAt: at(2),
    };
    expect((await book(payload)).statusCode).toBe(201);
    const refused = await book(payload, yard.admin.token, { 'accept-language': 'de' });
    expect((refused.json() as ApiErrorBody).message).toBe(
      `„Bohrhammer“ ist zu dieser Zeit bereits für ${yard.site.name} gebucht. Es wurde nichts gebucht.`,
    );
  });
});
