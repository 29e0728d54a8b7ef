import { expect } from 'vitest';
import type { BulkActionResponse } from '@toolyard/shared';
import type { TestContext } from '../support/test-app.js';
import { bearer } from '../support/fixtures.js';
import { yardOf } from '../support/yard.js';

export type Item = { kind: 'tool' | 'vehicle'; id: number };

/**
 * POST /api/bulk-actions and a yard to run it on: tools and vehicles made in one statement each
 * (fast for 100 or 200), for the bulk-action tests and their timing.
 */
export const bulkYard = (context: () => TestContext) => {
  const bulk = (token: string, payload: object, key?: string) =>
    context().app.inject({
      method: 'POST',
      url: '/api/bulk-actions',
      headers: {
        ...bearer(token),
        'content-type': 'application/json',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload,
    });

  const resultsOf = (response: { statusCode: number; body: string; json: () => unknown }) => {
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as BulkActionResponse).results;
  };

  const yard = async () => {
    const y = await yardOf(context().app);
    return { ...y, token: y.admin.token, organizationId: y.organization.id };
  };

  /** `count` tools of the yard's branch in `status` (made in one statement: fast for 100 or 200). */
  type Yard = Awaited<ReturnType<typeof yard>>;
  const toolsIn = async (
    y: Yard,
    count: number,
    status = 'available',
    columns: { branchId?: number; assignedUserId?: number | null; siteId?: number | null } = {},
  ) => {
    const { rows } = await context().pool.query<{ id: number }>(
      `insert into tools (organization_id, branch_id, name, status, site_id, assigned_user_id)
       select $1, $2, 'Hammer drill ' || i, $3, $4, $5 from generate_series(1, $6) i returning id`,
      [
        y.organizationId,
        columns.branchId ?? y.branch.id,
        status,
        columns.siteId === undefined ? y.site.id : columns.siteId,
        columns.assignedUserId ?? null,
        count,
      ],
    );
    return rows.map(({ id }): Item => ({ kind: 'tool', id }));
  };

  const vehiclesIn = async (
    y: Yard,
    count: number,
    status = 'available',
    assignedUserId?: number,
  ) => {
    const { rows } = await context().pool.query<{ id: number }>(
      `insert into vehicles (organization_id, branch_id, make, model, year, license_plate, status, assigned_user_id)
       select $1, $2, 'VW', 'Crafter', 2022, 'M-BA ' || i, $3, $4 from generate_series(1, $5) i returning id`,
      [y.organizationId, y.branch.id, status, assignedUserId ?? null, count],
    );
    return rows.map(({ id }): Item => ({ kind: 'vehicle', id }));
  };

  return { bulk, resultsOf, yard, toolsIn, vehiclesIn };
};
