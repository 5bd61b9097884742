/** The sync protocol's server side (DESIGN.md, Sync protocol): what the sync routes call. */
export { pushOps } from './push';
export { pullChanges, pullHutChanges } from './pull';
export type { SyncActor } from './context';
