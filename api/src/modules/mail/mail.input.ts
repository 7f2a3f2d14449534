import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { EmailKindEnum, EmailStatusEnum } from './mail.type';

@ArgsType()
export class EmailListArgs {
  @Field(() => Int, { nullable: true, defaultValue: 25, description: 'Page size, 1–100 (values outside are clamped); 25 when left out' }) limit?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 0, description: 'How many e-mails to skip; 0 when left out' }) offset?: number | null;
  @Field(() => EmailStatusEnum, { nullable: true, description: 'Only the e-mails in this status' }) status?: string | null;
  @Field(() => EmailKindEnum, { nullable: true, description: 'Only the e-mails of this kind' }) kind?: string | null;
}

@InputType('ResendEmailInput', { description: 'The e-mail to send again' })
export class ResendEmailInput {
  @Field(() => ID, { description: 'The e-mail’s id' }) id!: string;
}
