import type { VehicleListQuery } from '@toolyard/shared';
import { listVehicles } from '../../vehicles/index.js';
import type { VehicleView } from '../../vehicles/index.js';
import type { ListExport } from '../export-list.js';
import { itemKeyColumns } from './item-keys.js';
import { personName } from './people.js';

export const vehiclesExport: ListExport<VehicleView, VehicleListQuery> = {
  fileName: 'vehicles',
  title: 'vehicles.caption',
  page: listVehicles,
  columns: [
    { header: 'vehicles.make', value: (vehicle) => vehicle.make },
    { header: 'vehicles.model', value: (vehicle) => vehicle.model },
    { header: 'vehicles.year', kind: 'number', value: (vehicle) => vehicle.year },
    { header: 'vehicles.licensePlate', value: (vehicle) => vehicle.licensePlate },
    { header: 'vehicles.vinNumber', value: (vehicle) => vehicle.vinNumber },
    { header: 'vehicles.status', value: (vehicle, t) => t(`statuses.vehicle.${vehicle.status}`) },
    { header: 'vehicles.branch', value: (vehicle) => vehicle.branch.name },
    { header: 'export.columns.location', value: (vehicle) => vehicle.currentLocation },
    { header: 'export.columns.assignedTo', value: (vehicle) => personName(vehicle.assignedUser) },
    { header: 'export.columns.fuelLevel', kind: 'number', value: (vehicle) => vehicle.fuelLevel },
    {
      header: 'vehicles.lastServiceDate',
      kind: 'date',
      value: (vehicle) => vehicle.lastServiceDate,
    },
    { header: 'vehicles.nextService', kind: 'date', value: (vehicle) => vehicle.nextServiceDate },
    {
      header: 'vehicles.nextRegistration',
      kind: 'date',
      value: (vehicle) => vehicle.nextRegistration,
    },
    {
      header: 'vehicles.nextTechnicalCheckup',
      kind: 'date',
      value: (vehicle) => vehicle.nextTechnicalCheckup,
    },
    {
      header: 'vehicles.tireType',
      value: (vehicle, t) =>
        vehicle.tireType ? t(`vehicles.tireTypes.${vehicle.tireType}`) : null,
    },
    { header: 'vehicles.tireYear', kind: 'number', value: (vehicle) => vehicle.tireYear },
    { header: 'imports.fields.notes', value: (vehicle) => vehicle.notes },
    { header: 'export.columns.createdAt', kind: 'instant', value: (vehicle) => vehicle.createdAt },
    ...itemKeyColumns(),
  ],
};
