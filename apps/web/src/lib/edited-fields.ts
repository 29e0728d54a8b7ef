import type { ParseKeys } from 'i18next';

/**
 * The label of each field an edit's log entry may name (its `fields`, the form's field names,
 * decision 0060), as the forms and the import label them. A field not listed is left out of
 * the entry's wording.
 */
export const EDITED_FIELD_LABELS = {
  tools: {
    name: 'tools.name',
    description: 'tools.description',
    serialNumber: 'tools.serialNumber',
    purchaseDate: 'tools.purchaseDate',
    lastMaintenanceDate: 'tools.lastMaintenanceDate',
    nextMaintenanceDate: 'tools.nextMaintenanceDate',
    maintenanceIntervalDays: 'maintenanceRecords.intervalDays',
    branchId: 'tools.branch',
    siteId: 'tools.site',
    condition: 'imports.fields.condition',
    notes: 'imports.fields.notes',
  },
  vehicles: {
    make: 'vehicles.make',
    model: 'vehicles.model',
    year: 'vehicles.year',
    licensePlate: 'vehicles.licensePlate',
    vinNumber: 'vehicles.vinNumber',
    lastServiceDate: 'vehicles.lastServiceDate',
    nextServiceDate: 'vehicles.nextService',
    nextServiceKm: 'vehicles.nextServiceKm',
    serviceIntervalDays: 'maintenanceRecords.serviceIntervalDays',
    serviceIntervalKm: 'maintenanceRecords.serviceIntervalKm',
    nextRegistration: 'vehicles.nextRegistration',
    nextTechnicalCheckup: 'vehicles.nextTechnicalCheckup',
    tireType: 'vehicles.tireType',
    tireYear: 'vehicles.tireYear',
    branchId: 'vehicles.branch',
    currentLocation: 'export.columns.location',
    fuelLevel: 'export.columns.fuelLevel',
    notes: 'imports.fields.notes',
  },
} satisfies Record<'tools' | 'vehicles', Record<string, ParseKeys>>;

/** The labels of `fields` an edit changed, for the scope's log, in the order given. */
export const editedFieldLabels = (scope: 'tools' | 'vehicles', fields: readonly string[]) => {
  const labels: Record<string, ParseKeys> = EDITED_FIELD_LABELS[scope];
  return fields.flatMap((field) => (labels[field] ? [labels[field]] : []));
};
