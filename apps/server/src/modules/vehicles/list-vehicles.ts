import { eq } from 'drizzle-orm';
import type { VehicleListQuery, VehicleSort } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { branches, parkingLocations, vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { defineList, listOrPage, type ListSort } from '../../data/list-page.js';
import { postingsOf } from '../../data/word-postings.js';
import { keptOrDueTotal } from '../due/index.js';
import { inScope } from '../../data/scope.js';
import { vehicleDueFilter } from '../due/index.js';
import { assignees, selectVehicles, toVehicle, type VehicleView } from './vehicle-view.js';

/** A vehicle's own nullable column as a sort, nulls last both ways. */
const nullableSort = (
  column: (typeof vehicles)['nextServiceDate' | 'nextRegistration' | 'nextTechnicalCheckup'],
  valueOf: (vehicle: VehicleView) => string | number | null,
): ListSort<VehicleView> => ({
  columns: [column, vehicles.id],
  nullable: true,
  cursorOf: (vehicle) => [valueOf(vehicle), vehicle.id],
});

/**
 * The vehicles table's sorts, one per shown column, the vehicle's id last. Make,
 * model and plate sort naturally ("Actros 963" before "Actros 1845"): migration 0012.
 */
const vehicleSorts: Record<VehicleSort, ListSort<VehicleView>> = {
  make: {
    columns: [vehicles.make, vehicles.model, vehicles.id],
    cursorOf: (vehicle) => [vehicle.make, vehicle.model, vehicle.id],
  },
  model: {
    columns: [vehicles.model, vehicles.make, vehicles.id],
    cursorOf: (vehicle) => [vehicle.model, vehicle.make, vehicle.id],
  },
  year: {
    columns: [vehicles.year, vehicles.id],
    cursorOf: (vehicle) => [vehicle.year, vehicle.id],
  },
  licensePlate: {
    columns: [vehicles.licensePlate, vehicles.id],
    cursorOf: (vehicle) => [vehicle.licensePlate, vehicle.id],
  },
  branch: {
    columns: [branches.name, vehicles.id],
    cursorOf: (vehicle) => [vehicle.branch.name, vehicle.id],
  },
  parking: {
    columns: [parkingLocations.name, vehicles.id],
    nullable: true,
    cursorOf: (vehicle) => [vehicle.parkingLocation?.name ?? null, vehicle.id],
  },
  assignee: {
    columns: [assignees.lastName, assignees.firstName, vehicles.id],
    nullable: true,
    cursorOf: (vehicle) => [
      vehicle.assignedUser?.lastName ?? null,
      vehicle.assignedUser?.firstName ?? null,
      vehicle.id,
    ],
  },
  status: {
    columns: [vehicles.status, vehicles.id],
    cursorOf: (vehicle) => [vehicle.status, vehicle.id],
  },
  fuelLevel: {
    columns: [vehicles.fuelLevel, vehicles.id],
    nullable: true,
    cursorOf: (vehicle) => [vehicle.fuelLevel, vehicle.id],
  },
  nextService: nullableSort(vehicles.nextServiceDate, (vehicle) => vehicle.nextServiceDate),
  nextRegistration: nullableSort(vehicles.nextRegistration, (vehicle) => vehicle.nextRegistration),
  nextTechnicalCheckup: nullableSort(
    vehicles.nextTechnicalCheckup,
    (vehicle) => vehicle.nextTechnicalCheckup,
  ),
  tireType: {
    columns: [vehicles.tireType, vehicles.id],
    nullable: true,
    cursorOf: (vehicle) => [vehicle.tireType, vehicle.id],
  },
  tireYear: {
    columns: [vehicles.tireYear, vehicles.id],
    nullable: true,
    cursorOf: (vehicle) => [vehicle.tireYear, vehicle.id],
  },
};

/** The vehicles list, by make and model; searched over make, model, license plate, VIN and branch name. */
const vehicleList = (db: Executor, auth: AuthContext) =>
  defineList({
    name: 'vehicles',
    db,
    table: vehicles,
    base: () => selectVehicles(db),
    sorts: vehicleSorts,
    defaultSort: 'make',
    toItem: toVehicle,
    ...postingsOf(auth, 'vehicles', 'make'),
  });

/**
 * The WHERE of a vehicles query: the reader's organization, the status tab and the filters. Ids
 * of another organization are valid and match nothing (the scope is ANDed). The export (issue
 * 14) pages through listVehicles with the same query, so a download holds exactly the rows listed.
 */
const vehicleFilters = (auth: AuthContext, query: VehicleListQuery) => [
  inScope(auth, vehicles.organizationId),
  query.status ? eq(vehicles.status, query.status) : undefined,
  query.tireType ? eq(vehicles.tireType, query.tireType) : undefined,
  query.branchId ? eq(vehicles.branchId, query.branchId) : undefined,
  query.parkingLocationId ? eq(vehicles.parkingLocationId, query.parkingLocationId) : undefined,
  query.assignedWorkerId ? eq(vehicles.assignedUserId, query.assignedWorkerId) : undefined,
  vehicleDueFilter(query.due),
];

export const listVehicles = (db: Executor, auth: AuthContext, query: VehicleListQuery = {}) =>
  listOrPage(
    vehicleList(db, auth),
    query,
    vehicleFilters(auth, query),
    keptOrDueTotal(db, auth, query, {
      subject: 'vehicles',
      status: 's',
      places: { branchId: 'b', parkingLocationId: 'park', assignedWorkerId: 'user' },
    }),
  );
