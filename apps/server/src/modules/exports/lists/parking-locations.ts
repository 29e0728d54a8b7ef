import { listParkingLocations } from '../../parking/index.js';
import { defineExport } from '../export-list.js';

export const parkingLocationsExport = defineExport({
  fileName: 'parking-places',
  title: 'parking.caption',
  page: listParkingLocations,
  columns: [
    { header: 'parking.name', value: (place) => place.name },
    { header: 'parking.branch', value: (place) => place.branchName },
  ],
});
