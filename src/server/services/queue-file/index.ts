/** "Ta ut ventende endringer": device keys and the upload of a saved queue (docs/sync-protocol.md). */
export { deviceKeysOf, registerDeviceKey } from './device-keys';
export { uploadQueueFile } from './upload';
