/** What other areas may use of the stock area (the hut-data gate, size labels). */
export { HutDataGate } from './hut-data-gate';
export { ChildSizes } from './child-sizes';
export { sizeLabel } from './stock-filter';
export { borrowerSelected, selectSelectedBorrowerId } from './counter-slice';
export { registerCounterListeners } from './counter-listeners';
export { useLabelScanner } from './use-label-scanner';
export { scanSignal } from './scan-signal';
