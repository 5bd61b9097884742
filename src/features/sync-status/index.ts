export { WaitingChanges } from './waiting-changes';
