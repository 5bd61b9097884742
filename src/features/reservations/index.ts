/** What other areas may use of booking ahead (the product page, Min side, the dashboard). */
export { ReservePanel, type BookableHut } from './reserve-panel';
export { MyReservationsSection } from './my-reservations-section';
