// What the item pages use of maintenance records (issue 17): their maintenance card.
export { MaintenanceSection } from './maintenance-section';
