export { OfflineMarker } from './offline-marker';
export { UpdatePrompt } from './update-prompt';
