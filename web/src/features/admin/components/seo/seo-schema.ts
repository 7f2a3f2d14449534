// SEO meta form (spec §5, SEO).
import * as yup from 'yup';

export const SEO_PAGES = ['home', 'shop', 'about', 'contact', 'product', 'cart', 'checkout', 'account'] as const;
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

export interface SeoFormValues {
  pageName: string;
  title: string;
  description: string;
  keywords: string;
}

export const seoSchema = yup.object({
  pageName: yup.string().required('Page name is required'),
  title: yup.string().trim().required('Title is required').max(TITLE_MAX, 'Title should be under 60 characters'),
  description: yup.string().trim().required('Description is required').max(DESCRIPTION_MAX, 'Description should be under 160 characters'),
  keywords: yup.string().trim().required('Keywords are required'),
});
