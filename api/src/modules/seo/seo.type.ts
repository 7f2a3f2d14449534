import { Field, ID, ObjectType } from 'type-graphql';
import { COMMON_CODES, DeletePayload, domainErrors, Payload } from '../../platform/graphql/payload';

@ObjectType('SeoMeta', { description: 'The head tags of one storefront page: what search engines and link previews show. Public through `seo`; the admin edits them.' })
export class SeoMetaType {
  @Field(() => ID, { description: 'The entry’s id (a UUID)' }) id!: string;
  @Field({ description: 'The page it is for, lower-case, one of: home, shop, about, contact, product, cart, checkout, account; one entry per page' }) pageName!: string;
  @Field({ description: 'The <title> of the page, 1–60 characters' }) title!: string;
  @Field({ description: 'The meta description (search-result snippet), 1–160 characters' }) description!: string;
  @Field({ description: 'The meta keywords, comma-separated, 1–500 characters' }) keywords!: string;
  @Field({ description: 'When the entry was created (DateTimeISO)' }) createdAt!: Date;
  @Field({ description: 'When the entry last changed (DateTimeISO)' }) updatedAt!: Date;
}

export const SeoErrors = domainErrors('Seo', {
  ...COMMON_CODES,
  DUPLICATE_PAGE: 'Another SEO entry already exists for this page',
});

export const SeoMetaPayload = Payload('SeoMetaPayload', SeoErrors, 'The SEO entry after the change, or why it could not be made', {
  seoMeta: { type: () => SeoMetaType, description: 'The SEO entry after the change' },
});

export const DeleteSeoMetaPayload = DeletePayload('DeleteSeoMetaPayload', SeoErrors, 'SeoMeta');
