import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites, tools } from '../../src/db/schema.js';
import { pageFromPostings } from '../../src/data/word-postings.js';
import { searchMatches } from '../../src/data/search.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, branchWithSite, create, organizationWithAdmin } from '../support/fixtures.js';

/**
 * Search postings (decision 0071): a searched page by name is merged from the postings of the
 * words the search can mean, and checked against the whole condition. Whatever the query, the
 * pages must hold exactly the rows — in exactly the order — that matching every row's search
 * text would give.
 */
let ctx: TestContext;
let token: string;
let organizationId: number;
let siteIds: number[];
beforeAll(async () => {
  ctx = await createTestApp({ DATABASE_REPLICA_URL: '' });
  const { admin, organization } = await organizationWithAdmin(ctx.app);
  token = admin.token;
  organizationId = organization.id;
  const north = await branchWithSite(ctx.app, token);
  const south = await create(ctx.app, token, '/api/sites', {
    name: 'Baustelle Größe Süd',
    address: 'Hauptstraße 1',
    branchId: north.branch.id,
  });
  siteIds = [north.site.id, south.id];
  // Clustered like real names: every copy of a model sorts together.
  const models = [
    ['Hilti TE 30-C Rotary Hammer', 'Drills and chisels concrete', 'HIL'],
    ['Makita HR2470 Rotary Hammer', 'SDS-plus hammer drill', 'MAK'],
    ['Leica Rugby 620 Rotating Laser', 'Self-levelling laser', 'LEI'],
    ['Wacker Neuson BS 60 Rammer', 'Compacts trenches; a jackhammer it is not', 'WAC'],
    ['Bosch GSH 11 VC Demolition Hammer', null, 'BOS'],
    ['Stihl TS 420 Cut-off Saw', 'Cuts concrete and steel', 'STI'],
  ] as const;
  await ctx.pool.query(
    `insert into tools (organization_id, branch_id, site_id, name, description, serial_number, status)
     select $1, $2, case when i % 3 = 0 then ($3::int[])[1 + i % 2] end,
            ($4::text[])[1 + i % 6] || ' #' || (i / 6 + 1), ($5::text[])[1 + i % 6],
            ($6::text[])[1 + i % 6] || '-00-' || lpad(i::text, 6, '0'),
            (array['available', 'maintenance', 'available', 'checked_out'])[1 + i % 4]::tool_status
     from generate_series(0, 143) as i`,
    [
      organizationId,
      north.branch.id,
      siteIds,
      models.map(([name]) => name),
      models.map(([, description]) => description),
      models.map(([, , maker]) => maker),
    ],
  );
});
afterAll(() => ctx.close());

/** Every matching id in list order, by matching each row's search text. */
const truth = async (search: string, status: string | undefined, direction: 'asc' | 'desc') =>
  (
    await ctx.pool.query<{ id: number }>(
      `select id from tools
       where organization_id = $1 and search_text like '%' || toolyard_search_text($2::text) || '%'
         and ($3::tool_status is null or status = $3::tool_status)
       order by name ${direction}, id ${direction}`,
      // Trimmed, as every search is.
      [
        organizationId,
        search.trim().replace(/[\\%_]/g, (character) => `\\${character}`),
        status ?? null,
      ],
    )
  ).rows.map((row) => row.id);

/** Every id the API lists, page by page (7 a page), following its cursors. */
const listed = async (search: string, status: string | undefined, direction: 'asc' | 'desc') =>
  (await listedWithTotal(search, status, direction)).ids;

const listedWithTotal = async (
  search: string,
  status: string | undefined,
  direction: 'asc' | 'desc',
) => {
  const ids: number[] = [];
  let total: number | undefined;
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ limit: '7', search, sort: 'name', dir: direction });
    if (status) params.set('status', status);
    if (cursor) params.set('cursor', cursor);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/tools?${params.toString()}`,
      headers: bearer(token),
    });
    expect(response.statusCode, search).toBe(200);
    const page = response.json<{
      items: Array<{ id: number }>;
      nextCursor: string | null;
      total?: number;
    }>();
    total ??= page.total;
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return { ids, total };
};

/** Every id a list answers for a search, page by page (`limit` a page), following its cursors. */
const pagedIds = async (
  url: string,
  search: string,
  sort: string,
  direction: string,
  limit: number,
) => {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ limit: String(limit), search, sort, dir: direction });
    if (cursor) params.set('cursor', cursor);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${url}?${params.toString()}`,
      headers: bearer(token),
    });
    expect(response.statusCode, `${url} ${search}`).toBe(200);
    const page = response.json<{ items: Array<{ id: number }>; nextCursor: string | null }>();
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
};

/** Every id of the organization's rows of `table` whose search text holds the search, in `order`. */
const matchingIds = async (table: string, search: string, order: string, extra = '') =>
  (
    await ctx.pool.query<{ id: number }>(
      `select id from ${table} where organization_id = $1 ${extra}
         and search_text like '%' || toolyard_search_text($2::text) || '%' order by ${order}`,
      [organizationId, search],
    )
  ).rows.map((row) => row.id);

const QUERIES = [
  'hammer',
  'HAMMER',
  'ammer',
  'rugby',
  'rotary ham',
  'te 30-c',
  '30-c rot',
  'hil-00-00001',
  '000123',
  '-00-',
  'größe',
  'GROSSE',
  'grosse sud',
  'concrete',
  'jackhammer',
  ' hammer',
  'hammer ',
  'x',
  'zzqxv',
  '100%',
];

describe('search postings', () => {
  it('page through exactly the matching rows, in list order, for every kind of query, tab and direction', async () => {
    for (const search of QUERIES)
      for (const status of [undefined, 'maintenance'])
        for (const direction of ['asc', 'desc'] as const) {
          const expected = await truth(search, status, direction);
          const { ids, total } = await listedWithTotal(search, status, direction);
          expect(ids, `${search} ${status} ${direction}`).toEqual(expected);
          // The first page's total, counted from the postings too.
          expect(total, `${search} ${status} total`).toBe(expected.length);
        }
  });

  it('answer a searched page by name from the postings, without reading the other matches', async () => {
    const page = (search: string) =>
      pageFromPostings(ctx.db, {
        postings: { subject: 'tools', sort: 'name', organizationId },
        table: tools,
        search,
        // The whole condition a row must meet: here the search itself.
        where: searchMatches(tools, search),
        order: { key: 'name:asc', columns: [tools.name, tools.id], direction: 'asc' },
        after: undefined,
        limit: 5,
      });
    for (const search of ['hammer', 'rugby', 'rotary ham', '000123', 'zzqxv'])
      expect(await page(search), search).toEqual(
        (await truth(search, undefined, 'asc')).slice(0, 5),
      );
    // Too short to tell a word by: left to the other ways.
    expect(await page('x')).toBeUndefined();
  });

  it('follow renames, moves between sites and deletions', async () => {
    const { rows } = await ctx.pool.query<{ id: number }>(
      `select id from tools where organization_id = $1 order by id limit 3`,
      [organizationId],
    );
    const [renamed, moved, deleted] = rows.map((row) => row.id);
    await ctx.pool.query(`update tools set name = 'Spit Pulsa 800 Nailer' where id = $1`, [
      renamed,
    ]);
    await ctx.pool.query(`update tools set site_id = $2 where id = $1`, [moved, siteIds[1]]);
    await ctx.pool.query(`delete from tools where id = $1`, [deleted]);
    const differences = await ctx.pool.query(
      `(select word, sort_key, row_id from search_words where subject = 'tools' and organization_id = $1
        except
        select w.word, t.name, t.id from tools t, unnest(toolyard_search_words(t.search_text)) as w(word)
        where t.organization_id = $1)
       union all
       (select w.word, t.name, t.id from tools t, unnest(toolyard_search_words(t.search_text)) as w(word)
        where t.organization_id = $1
        except
        select word, sort_key, row_id from search_words where subject = 'tools' and organization_id = $1)`,
      [organizationId],
    );
    expect(differences.rows).toEqual([]);
    expect(await listed('pulsa', undefined, 'asc')).toEqual([renamed]);
    expect(await listed('grosse', undefined, 'asc')).toContain(moved);
  });

  it('page vehicles by make and model, and reports newest first, exactly as matching every row would', async () => {
    const branch = (
      await ctx.pool.query<{ id: number }>(
        `select id from branches where organization_id = $1 limit 1`,
        [organizationId],
      )
    ).rows[0]!.id;
    const author = (
      await ctx.pool.query<{ id: number }>(
        `select id from users where organization_id = $1 limit 1`,
        [organizationId],
      )
    ).rows[0]!.id;
    await ctx.pool.query(
      `insert into vehicles (organization_id, branch_id, make, model, year, license_plate)
       select $1, $2, (array['VW', 'Mercedes-Benz', 'VW'])[1 + i % 3],
              (array['Crafter 35', 'Sprinter 316', 'Caddy'])[1 + i % 3] || case when i % 5 = 0 then ' Kasten' else '' end,
              2020, 'M-AB ' || (100 + i)
       from generate_series(0, 59) as i`,
      [organizationId, branch],
    );
    await ctx.pool.query(
      `insert into reports (organization_id, site_id, user_id, title, content, report_date)
       select $1, $2, $3, 'Day ' || i, (array['Poured concrete on the north wall.', 'Formwork for the stairs.'])[1 + i % 2],
              date '2026-11-01' + (i % 9)
       from generate_series(0, 59) as i`,
      [organizationId, siteIds[0], author],
    );
    for (const search of ['crafter', 'kasten', 'sprinter 3', 'vw', 'benz'])
      for (const direction of ['asc', 'desc'])
        expect(
          await pagedIds('/api/vehicles', search, 'make', direction, 6),
          `${search} ${direction}`,
        ).toEqual(
          await matchingIds(
            'vehicles',
            search,
            `make ${direction}, model ${direction}, id ${direction}`,
          ),
        );
    for (const search of ['concrete', 'north wall', 'stairs', 'day 1'])
      for (const direction of ['asc', 'desc'])
        expect(
          await pagedIds('/api/reports', search, 'reportDate', direction, 6),
          `${search} ${direction}`,
        ).toEqual(
          await matchingIds('reports', search, `report_date ${direction}, id ${direction}`),
        );
  });

  it('page sites and storage units by name and workers by last and first name from their postings, as matching every row would', async () => {
    const branch = (
      await ctx.pool.query<{ id: number }>(
        `select id from branches where organization_id = $1 limit 1`,
        [organizationId],
      )
    ).rows[0]!.id;
    await ctx.pool.query(
      `insert into sites (organization_id, branch_id, name, address, contact_name)
       select $1, $2, (array['Baustelle Zürich Nord', 'Wohnanlage Seeblick', 'Brücke A9'])[1 + i % 3] || ' ' || i,
              'Industriestraße ' || i || ', 8005 Zürich', case when i % 4 = 0 then 'Petra Gashi' end
       from generate_series(0, 47) as i`,
      [organizationId, branch],
    );
    await ctx.pool.query(
      `insert into storage_units (organization_id, branch_id, name, location, description)
       select $1, $2, (array['Regal', 'Container', 'Werkzeugwagen'])[1 + i % 3] || ' ' || i,
              'Halle ' || (i % 4), case when i % 5 = 0 then 'Schwerlastregal' end
       from generate_series(0, 47) as i`,
      [organizationId, branch],
    );
    await ctx.pool.query(
      `insert into users (organization_id, role, username, email, password_hash, first_name, last_name)
       select $1, 'worker', 'postings-worker-' || i, 'postings-worker-' || i || '@example.com', 'x',
              (array['Arben', 'Ayşe', 'Jonas'])[1 + i % 3], (array['Gashi', 'Müller', 'Yılmaz', 'Gashi-Berisha'])[1 + i % 4]
       from generate_series(0, 47) as i`,
      [organizationId],
    );
    // The superadmin is nobody's worker: no organization, no postings.
    await ctx.pool.query(
      `insert into users (organization_id, role, username, email, password_hash, first_name, last_name)
       values (null, 'superadmin', 'postings-root', 'postings-root@example.com', 'x', 'Root', 'Gashi')`,
    );
    // Renamed after the insert: the postings follow.
    await ctx.pool.query(
      `update sites set name = 'Tunnel Zürich Ost' where organization_id = $1 and name = 'Brücke A9 2'`,
      [organizationId],
    );
    await ctx.pool.query(
      `update users set last_name = 'Krasniqi' where username = 'postings-worker-5'`,
    );

    for (const [subject, sortKey, sortKey2] of [
      ['sites', 'name', `''`],
      ['storage_units', 'name', `''`],
      ['users', 'last_name', 'first_name'],
    ] as const) {
      const differences = await ctx.pool.query(
        `(select word, sort_key, sort_key2, row_id from search_words where subject = $2 and organization_id = $1
          except
          select w.word, r.${sortKey}, ${sortKey2}, r.id from ${subject} r, unnest(toolyard_search_words(r.search_text)) as w(word)
          where r.organization_id = $1)
         union all
         (select w.word, r.${sortKey}, ${sortKey2}, r.id from ${subject} r, unnest(toolyard_search_words(r.search_text)) as w(word)
          where r.organization_id = $1
          except
          select word, sort_key, sort_key2, row_id from search_words where subject = $2 and organization_id = $1)`,
        [organizationId, subject],
      );
      expect(differences.rows, subject).toEqual([]);
    }
    const superadminPostings = await ctx.pool.query(
      `select 1 from search_words s join users u on u.id = s.row_id
       where s.subject = 'users' and u.username = 'postings-root'`,
    );
    expect(superadminPostings.rows).toEqual([]);

    // A page from the postings themselves, not the other ways.
    const sitePage = await pageFromPostings(ctx.db, {
      postings: { subject: 'sites', sort: 'name', organizationId },
      table: sites,
      search: 'zürich',
      where: searchMatches(sites, 'zürich'),
      order: { key: 'name:asc', columns: [sites.name, sites.id], direction: 'asc' },
      after: undefined,
      limit: 5,
    });
    expect(sitePage).toEqual((await matchingIds('sites', 'zürich', 'name, id')).slice(0, 5));

    for (const direction of ['asc', 'desc']) {
      for (const search of ['zürich', 'zurich nord', 'ost', 'gashi', 'seeblick 1', 'industriestr'])
        expect(
          await pagedIds('/api/sites', search, 'name', direction, 5),
          `sites ${search}`,
        ).toEqual(await matchingIds('sites', search, `name ${direction}, id ${direction}`));
      for (const search of ['regal', 'container 1', 'halle 2', 'schwerlast'])
        expect(
          await pagedIds('/api/storage-units', search, 'name', direction, 5),
          `units ${search}`,
        ).toEqual(await matchingIds('storage_units', search, `name ${direction}, id ${direction}`));
      for (const search of ['gashi', 'berisha', 'ayse', 'krasniqi', 'worker-1', 'mull'])
        for (const url of ['/api/users', '/api/users/workers'])
          expect(await pagedIds(url, search, 'name', direction, 5), `${url} ${search}`).toEqual(
            await matchingIds(
              'users',
              search,
              `last_name ${direction}, first_name ${direction}, id ${direction}`,
              `and role = 'worker'`,
            ),
          );
    }
  });
});
