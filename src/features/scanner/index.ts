/** What other areas may use of the scanner: the camera button (its dialog loads on demand). */
export { ScanButton } from './scan-button';
export { shownCode } from './shown-code';
