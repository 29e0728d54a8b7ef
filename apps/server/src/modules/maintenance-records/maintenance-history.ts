import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { MaintenanceHistory } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { maintenanceRecords, users } from '../../db/schema.js';

/** An item's history shows its latest records; the total counts them all. */
const HISTORY_LIMIT = 200;

export const historyOf = async (db: Database, itemIs: SQL): Promise<MaintenanceHistory> => {
  const [rows, [sum]] = await Promise.all([
    db
      .select({ record: maintenanceRecords, firstName: users.firstName, lastName: users.lastName })
      .from(maintenanceRecords)
      .leftJoin(users, eq(users.id, maintenanceRecords.performedByUserId))
      .where(itemIs)
      .orderBy(desc(maintenanceRecords.performedOn), desc(maintenanceRecords.id))
      .limit(HISTORY_LIMIT),
    db
      .select({
        total: sql<string>`coalesce(sum(${maintenanceRecords.cost}), 0)::numeric(14,2)::text`,
      })
      .from(maintenanceRecords)
      .where(itemIs),
  ]);
  return {
    records: rows.map(({ record, firstName, lastName }) => ({
      id: record.id,
      performedOn: record.performedOn,
      odometerReading: record.odometerReading,
      cost: record.cost,
      notes: record.notes,
      performedBy: firstName !== null ? { firstName, lastName: lastName ?? '' } : null,
      createdAt: record.createdAt,
    })),
    totalCost: sum?.total ?? '0.00',
  };
};
