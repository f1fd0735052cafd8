export { BrowsePage } from './components/browse-page';
export { CategoryLandingPage } from './components/category-landing-page';
export { ServiceListPage } from './components/service-list-page';
export { SubcategoryPage } from './components/subcategory-page';
