// What the item pages use of maintenance records: their maintenance card.
export { MaintenanceSection } from './maintenance-section';
// The interval fields of the tool and vehicle forms.
