/** "Ta ut ventende endringer": saving a device's unsent queue, and a hut admin's upload of it. */
export { QueueFileSections } from './queue-file-sections';
