import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { COMMON_CODES, domainErrors, Payload } from '../../platform/graphql/payload';

@ObjectType('ContentSection', { description: 'Editable storefront text: the home and about texts, the contact details and the footer pages. Public through `content`; the admin edits them.' })
export class ContentSectionType {
  @Field(() => ID, { description: 'The section’s id (a UUID)' }) id!: string;
  @Field({ description: 'Its name: home, about, contact (free-form) and size-guide, shipping, faq, privacy-policy, terms, return-policy, refund-policy, cookie-policy (footer pages)' }) section!: string;
  @Field(() => GraphQLJSON, {
    description: 'A JSON object of at most 100 KB. Footer pages: { title, intro?, sections: [{ heading, paragraphs: [String] }] }; home, about and contact: the fields their screens read',
  })
  data!: unknown;
  @Field({ description: 'When the section was last saved (DateTimeISO)' }) updatedAt!: Date;
}

export const ContentErrors = domainErrors('Content', { ...COMMON_CODES });

export const ContentSectionPayload = Payload('ContentSectionPayload', ContentErrors, 'The section after the change, or why it could not be made', {
  section: { type: () => ContentSectionType, description: 'The section after the change' },
});
