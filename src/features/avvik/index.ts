/** What other areas may use of the Avvik area (open exceptions, their texts and times). */
export { useOpenExceptions } from './use-open-exceptions';
