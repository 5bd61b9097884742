/** What other areas may use of the equipment area (the route table loads its screens). */
export { AddProductPage } from './add-product-page';
export { EditProductPage } from './edit-product-page';
export { CategoryRequestPage } from './category-request-page';
