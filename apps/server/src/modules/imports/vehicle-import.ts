import { and, eq, inArray, sql } from 'drizzle-orm';
import { TIRE_TYPES, VEHICLE_STATUSES, vehicleSchemaFor } from '@toolyard/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { checkInitialVehicleStatus, insertVehicles } from '../vehicles/vehicle-use-cases.js';
import { markDuplicates } from './duplicates.js';
import type { ImportKindHandler, MappedRow, PlannedRow } from './import-kind.js';
import {
  branchNames,
  codeNames,
  readCode,
  rowBranch,
  type BranchNames,
} from './import-references.js';
import { planRows } from './plan-rows.js';
import { controlCharacterErrors, ruleErrors, schemaErrors } from './row-errors.js';

type VehicleInput = z.output<ReturnType<typeof vehicleSchemaFor>>;

const STATUS_NAMES = codeNames(VEHICLE_STATUSES, (status) => `statuses.vehicle.${status}`);
const TIRE_NAMES = codeNames(TIRE_TYPES, (tire) => `vehicles.tireTypes.${tire}`);

const FORM_FIELD: Record<string, string> = { branchId: 'branch' };

/** A licence plate as the same plate however it is typed: case and spaces aside ("HH-TY 21" = "hh-ty21"). */
const plateKey = (plate: string) => plate.toLowerCase().replace(/\s+/g, '');
const PLATE_SQL = sql<string>`regexp_replace(lower(${vehicles.licensePlate}), '\\s+', '', 'g')`;

/** The file's plates the organization already has. */
const existingPlates = async (db: Executor, organizationId: number, inputs: VehicleInput[]) => {
  const plates = [...new Set(inputs.map((input) => plateKey(input.licensePlate)))];
  const counts = new Map<string, number>();
  if (plates.length === 0) return counts;
  const rows = await db
    .selectDistinct({ plate: PLATE_SQL })
    .from(vehicles)
    .where(and(eq(vehicles.organizationId, organizationId), inArray(PLATE_SQL, plates)));
  for (const row of rows) counts.set(row.plate, 1);
  return counts;
};

const planRow = (
  row: MappedRow,
  refs: BranchNames,
  schema: ReturnType<typeof vehicleSchemaFor>,
): PlannedRow<VehicleInput> => {
  const v = row.values;
  const errors = controlCharacterErrors(v);
  const { schemaBranchId } = rowBranch(refs, v.branch, errors);
  const parsed = schema.safeParse({
    make: v.make ?? '',
    model: v.model ?? '',
    year: v.year ?? '',
    licensePlate: v.licensePlate ?? '',
    vinNumber: v.vinNumber,
    status: readCode(STATUS_NAMES, v.status),
    lastServiceDate: v.lastServiceDate,
    nextServiceDate: v.nextServiceDate,
    nextRegistration: v.nextRegistration,
    nextTechnicalCheckup: v.nextTechnicalCheckup,
    tireType: readCode(TIRE_NAMES, v.tireType),
    tireYear: v.tireYear,
    branchId: schemaBranchId,
    notes: v.notes,
  });
  if (!parsed.success) errors.push(...schemaErrors(parsed.error, (key) => FORM_FIELD[key] ?? key));
  else errors.push(...ruleErrors(() => checkInitialVehicleStatus(parsed.data)));
  const outcome = { line: row.line, label: v.licensePlate ?? '', duplicateOfLine: null };
  if (errors.length > 0 || !parsed.success) return { ...outcome, action: 'invalid', errors };
  return { ...outcome, action: 'create', errors: [], input: parsed.data };
};

/** Vehicles: one per licence plate (case and spaces aside), in the organization and in the file. */
export const vehicleImport: ImportKindHandler<VehicleInput> = {
  plan: async (db, organizationId, rows) => {
    const refs = await branchNames(db, organizationId);
    // The year's bound is this year's: built when the file is judged, not when the server started.
    const schema = vehicleSchemaFor(new Date());
    const planned = await planRows(rows, (row) => planRow(row, refs, schema));
    const inputs = planned.flatMap((row) => (row.input ? [row.input] : []));
    markDuplicates(
      planned,
      (input) => ({ key: plateKey(input.licensePlate), unique: true }),
      await existingPlates(db, organizationId, inputs),
    );
    return planned;
  },
  writeBatch: (tx, auth, organizationId, inputs) =>
    insertVehicles(tx, auth, organizationId, inputs),
};
