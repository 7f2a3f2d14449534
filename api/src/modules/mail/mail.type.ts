import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../platform/graphql/paginated';
import { COMMON_CODES, domainErrors, Payload } from '../../platform/graphql/payload';

export enum EmailStatusEnum {
  QUEUED = 'queued',
  SENT = 'sent',
  FAILED = 'failed',
  KEPT = 'kept',
}

registerEnumType(EmailStatusEnum, {
  name: 'EmailStatus',
  description: 'Where an e-mail stands',
  valuesConfig: {
    QUEUED: { description: 'Waiting for its first attempt, or for the next one after a failure (`nextAttemptAt`)' },
    SENT: { description: 'The SMTP server accepted it (`sentAt`)' },
    FAILED: { description: 'Every attempt failed; it is sent again only when an admin resends it' },
    KEPT: { description: 'E-mail sending is off (no SMTP_URL): the shop keeps it, and this page is the mailbox' },
  },
});

export enum EmailKindEnum {
  ORDER_CONFIRMATION = 'order_confirmation',
  ORDER_STATUS = 'order_status',
  ORDER_REFUND = 'order_refund',
  WELCOME = 'welcome',
  PASSWORD_RESET = 'password_reset',
  EMAIL_VERIFICATION = 'email_verification',
  STOCK_ALERT_CONFIRMATION = 'stock_alert_confirmation',
  SHOP_NEW_ORDER = 'shop_new_order',
  SHOP_CONTACT_MESSAGE = 'shop_contact_message',
  BACK_IN_STOCK = 'back_in_stock',
}

registerEnumType(EmailKindEnum, {
  name: 'EmailKind',
  description: 'What an e-mail is about',
  valuesConfig: {
    ORDER_CONFIRMATION: { description: 'To the customer: their order was placed (items, totals, address, payment, a link to the order)' },
    ORDER_STATUS: { description: 'To the customer: their order was shipped, delivered or cancelled' },
    ORDER_REFUND: { description: 'To the customer: the shop recorded a refund' },
    WELCOME: { description: 'To a new customer, after registration' },
    PASSWORD_RESET: {
      description:
        'To a user who asked for a password reset link (the link is removed from the shop’s copy once sent, reads "(link expired)" once used or past its hour, and is never shown to an API key)',
    },
    EMAIL_VERIFICATION: { description: 'To a customer: a single-use link that confirms their e-mail address (the link is removed from the shop’s copy once sent)' },
    STOCK_ALERT_CONFIRMATION: { description: 'To the address given for a back-in-stock alert: a single-use link that makes the alert live, and one that stops it' },
    SHOP_NEW_ORDER: { description: 'To the shop (SHOP_EMAIL): a new order' },
    SHOP_CONTACT_MESSAGE: { description: 'To the shop (SHOP_EMAIL): a contact-form message; replying answers the sender' },
    BACK_IN_STOCK: { description: 'To a shopper who asked to be told: the size or colour they waited for is back in stock' },
  },
});

@ObjectType('Email', { description: '(admin) An e-mail the shop wrote, and how sending it went' })
export class EmailType {
  @Field(() => ID, { description: 'The e-mail’s id (a UUID)' }) id!: string;
  @Field(() => EmailKindEnum, { description: 'What it is about' }) kind!: string;
  @Field({ description: 'The recipient’s address' }) to!: string;
  @Field(() => String, { nullable: true, description: 'Where a reply goes (a contact message’s sender); null for the shop’s own address' }) replyTo!:
    | string
    | null;
  @Field({ description: 'The subject line' }) subject!: string;
  @Field(() => EmailStatusEnum, { description: 'Where it stands' }) status!: string;
  @Field(() => Int, { description: 'Sending attempts made so far' }) attempts!: number;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed (the SMTP server’s answer or the connection error); null otherwise' })
  lastError!: string | null;
  @Field(() => Date, { nullable: true, description: 'When the last attempt was made (DateTimeISO)' }) lastAttemptAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the next attempt is due (DateTimeISO); null unless QUEUED' }) nextAttemptAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the SMTP server accepted it (DateTimeISO)' }) sentAt!: Date | null;
  @Field(() => ID, { nullable: true, description: 'The order it is about, if any' }) orderId!: string | null;
  @Field({ description: 'When it was written (DateTimeISO); lists are newest first' }) createdAt!: Date;
}

@ObjectType('EmailMessage', { description: '(admin) An e-mail with its content, as the recipient reads it' })
export class EmailMessageType extends EmailType {
  @Field({ description: 'The HTML part (show it in a sandboxed frame)' }) html!: string;
  @Field({ description: 'The plain-text part. Single-use links (password reset, confirmations) read "[link hidden from API keys]" for an API key' }) text!: string;
}

export const EmailPage = Paginated(EmailType, 'EmailPage');

export const EmailErrors = domainErrors('Email', {
  ...COMMON_CODES,
  EMAIL_SENDING_OFF: 'No SMTP_URL is set, so e-mails are kept in the shop and cannot be sent',
  EMAIL_ALREADY_QUEUED: 'The e-mail is already waiting to be sent',
});

export const EmailPayload = Payload('EmailPayload', EmailErrors, 'The e-mail after the change, or why it could not be made', {
  email: { type: () => EmailMessageType, description: 'The e-mail, queued again' },
});
