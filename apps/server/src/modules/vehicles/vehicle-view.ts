import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { branches, parkingLocations, users, vehicles } from '../../db/schema.js';
import { findById, itemRead, type ItemRead } from '../../data/item-read.js';
import { vehicleDue, vehicleDueColumns, vehicleDueJoin } from '../due/index.js';

/** The assigned worker, joined under its own name (the assignee sort orders by it). */
export const assignees = alias(users, 'assignee');

export const selectVehicles = (db: Executor) =>
  db
    .select({
      vehicle: vehicles,
      branchName: branches.name,
      parkingName: parkingLocations.name,
      assigneeFirstName: assignees.firstName,
      assigneeLastName: assignees.lastName,
      ...vehicleDueColumns,
    })
    .from(vehicles)
    .innerJoin(branches, eq(branches.id, vehicles.branchId))
    .leftJoin(parkingLocations, eq(parkingLocations.id, vehicles.parkingLocationId))
    .leftJoin(assignees, eq(assignees.id, vehicles.assignedUserId))
    .innerJoin(...vehicleDueJoin);

type Row = Awaited<ReturnType<ReturnType<typeof selectVehicles>['execute']>>[number];

export const toVehicle = ({
  vehicle: v,
  branchName,
  parkingName,
  assigneeFirstName,
  assigneeLastName,
  ...due
}: Row) => ({
  id: v.id,
  organizationId: v.organizationId,
  make: v.make,
  model: v.model,
  year: v.year,
  licensePlate: v.licensePlate,
  labelCode: v.labelCode,
  vinNumber: v.vinNumber,
  status: v.status,
  lastServiceDate: v.lastServiceDate,
  nextServiceDate: v.nextServiceDate,
  nextServiceKm: v.nextServiceKm,
  serviceIntervalDays: v.serviceIntervalDays,
  serviceIntervalKm: v.serviceIntervalKm,
  nextRegistration: v.nextRegistration,
  nextTechnicalCheckup: v.nextTechnicalCheckup,
  due: vehicleDue(due, v),
  handOutOverride: v.handOutOverride,
  tireType: v.tireType,
  tireYear: v.tireYear,
  branchId: v.branchId,
  parkingLocationId: v.parkingLocationId,
  assignedUserId: v.assignedUserId,
  assignmentDate: v.assignmentDate,
  checkoutDate: v.checkoutDate,
  name: v.name,
  // The parking place is where an available vehicle is: it shows as 'Parked'.
  currentLocation: v.currentLocation ?? parkingName,
  // Its parking place (the list's "where is it" column, and its sort: decision 0026).
  parkingLocation:
    v.parkingLocationId !== null && parkingName !== null
      ? { id: v.parkingLocationId, name: parkingName }
      : null,
  fuelLevel: v.fuelLevel,
  notes: v.notes,
  branch: { id: v.branchId, name: branchName },
  assignedUser:
    v.assignedUserId !== null && assigneeFirstName !== null
      ? { id: v.assignedUserId, firstName: assigneeFirstName, lastName: assigneeLastName ?? '' }
      : null,
  createdAt: v.createdAt,
});

export type VehicleView = ReturnType<typeof toVehicle>;

/** Vehicles as views, under a condition and in an order: the kind's read (data/item-read.ts). */
export const readVehicles: ItemRead<VehicleView> = itemRead(selectVehicles, toVehicle);

/** The order of a vehicle list: by make and model, the id settling ties. */
export const vehicleListOrder = [asc(vehicles.make), asc(vehicles.model), asc(vehicles.id)];

export const findVehicle = findById(readVehicles, vehicles);
