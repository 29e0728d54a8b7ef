import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TOOL_SORTS, TOOL_STATUSES, VEHICLE_SORTS, VEHICLE_STATUSES } from '@toolyard/shared';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, create, organizationWithAdmin, workerOf } from '../support/fixtures.js';

/** Decision 0026: sort by every shown column both ways, filters, natural order and counts. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Named = { id: number; name: string } | null;
type Person = { id: number; firstName: string; lastName: string } | null;
type Tool = {
  id: number;
  name: string;
  serialNumber: string | null;
  status: string;
  nextMaintenanceDate: string | null;
  branchId: number;
  siteId: number | null;
  storageUnitId: number | null;
  assignedUserId: number | null;
  branch: { name: string };
  site: Named;
  storageUnit: Named;
  assignedUser: Person;
};
type Vehicle = {
  id: number;
  make: string;
  model: string;
  year: number;
  licensePlate: string;
  status: string;
  fuelLevel: number | null;
  nextServiceDate: string | null;
  nextRegistration: string | null;
  nextTechnicalCheckup: string | null;
  tireType: string | null;
  tireYear: number | null;
  branchId: number;
  parkingLocationId: number | null;
  assignedUserId: number | null;
  branch: { name: string };
  parkingLocation: Named;
  assignedUser: Person;
};
type Page<T> = { items: T[]; nextCursor: string | null; total?: number };

const get = async <T>(token: string, url: string): Promise<T> => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

const refused = async (token: string, url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
  return response.json() as { code: string; message: string; fieldErrors: Record<string, string> };
};

const withParam = (url: string, params: string) =>
  `${url}${url.includes('?') ? '&' : '?'}${params}`;

/** Every page from the first, `limit` rows at a time; `between` runs after each page. */
const allPages = async <T>(
  token: string,
  url: string,
  limit: number,
  between: () => Promise<void> = async () => undefined,
) => {
  const seen: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: Page<T> = await get(
      token,
      withParam(url, `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`),
    );
    seen.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
    await between();
  } while (cursor && pages < 200);
  return seen;
};

// ICU's root collation with numeric ordering: what the "natural" collation (migration 0012) does.
const natural = new Intl.Collator('und', { numeric: true }).compare;

type SortValue = string | number | null;
/** A comparator of rows by sort values (nulls last both ways), the id breaking ties in the same direction. */
const byValues =
  <T extends { id: number }>(
    valuesOf: (row: T) => SortValue[],
    dir: 'asc' | 'desc',
    compare: (a: string, b: string) => number = natural,
  ) =>
  (left: T, right: T) => {
    const a = valuesOf(left);
    const b = valuesOf(right);
    const sign = dir === 'asc' ? 1 : -1;
    if (a[0] === null && b[0] !== null) return 1;
    if (a[0] !== null && b[0] === null) return -1;
    for (let index = 0; index < a.length; index += 1) {
      const x = a[index]!;
      const y = b[index]!;
      if (x === null || y === null) continue;
      const order = typeof x === 'number' ? x - (y as number) : compare(x, y as string);
      if (order !== 0) return sign * order;
    }
    return sign * (left.id - right.id);
  };

const enumOrder = (values: readonly string[]) => (a: string, b: string) =>
  values.indexOf(a) - values.indexOf(b);
const plain = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const TOOL_SORT_VALUES: Record<
  (typeof TOOL_SORTS)[number],
  { of: (tool: Tool) => SortValue[]; compare?: (a: string, b: string) => number }
> = {
  name: { of: (tool) => [tool.name] },
  serialNumber: { of: (tool) => [tool.serialNumber] },
  branch: { of: (tool) => [tool.branch.name] },
  site: { of: (tool) => [tool.site?.name ?? null] },
  storageUnit: { of: (tool) => [tool.storageUnit?.name ?? null] },
  assignee: {
    of: (tool) => [tool.assignedUser?.lastName ?? null, tool.assignedUser?.firstName ?? null],
  },
  status: { of: (tool) => [tool.status], compare: enumOrder(TOOL_STATUSES) },
  nextMaintenance: { of: (tool) => [tool.nextMaintenanceDate], compare: plain },
};

const VEHICLE_SORT_VALUES: Record<
  (typeof VEHICLE_SORTS)[number],
  { of: (vehicle: Vehicle) => SortValue[]; compare?: (a: string, b: string) => number }
> = {
  make: { of: (v) => [v.make, v.model] },
  model: { of: (v) => [v.model, v.make] },
  year: { of: (v) => [v.year] },
  licensePlate: { of: (v) => [v.licensePlate] },
  branch: { of: (v) => [v.branch.name] },
  parking: { of: (v) => [v.parkingLocation?.name ?? null] },
  assignee: { of: (v) => [v.assignedUser?.lastName ?? null, v.assignedUser?.firstName ?? null] },
  status: { of: (v) => [v.status], compare: enumOrder(VEHICLE_STATUSES) },
  fuelLevel: { of: (v) => [v.fuelLevel] },
  nextService: { of: (v) => [v.nextServiceDate], compare: plain },
  nextRegistration: { of: (v) => [v.nextRegistration], compare: plain },
  nextTechnicalCheckup: { of: (v) => [v.nextTechnicalCheckup], compare: plain },
  tireType: { of: (v) => [v.tireType], compare: enumOrder(['winter', 'summer', 'all_season']) },
  tireYear: { of: (v) => [v.tireYear] },
};

/** An int[] parameter (drizzle would spread a JS array into a row). */
const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

const TOOL_NAMES = [
  'Drill 10',
  'Drill 2',
  'Drill 1',
  'drill 11',
  'Ölabscheider',
  'Saw 3',
  'Saw 20',
  'Angle grinder',
  'Laser 100',
  'Laser 9',
  'Zange',
  'Bohrhammer',
];

/** An organization with tools spread over two branches, sites, storage units and workers. */
const organizationWithTools = async () => {
  const org = await organizationWithAdmin(ctx.app);
  const token = org.admin.token;
  const north = await create(ctx.app, token, '/api/branches', { name: 'Branch 10', address: 'x' });
  const south = await create(ctx.app, token, '/api/branches', { name: 'Branch 9', address: 'x' });
  const siteNorth = await create(ctx.app, token, '/api/sites', {
    name: 'Site 2',
    address: 'y',
    branchId: north.id,
  });
  const siteSouth = await create(ctx.app, token, '/api/sites', {
    name: 'Site 12',
    address: 'y',
    branchId: south.id,
  });
  const unitA = await create(ctx.app, token, '/api/storage-units', {
    name: 'Container 3',
    location: 'yard',
    branchId: north.id,
  });
  const unitB = await create(ctx.app, token, '/api/storage-units', {
    name: 'Container 21',
    location: 'yard',
    branchId: south.id,
  });
  const anna = await workerOf(ctx.app, token, { firstName: 'Anna', lastName: 'Berg' });
  const bob = await workerOf(ctx.app, token, { firstName: 'Bob', lastName: 'Adler' });
  const tools: Tool[] = [];
  for (const [i, name] of TOOL_NAMES.entries()) {
    const tool = (await create(ctx.app, token, '/api/tools', {
      name,
      serialNumber: i % 3 === 0 ? null : `SN-${[2, 10, 1, 33][i % 4]}-${i}`,
      branchId: i % 2 === 0 ? north.id : south.id,
      siteId: i % 4 === 0 ? siteNorth.id : i % 4 === 1 ? siteSouth.id : null,
      nextMaintenanceDate: i % 3 === 1 ? null : `2027-0${(i % 9) + 1}-1${i % 3}`,
    })) as unknown as Tool;
    tools.push(tool);
  }
  // Where a tool is kept and whom it is assigned to come from moves; set directly here.
  const ids = tools.map((tool) => tool.id);
  await ctx.db.execute(
    sql`update tools set storage_unit_id = case when id % 3 = 0 then ${unitA.id}::int when id % 3 = 1 then ${unitB.id}::int end where id = any(${intArray(ids)})`,
  );
  await ctx.db.execute(
    sql`update tools set status = 'checked_out', assigned_user_id = case when id % 2 = 0 then ${anna.user.id}::int else ${bob.user.id}::int end where id = any(${intArray(ids.filter((_, i) => i % 5 === 1 || i % 5 === 3))})`,
  );
  await ctx.db.execute(
    sql`update tools set status = 'maintenance' where id = any(${intArray(ids.filter((_, i) => i % 5 === 4))})`,
  );
  return { token, north, south, siteNorth, siteSouth, unitA, unitB, anna, bob };
};

const organizationWithVehicles = async () => {
  const org = await organizationWithAdmin(ctx.app);
  const token = org.admin.token;
  const north = await create(ctx.app, token, '/api/branches', { name: 'Depot 2', address: 'x' });
  const south = await create(ctx.app, token, '/api/branches', { name: 'Depot 10', address: 'x' });
  const bay1 = await create(ctx.app, token, '/api/parking-locations', {
    name: 'Bay 7',
    branchId: north.id,
  });
  const bay2 = await create(ctx.app, token, '/api/parking-locations', {
    name: 'Bay 12',
    branchId: south.id,
  });
  const anna = await workerOf(ctx.app, token, { firstName: 'Anna', lastName: 'Berg' });
  const specs = [
    ['Mercedes', 'Actros 1845'],
    ['Mercedes', 'Actros 963'],
    ['MAN', 'TGX 18'],
    ['VW', 'Crafter'],
    ['Ford', 'Transit 2'],
    ['Ford', 'Transit 10'],
    ['Iveco', 'Daily'],
    ['VW', 'Amarok'],
  ] as const;
  const vehicles: Vehicle[] = [];
  for (const [i, [make, model]] of specs.entries()) {
    const vehicle = (await create(ctx.app, token, '/api/vehicles', {
      make,
      model,
      year: 2010 + (i % 4),
      licensePlate: `B-TY ${[5, 50, 500, 15][i % 4]}${i}`,
      branchId: i % 2 === 0 ? north.id : south.id,
      fuelLevel: i % 3 === 0 ? null : (i * 13) % 100,
      nextServiceDate: i % 3 === 1 ? null : `2027-0${(i % 9) + 1}-01`,
      nextRegistration: i % 2 === 0 ? null : `2028-0${(i % 9) + 1}-01`,
      nextTechnicalCheckup: i % 4 === 0 ? null : `2027-1${i % 3}-01`,
      tireType: i % 4 === 3 ? null : (['winter', 'summer', 'all_season'] as const)[i % 3],
      tireYear: i % 3 === 2 ? null : 2018 + (i % 5),
    })) as unknown as Vehicle;
    vehicles.push(vehicle);
  }
  const ids = vehicles.map((vehicle) => vehicle.id);
  await ctx.db.execute(
    sql`update vehicles set parking_location_id = case when id % 3 = 0 then ${bay1.id}::int when id % 3 = 1 then ${bay2.id}::int end where id = any(${intArray(ids)})`,
  );
  await ctx.db.execute(
    sql`update vehicles set status = 'in_use', assigned_user_id = ${anna.user.id}::int where id = any(${intArray(ids.filter((_, i) => i % 3 === 1))})`,
  );
  return { token, north, south, bay1, bay2, anna };
};

describe('sorting lists by every shown column, both ways, page by page', () => {
  it('sorts tools by every shown column both ways, nulls last, and pages through each sort', async () => {
    const { token } = await organizationWithTools();
    const whole: Tool[] = await get(token, '/api/tools');
    for (const sort of TOOL_SORTS) {
      for (const dir of ['asc', 'desc'] as const) {
        const url = `/api/tools?sort=${sort}&dir=${dir}`;
        const { of, compare } = TOOL_SORT_VALUES[sort];
        const expected = [...whole].sort(byValues(of, dir, compare)).map((tool) => tool.id);
        const listed: Tool[] = await get(token, url);
        expect(
          listed.map((tool) => tool.id),
          `${sort} ${dir} (whole list)`,
        ).toEqual(expected);
        const paged = await allPages<Tool>(token, url, 5);
        expect(
          paged.map((tool) => tool.id),
          `${sort} ${dir} (pages)`,
        ).toEqual(expected);
      }
    }
  });

  it('sorts vehicles by every shown column both ways, nulls last, and pages through each sort', async () => {
    const { token } = await organizationWithVehicles();
    const whole: Vehicle[] = await get(token, '/api/vehicles');
    for (const sort of VEHICLE_SORTS) {
      for (const dir of ['asc', 'desc'] as const) {
        const url = `/api/vehicles?sort=${sort}&dir=${dir}`;
        const { of, compare } = VEHICLE_SORT_VALUES[sort];
        const expected = [...whole].sort(byValues(of, dir, compare)).map((v) => v.id);
        const listed: Vehicle[] = await get(token, url);
        expect(
          listed.map((v) => v.id),
          `${sort} ${dir} (whole list)`,
        ).toEqual(expected);
        const paged = await allPages<Vehicle>(token, url, 3);
        expect(
          paged.map((v) => v.id),
          `${sort} ${dir} (pages)`,
        ).toEqual(expected);
      }
    }
  });

  it('orders names and codes naturally: "Drill 2" before "Drill 10", "Bay 7" before "Bay 12"', async () => {
    const { token } = await organizationWithTools();
    const names = (await get<Tool[]>(token, '/api/tools')).map((tool) => tool.name);
    expect(names.filter((name) => /^drill/i.test(name))).toEqual([
      'Drill 1',
      'Drill 2',
      'Drill 10',
      'drill 11',
    ]);
    expect(names.filter((name) => name.startsWith('Laser'))).toEqual(['Laser 9', 'Laser 100']);
    const byBranch = await get<Tool[]>(token, '/api/tools?sort=branch');
    expect(byBranch[0]!.branch.name).toBe('Branch 9');

    const fleet = await organizationWithVehicles();
    const models = (await get<Vehicle[]>(fleet.token, '/api/vehicles?sort=model')).map(
      (v) => v.model,
    );
    expect(models.indexOf('Actros 963')).toBeLessThan(models.indexOf('Actros 1845'));
    expect(models.indexOf('Transit 2')).toBeLessThan(models.indexOf('Transit 10'));
    const parked = (await get<Vehicle[]>(fleet.token, '/api/vehicles?sort=parking&dir=asc')).map(
      (v) => v.parkingLocation?.name ?? null,
    );
    expect(parked.filter((name) => name !== null).at(0)).toBe('Bay 7');
    expect(parked.at(-1)).toBeNull();
  });

  it('returns each row exactly once while rows are inserted between pages, for a nullable sort both ways', async () => {
    const { token, north } = await organizationWithTools();
    for (const dir of ['asc', 'desc'] as const) {
      const url = `/api/tools?sort=serialNumber&dir=${dir}`;
      const before: Tool[] = await get(token, url);
      let inserted = 0;
      const insert = async () => {
        inserted += 1;
        await create(ctx.app, token, '/api/tools', {
          name: `Inserted ${dir} ${inserted}`,
          // Before, among and after the rows read so far, and among the nulls at the end.
          serialNumber: [null, 'AAA 1', 'SN-5-x', 'ZZZ 99'][inserted % 4],
          branchId: north.id,
        });
      };
      const seen = await allPages<Tool>(token, url, 4, insert);
      const ids = seen.map((tool) => tool.id);
      expect(new Set(ids).size, `${dir}: never twice`).toBe(ids.length);
      for (const tool of before) expect(ids, `${dir}: nothing lost`).toContain(tool.id);
      const after: Tool[] = await get(token, url);
      const position = new Map(after.map((tool, index) => [tool.id, index]));
      const positions = ids.map((id) => position.get(id)!);
      expect(positions, `${dir}: in list order`).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('uses the default order without sort: tools by name, vehicles by make and model', async () => {
    const { token } = await organizationWithTools();
    const plainList = await get<Tool[]>(token, '/api/tools');
    const named = await get<Tool[]>(token, '/api/tools?sort=name&dir=asc');
    expect(plainList.map((tool) => tool.id)).toEqual(named.map((tool) => tool.id));
    const reversed = await get<Tool[]>(token, '/api/tools?dir=desc');
    expect(reversed.map((tool) => tool.id)).toEqual(named.map((tool) => tool.id).reverse());
  });
});

describe('filtering lists by branch, place, worker and status', () => {
  it('filters tools by branch, site, storage unit, assigned worker and status, with the count', async () => {
    const org = await organizationWithTools();
    const whole: Tool[] = await get(org.token, '/api/tools');
    const cases: Array<[string, (tool: Tool) => boolean]> = [
      [`branchId=${org.south.id}`, (tool) => tool.branchId === org.south.id],
      [`siteId=${org.siteNorth.id}`, (tool) => tool.siteId === org.siteNorth.id],
      [`storageUnitId=${org.unitB.id}`, (tool) => tool.storageUnitId === org.unitB.id],
      [`assignedWorkerId=${org.anna.user.id}`, (tool) => tool.assignedUserId === org.anna.user.id],
      ['status=checked_out', (tool) => tool.status === 'checked_out'],
      [
        `branchId=${org.north.id}&status=maintenance`,
        (tool) => tool.branchId === org.north.id && tool.status === 'maintenance',
      ],
      [
        `branchId=${org.north.id}&search=drill`,
        (tool) => tool.branchId === org.north.id && /drill/i.test(tool.name),
      ],
    ];
    for (const [params, matches] of cases) {
      const expected = whole.filter(matches).map((tool) => tool.id);
      expect(expected.length, `${params} matches something`).toBeGreaterThan(0);
      expect(expected.length, `${params} narrows`).toBeLessThan(whole.length);
      const listed = await get<Tool[]>(org.token, `/api/tools?${params}`);
      expect(
        listed.map((tool) => tool.id),
        params,
      ).toEqual(expected);
      const first = await get<Page<Tool>>(org.token, `/api/tools?${params}&limit=2`);
      expect(first.total, `${params}: total`).toBe(expected.length);
      const paged = await allPages<Tool>(org.token, `/api/tools?${params}&sort=site&dir=desc`, 2);
      expect(paged.map((tool) => tool.id).sort(), `${params}: pages`).toEqual([...expected].sort());
    }
  });

  it('filters vehicles by branch, parking place, assigned worker and status, with the count', async () => {
    const org = await organizationWithVehicles();
    const whole: Vehicle[] = await get(org.token, '/api/vehicles');
    const cases: Array<[string, (vehicle: Vehicle) => boolean]> = [
      [`branchId=${org.south.id}`, (v) => v.branchId === org.south.id],
      [`parkingLocationId=${org.bay1.id}`, (v) => v.parkingLocationId === org.bay1.id],
      [`assignedWorkerId=${org.anna.user.id}`, (v) => v.assignedUserId === org.anna.user.id],
      ['status=in_use', (v) => v.status === 'in_use'],
    ];
    for (const [params, matches] of cases) {
      const expected = whole.filter(matches).map((v) => v.id);
      expect(expected.length, `${params} matches something`).toBeGreaterThan(0);
      const listed = await get<Vehicle[]>(org.token, `/api/vehicles?${params}`);
      expect(
        listed.map((v) => v.id),
        params,
      ).toEqual(expected);
      const first = await get<Page<Vehicle>>(org.token, `/api/vehicles?${params}&limit=1`);
      expect(first.total, `${params}: total`).toBe(expected.length);
    }
  });

  it("matches nothing for another organization's branch, site, storage unit or worker", async () => {
    const mine = await organizationWithTools();
    const theirs = await organizationWithTools();
    const foreign = [
      `branchId=${theirs.north.id}`,
      `siteId=${theirs.siteNorth.id}`,
      `storageUnitId=${theirs.unitA.id}`,
      `assignedWorkerId=${theirs.anna.user.id}`,
    ];
    for (const params of foreign) {
      expect(await get(mine.token, `/api/tools?${params}&limit=10`), params).toEqual({
        items: [],
        nextCursor: null,
        total: 0,
      });
    }
    const fleet = await organizationWithVehicles();
    const otherFleet = await organizationWithVehicles();
    for (const params of [
      `branchId=${otherFleet.north.id}`,
      `parkingLocationId=${otherFleet.bay1.id}`,
      `assignedWorkerId=${otherFleet.anna.user.id}`,
    ]) {
      expect(await get(fleet.token, `/api/vehicles?${params}`), params).toEqual([]);
    }
  });
});

describe('counting the rows a list query matches', () => {
  it('says on the first page how many rows match the filters and search, and not on later pages', async () => {
    const { token } = await organizationWithTools();
    const first = await get<Page<Tool>>(token, '/api/tools?limit=5');
    expect(first.total).toBe(TOOL_NAMES.length);
    const second = await get<Page<Tool>>(
      token,
      `/api/tools?limit=5&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(second.total).toBeUndefined();
    expect((await get<Page<Tool>>(token, '/api/tools?limit=5&search=saw')).total).toBe(2);
    expect((await get<Page<Tool>>(token, '/api/tools?limit=5&search=nothing-like-it')).total).toBe(
      0,
    );
  });
});

describe('refusing list queries with an unknown sort, filter or cursor', () => {
  it('answers 400 with a message for an unknown sort, direction or filter id', async () => {
    const { token } = await organizationWithTools();
    const cases: Array<[string, string]> = [
      ['/api/tools?sort=purchasePrice', 'sort'],
      ['/api/tools?sort=__proto__', 'sort'],
      ['/api/tools?sort=name&dir=up', 'dir'],
      ['/api/tools?branchId=abc', 'branchId'],
      ['/api/tools?siteId=0', 'siteId'],
      ['/api/tools?assignedWorkerId=99999999999', 'assignedWorkerId'],
      ['/api/vehicles?sort=odometer', 'sort'],
      ['/api/vehicles?storageUnitId=1&sort=name', 'sort'],
    ];
    for (const [url, field] of cases) {
      const body = await refused(token, url);
      expect(body.code, url).toBe('validation_failed');
      expect(body.fieldErrors[field], url).toMatch(/\w/);
      expect(body.message, url).toMatch(/\w/);
    }
    const sortError = await refused(token, '/api/tools?sort=purchasePrice');
    expect(sortError.fieldErrors.sort).not.toBe('Invalid value');
  });

  it("refuses a cursor of another sort or direction with 400, and a cursor of the query's own sort pages", async () => {
    const { token } = await organizationWithTools();
    const byName = await get<Page<Tool>>(token, '/api/tools?limit=3');
    const bySerial = await get<Page<Tool>>(token, '/api/tools?limit=3&sort=serialNumber');
    const nameCursor = encodeURIComponent(byName.nextCursor!);
    const serialCursor = encodeURIComponent(bySerial.nextCursor!);
    for (const url of [
      `/api/tools?limit=3&sort=serialNumber&cursor=${nameCursor}`,
      `/api/tools?limit=3&dir=desc&cursor=${nameCursor}`,
      `/api/tools?limit=3&cursor=${serialCursor}`,
      `/api/tools?limit=3&sort=serialNumber&dir=desc&cursor=${serialCursor}`,
    ]) {
      const body = await refused(token, url);
      expect(body.fieldErrors.cursor, url).toMatch(/\w/);
    }
    // A null sort value in the cursor is only valid for a nullable sort.
    const forged = Buffer.from(JSON.stringify(['name:asc', null, 5])).toString('base64url');
    await refused(token, `/api/tools?limit=3&cursor=${forged}`);
    const next = await get<Page<Tool>>(
      token,
      `/api/tools?limit=3&sort=serialNumber&cursor=${serialCursor}`,
    );
    expect(next.items).toHaveLength(3);
  });
});

type Report = {
  id: number;
  title: string;
  reportDate: string;
  siteId: number;
  user: { firstName: string; lastName: string } | null;
  site: { name: string; branch: { id: number } };
};
type StorageUnit = {
  id: number;
  name: string;
  location: string;
  capacity: number | null;
  branchId: number;
  branch: { name: string };
};
type Site = {
  id: number;
  name: string;
  address: string;
  contactName: string | null;
  active: boolean;
  branchId: number;
  branch: { name: string };
};

/** Every sort both ways: the whole list in the expected order, and the same rows paged. */
const expectSorted = async <T extends { id: number }>(
  token: string,
  url: string,
  sorts: Record<
    string,
    { of: (row: T) => SortValue[]; compare?: (a: string, b: string) => number }
  >,
) => {
  const whole: T[] = await get(token, url);
  for (const [sort, { of, compare }] of Object.entries(sorts)) {
    for (const dir of ['asc', 'desc'] as const) {
      const sorted = `${url}?sort=${sort}&dir=${dir}`;
      const expected = [...whole].sort(byValues(of, dir, compare)).map((row) => row.id);
      const listed: T[] = await get(token, sorted);
      expect(
        listed.map((row) => row.id),
        `${sorted} (whole list)`,
      ).toEqual(expected);
      const paged = await allPages<T>(token, sorted, 2);
      expect(
        paged.map((row) => row.id),
        `${sorted} (pages)`,
      ).toEqual(expected);
    }
  }
  return whole;
};

const organizationWithPlaces = async () => {
  const org = await organizationWithAdmin(ctx.app);
  const token = org.admin.token;
  const north = await create(ctx.app, token, '/api/branches', { name: 'Nord 10', address: 'x' });
  const south = await create(ctx.app, token, '/api/branches', { name: 'Nord 9', address: 'x' });
  const sites = [];
  for (const [i, name] of ['Site 10', 'Site 2', 'Halle 1', 'Lager 30'].entries()) {
    sites.push(
      await create(ctx.app, token, '/api/sites', {
        name,
        address: `Street ${[5, 12, 1, 40][i]}`,
        contactName: i % 2 === 0 ? null : `Contact ${i}`,
        branchId: i % 2 === 0 ? north.id : south.id,
      }),
    );
  }
  await ctx.db.execute(sql`update sites set active = false where id = ${sites[1]!.id}`);
  for (const [i, name] of ['Container 12', 'Container 3', 'Regal 1', 'Box 40'].entries()) {
    await create(ctx.app, token, '/api/storage-units', {
      name,
      location: `Hall ${[2, 11, 1, 7][i]}`,
      capacity: i % 2 === 0 ? null : 10 * (i + 1),
      branchId: i % 2 === 0 ? north.id : south.id,
    });
  }
  for (const [i, title] of ['Pour 10', 'Pour 2', 'Formwork', 'Cleanup'].entries()) {
    await create(ctx.app, token, '/api/reports', {
      title,
      content: 'x',
      siteId: sites[i % 3]!.id,
      reportDate: `2026-11-${10 + (i % 2)}`,
    });
  }
  return { token, north, south, sites };
};

describe('sorting and filtering reports, storage units and sites', () => {
  it('sorts each by every shown column both ways and pages through each sort', async () => {
    const { token } = await organizationWithPlaces();
    await expectSorted<Report>(token, '/api/reports', {
      reportDate: { of: (r) => [r.reportDate], compare: plain },
      title: { of: (r) => [r.title] },
      author: { of: (r) => [r.user?.lastName ?? null, r.user?.firstName ?? null] },
      site: { of: (r) => [r.site.name] },
    });
    await expectSorted<StorageUnit>(token, '/api/storage-units', {
      name: { of: (u) => [u.name] },
      location: { of: (u) => [u.location], compare: plain },
      branch: { of: (u) => [u.branch.name] },
      capacity: { of: (u) => [u.capacity] },
    });
    await expectSorted<Site>(token, '/api/sites', {
      name: { of: (s) => [s.name] },
      address: { of: (s) => [s.address], compare: plain },
      branch: { of: (s) => [s.branch.name] },
      contactName: { of: (s) => [s.contactName] },
      status: { of: (s) => [s.active ? 1 : 0] },
    });
  });

  it('keeps the newest reports first without a sort, and sorts names naturally', async () => {
    const { token } = await organizationWithPlaces();
    const dates = (await get<Report[]>(token, '/api/reports')).map((r) => r.reportDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const units = (await get<StorageUnit[]>(token, '/api/storage-units')).map((u) => u.name);
    expect(units.indexOf('Container 3')).toBeLessThan(units.indexOf('Container 12'));
  });

  it('filters by branch and site, counts, and matches nothing for another organization', async () => {
    const mine = await organizationWithPlaces();
    const theirs = await organizationWithPlaces();
    const reports: Report[] = await get(mine.token, '/api/reports');
    const site = mine.sites[0]!.id;
    const bySite = await get<Page<Report>>(mine.token, `/api/reports?siteId=${site}&limit=1`);
    expect(bySite.total).toBe(reports.filter((r) => r.siteId === site).length);
    const byBranch = await get<Report[]>(mine.token, `/api/reports?branchId=${mine.south.id}`);
    expect(byBranch.map((r) => r.id)).toEqual(
      reports.filter((r) => r.site.branch.id === mine.south.id).map((r) => r.id),
    );
    expect(byBranch.length).toBeGreaterThan(0);
    const units = await get<StorageUnit[]>(
      mine.token,
      `/api/storage-units?branchId=${mine.north.id}`,
    );
    expect(units.map((u) => u.name)).toEqual(['Container 12', 'Regal 1']);
    expect(units.every((u) => u.branchId === mine.north.id)).toBe(true);
    const sites = await get<Site[]>(mine.token, `/api/sites?branchId=${mine.south.id}`);
    expect(sites.map((s) => s.name)).toEqual(['Site 2', 'Lager 30'].sort(natural));
    for (const url of [
      `/api/reports?branchId=${theirs.north.id}`,
      `/api/reports?siteId=${theirs.sites[0]!.id}`,
      `/api/storage-units?branchId=${theirs.north.id}`,
      `/api/sites?branchId=${theirs.north.id}`,
    ])
      expect(await get(mine.token, url), url).toEqual([]);
    for (const url of [
      '/api/reports?sort=content',
      '/api/sites?sort=active',
      '/api/storage-units?dir=up',
    ])
      expect((await refused(mine.token, url)).code, url).toBe('validation_failed');
  });
});

type Branch = {
  id: number;
  name: string;
  address: string | null;
  contactPhone: string | null;
  organization: { name: string };
  manager: { firstName: string; lastName: string } | null;
};
type Parking = { id: number; name: string; branchId: number; branchName: string };
type Account = { id: number; firstName: string; lastName: string; username: string; email: string };

describe('sorting branches, parking places, users and workers', () => {
  it('sorts each by every shown column both ways and pages through each sort', async () => {
    const org = await organizationWithAdmin(ctx.app);
    const token = org.admin.token;
    const manager = await workerOf(ctx.app, token, { firstName: 'Mia', lastName: 'Meier' });
    const made = [];
    for (const [i, name] of ['Depot 10', 'Depot 9', 'Halle', 'Annex 2'].entries()) {
      made.push(
        await create(ctx.app, token, '/api/branches', {
          name,
          address: i % 2 === 0 ? null : `Road ${i}`,
          contactPhone: i === 1 ? null : `+49 30 ${i}`,
        }),
      );
    }
    await ctx.db.execute(
      sql`update branches set manager_id = ${manager.user.id}::int where id = ${made[2]!.id}`,
    );
    for (const [i, name] of ['Bay 12', 'Bay 7', 'Yard', 'Lot 1'].entries())
      await create(ctx.app, token, '/api/parking-locations', {
        name,
        branchId: made[i % 2]!.id,
      });
    for (const [first, last] of [
      ['Zoe', 'Worker 10'],
      ['Adam', 'Worker 9'],
      ['Eve', 'Alpha'],
    ])
      await workerOf(ctx.app, token, { firstName: first, lastName: last });

    await expectSorted<Branch>(token, '/api/branches', {
      name: { of: (b) => [b.name] },
      organization: { of: (b) => [b.organization.name] },
      address: { of: (b) => [b.address], compare: plain },
      contactPhone: { of: (b) => [b.contactPhone], compare: plain },
      manager: { of: (b) => [b.manager?.lastName ?? null, b.manager?.firstName ?? null] },
    });
    await expectSorted<Parking>(token, '/api/parking-locations', {
      name: { of: (p) => [p.name] },
      branch: { of: (p) => [p.branchName] },
    });
    const personSorts = {
      name: { of: (p: Account) => [p.lastName, p.firstName] },
      username: { of: (p: Account) => [p.username], compare: plain },
      email: { of: (p: Account) => [p.email], compare: plain },
    };
    const workers = await expectSorted<Account>(token, '/api/users', personSorts);
    expect(workers.map((w) => w.lastName).slice(0, 3)).toEqual(['Alpha', 'Meier', 'Worker 9']);
    await expectSorted<Account>(token, '/api/users/workers', personSorts);
    const byBranch = await get<Parking[]>(token, `/api/parking-locations?branchId=${made[1]!.id}`);
    expect(byBranch.map((p) => p.name)).toEqual(['Bay 7', 'Lot 1']);
    expect((await refused(token, '/api/users/workers?sort=role')).fieldErrors.sort).toMatch(/\w/);
  });
});
