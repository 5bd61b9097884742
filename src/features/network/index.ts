// The network admin's screens load as one chunk, only when the network admin opens them.
export { NetworkHutsPage } from './huts-page';
export { NetworkInboxPage } from './inbox-page';
export { NetworkStatisticsPage } from './network-statistics-page';
