// What other features use of the worker's screen: the address of one item's card on My Stuff.
export { myStuffItemPath } from './my-stuff-anchor';
// A scan session's worker acts at once on what they read: the same queued confirms and
// returns as My Stuff, on the items of its lists, to the places it offers.
export {
  assignedToolsQuery,
  assignedVehiclesQuery,
  availableParkingQuery,
  availableStorageUnitsQuery,
  pendingToolsQuery,
  pendingVehiclesQuery,
  useConfirmTool,
  useConfirmVehicle,
  useReturnTool,
  useReturnVehicle,
} from './api';
