import { and, eq, or, sql } from 'drizzle-orm';
import { anyOf } from '../../data/any-of.js';
import {
  TIRE_TYPES,
  VEHICLE_STATUSES,
  vehicleSchemaFor,
  vehicleUpdateSchemaFor,
} from '@toolyard/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { insertVehicles } from '../vehicles/index.js';
import { checkInitialStatus } from '../items/index.js';
import {
  changedVehicleFields,
  VEHICLE_EDITABLE_COLUMNS,
  writeVehicleEdits,
  type EditableVehicle,
  type PlannedVehicleEdit,
} from '../vehicles/index.js';
import { markDuplicates } from './duplicates.js';
import type { ImportKindHandler, MappedRow, PlannedRow } from './import-kind.js';
import {
  itemIndex,
  matchRow,
  namedByRows,
  type ItemIndex,
  type NaturalKey,
} from './import-matches.js';
import {
  branchNames,
  codeNames,
  namedBranch,
  readCode,
  rowBranch,
  type BranchNames,
} from './import-references.js';
import { changeOf, markSameItems, matchedOutcome, statusNotes } from './import-updates.js';
import { planRows } from './plan-rows.js';
import { controlCharacterErrors, ruleErrors, schemaErrors, type RowError } from './row-errors.js';

type VehicleInput = z.output<ReturnType<typeof vehicleSchemaFor>>;
type Planned = PlannedRow<VehicleInput, PlannedVehicleEdit>;

const STATUS_NAMES = codeNames(VEHICLE_STATUSES, (status) => `statuses.vehicle.${status}`);
const TIRE_NAMES = codeNames(TIRE_TYPES, (tire) => `vehicles.tireTypes.${tire}`);

const FORM_FIELD: Record<string, string> = { branchId: 'branch' };
const fieldOf = (key: string) => FORM_FIELD[key] ?? key;

/** What an import may edit of a vehicle: the form's update, without status and odometer. */
const vehicleEditSchemaFor = (now: Date) =>
  vehicleUpdateSchemaFor(now).omit({
    status: true,
    odometerReading: true,
    odometerCorrection: true,
    odometerConfirmed: true,
  });
type VehicleEditSchema = ReturnType<typeof vehicleEditSchemaFor>;
type Schemas = { create: ReturnType<typeof vehicleSchemaFor>; edit: VehicleEditSchema };

/** A licence plate as the same plate however it is typed: case and spaces aside ("HH-TY 21" = "hh-ty21"). */
const plateKey = (plate: string) => plate.toLowerCase().replace(/\s+/g, '');
const PLATE_SQL = sql<string>`regexp_replace(lower(${vehicles.licensePlate}), '\\s+', '', 'g')`;
const vinKey = (vin: string) => vin.toLowerCase().replace(/\s+/g, '');
const VIN_SQL = sql<string>`regexp_replace(lower(${vehicles.vinNumber}), '\\s+', '', 'g')`;

/** A vehicle a row may name, with what an edit compares. */
type KnownVehicle = EditableVehicle & { id: number; labelCode: string; status: string };

/** A vehicle is the one of its plate, else of its VIN (decision 0060). */
const NATURAL_KEYS: ReadonlyArray<NaturalKey<KnownVehicle>> = [
  { field: 'licensePlate', keyOf: plateKey, of: (vehicle) => vehicle.licensePlate },
  { field: 'vinNumber', keyOf: vinKey, of: (vehicle) => vehicle.vinNumber },
];

/** The organization's vehicles the file's rows name by label code, id, plate or VIN: one query. */
const namedVehicles = async (
  db: Executor,
  organizationId: number,
  rows: readonly MappedRow[],
): Promise<ItemIndex<KnownVehicle>> => {
  const { codes, ids, naturals } = namedByRows(rows, NATURAL_KEYS);
  const [plates, vins] = naturals as [string[], string[]];
  if (codes.length + ids.length + plates.length + vins.length === 0)
    return itemIndex([], NATURAL_KEYS);
  const found = await db
    .select({
      id: vehicles.id,
      labelCode: vehicles.labelCode,
      status: vehicles.status,
      // What an edit compares and writes: the edit path's own columns.
      ...VEHICLE_EDITABLE_COLUMNS,
    })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.organizationId, organizationId),
        or(
          anyOf(vehicles.labelCode, codes, 'text'),
          anyOf(vehicles.id, ids, 'integer'),
          anyOf(PLATE_SQL, plates, 'text'),
          anyOf(VIN_SQL, vins, 'text'),
        ),
      ),
    );
  return itemIndex<KnownVehicle>(found, NATURAL_KEYS);
};

/** A new vehicle: the create form's schema and initial-status rule, its branch by name. */
const planCreate = (
  row: MappedRow,
  base: { line: number; label: string },
  refs: BranchNames,
  schema: Schemas['create'],
  errors: RowError[],
): Planned => {
  const v = row.values;
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
  if (!parsed.success) errors.push(...schemaErrors(parsed.error, fieldOf));
  else errors.push(...ruleErrors(() => checkInitialStatus(parsed.data)));
  const outcome = { ...base, duplicateOfLine: null };
  if (errors.length > 0 || !parsed.success) return { ...outcome, action: 'invalid', errors };
  return { ...outcome, action: 'create', errors: [], input: parsed.data };
};

/**
 * A row naming an existing vehicle: its mapped cells through the form's update schema (a column
 * not mapped keeps its field; an empty branch cell keeps the branch), compared with the vehicle.
 * The status is never changed (decision 0060).
 */
const planEdit = (
  row: MappedRow,
  base: { line: number; label: string },
  vehicle: KnownVehicle,
  refs: BranchNames,
  schema: Schemas['edit'],
  errors: RowError[],
): Planned => {
  const v = row.values;
  const branchId = v.branch ? namedBranch(refs, v.branch, errors) : undefined;
  const parsed = schema.safeParse({
    make: v.make,
    model: v.model,
    year: v.year,
    licensePlate: v.licensePlate,
    vinNumber: v.vinNumber,
    lastServiceDate: v.lastServiceDate,
    nextServiceDate: v.nextServiceDate,
    nextRegistration: v.nextRegistration,
    nextTechnicalCheckup: v.nextTechnicalCheckup,
    tireType: readCode(TIRE_NAMES, v.tireType) ?? (v.tireType === '' ? '' : undefined),
    tireYear: v.tireYear,
    branchId,
    notes: v.notes,
  });
  if (!parsed.success) errors.push(...schemaErrors(parsed.error, fieldOf));
  if (errors.length > 0 || !parsed.success)
    return { ...base, itemId: vehicle.id, action: 'invalid', errors, duplicateOfLine: null };
  const edit = parsed.data;
  // Named by its plate or VIN: the same one typed another way is no change of it.
  if (!v.labelCode && !v.id) {
    if (edit.licensePlate && plateKey(edit.licensePlate) === plateKey(vehicle.licensePlate))
      edit.licensePlate = vehicle.licensePlate;
    if (edit.vinNumber && vinKey(edit.vinNumber) === vinKey(vehicle.vinNumber ?? ''))
      edit.vinNumber = vehicle.vinNumber;
  }
  const fields = changedVehicleFields(vehicle, edit);
  const branchName = (id: number | undefined) => (id ? refs.nameOf.get(id) : undefined);
  const changes = fields.map((field) =>
    field === 'branchId'
      ? changeOf('branch', branchName(vehicle.branchId), branchName(edit.branchId))
      : changeOf(field, vehicle[field], edit[field]),
  );
  return matchedOutcome(
    base,
    vehicle.id,
    statusNotes(STATUS_NAMES, v.status, vehicle.status),
    changes,
    { vehicle, set: edit, fields },
  );
};

const planRow = (
  row: MappedRow,
  refs: BranchNames,
  schemas: Schemas,
  index: ItemIndex<KnownVehicle>,
): Planned => {
  const v = row.values;
  const match = matchRow(index, v);
  const errors = [...controlCharacterErrors(v), ...match.errors];
  const base = { line: row.line, label: v.licensePlate || match.item?.licensePlate || '' };
  if (match.errors.length > 0) return { ...base, action: 'invalid', errors, duplicateOfLine: null };
  if (match.item) return planEdit(row, base, match.item, refs, schemas.edit, errors);
  return planCreate(row, base, refs, schemas.create, errors);
};

/**
 * Vehicles: a row naming one of the organization's vehicles (label code, id, plate — case and
 * spaces aside — or VIN) updates it; any other row is a new vehicle, one per plate in the file.
 */
export const vehicleImport: ImportKindHandler<VehicleInput, PlannedVehicleEdit> = {
  plan: async (db, organizationId, rows) => {
    const refs = await branchNames(db, organizationId);
    // The year's bound is this year's: built when the file is judged, not when the server started.
    const now = new Date();
    const schemas = { create: vehicleSchemaFor(now), edit: vehicleEditSchemaFor(now) };
    const index = await namedVehicles(db, organizationId, rows);
    const planned = await planRows(rows, (row) => planRow(row, refs, schemas, index));
    markSameItems(planned);
    // A new row's plate is no vehicle's of the organization (that would have named it).
    markDuplicates(
      planned,
      (input) => ({ key: plateKey(input.licensePlate), unique: true }),
      new Map(),
    );
    return planned;
  },
  writeBatch: (tx, auth, organizationId, inputs) =>
    insertVehicles(tx, auth, organizationId, inputs),
  writeUpdates: (tx, auth, organizationId, updates) =>
    writeVehicleEdits(tx, auth, organizationId, updates),
};
