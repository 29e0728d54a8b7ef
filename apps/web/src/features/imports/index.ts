export { ImportAction } from './import-action';
