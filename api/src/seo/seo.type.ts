import { Field, ID, ObjectType } from 'type-graphql';
import { COMMON_CODES, DeletePayload, domainErrors, Payload } from '../graphql/payload';

@ObjectType('SeoMeta')
export class SeoMetaType {
  @Field(() => ID) id!: string;
  @Field() pageName!: string;
  @Field() title!: string;
  @Field() description!: string;
  @Field() keywords!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

export const SeoErrors = domainErrors('Seo', {
  ...COMMON_CODES,
  DUPLICATE_PAGE: 'Another SEO entry already exists for this page',
});

export const SeoMetaPayload = Payload('SeoMetaPayload', SeoErrors, 'The SEO entry after the change, or why it could not be made', {
  seoMeta: { type: () => SeoMetaType, description: 'The SEO entry after the change' },
});

export const DeleteSeoMetaPayload = DeletePayload('DeleteSeoMetaPayload', SeoErrors, 'SeoMeta');
