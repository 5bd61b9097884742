/** What other areas may use of the Avvik area (open exceptions, their texts and times). */
export { avvikTexts } from '../../i18n/nb/avvik';
export { useOpenExceptions } from './use-open-exceptions';
