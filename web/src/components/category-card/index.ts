export { CategoryCard, categoryImage, type CategoryCardData } from './category-card';
