/** The sync protocol's server side (docs/sync-protocol.md): what the sync routes call. */
export { pushOps } from './push';
export { pullChanges, pullHutChanges } from './pull';
export type { SyncActor } from './context';
