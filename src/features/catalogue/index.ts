export { HomePage } from './home-page';
export { AllProductsPage } from './all-products-page';
export { CategoryPage } from './category-page';
export { HutsPage } from './huts-page';
