/** What other areas may use of the misc screens: the not-found page for paths nothing owns. */
export { NotFoundPage } from './not-found-page';
