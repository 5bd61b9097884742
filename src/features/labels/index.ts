/** What other areas may use of the labels area (the route table loads its screen). */
export { LabelsPage } from './labels-page';
