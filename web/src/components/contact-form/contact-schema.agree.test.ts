// The contact form's yup rules against the server's (contactMessageSchema): the same inputs accepted and
// refused, with the same words wherever the form shows the server's text.
import { contactMessageSchema, MESSAGE_MAX as SERVER_MESSAGE_MAX } from '../../../../api/src/modules/messages/message.schemas';
import { agreement, differ, emailRows, expectVerdicts, type Row } from '@/test/schema-agreement';
import { contactSchema, MESSAGE_MAX, type ContactValues } from './contact-schema';

const base: ContactValues = { firstName: 'Ravi', lastName: 'Patel', email: 'ravi@example.in', phone: '', message: 'Do you stock kurtas in XXL?' };

// What useSendContactMessage sends.
const sent = (v: ContactValues) => ({
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  email: v.email.trim(),
  phone: v.phone?.trim() || null,
  message: v.message.trim(),
});

const verdicts = agreement(contactSchema, contactMessageSchema, base, sent);
const x = (n: number) => 'x'.repeat(n);

describe('contact form and server agree', () => {
  it('accepts the base message on both sides', async () => {
    expect(await contactSchema.isValid(base)).toBe(true);
    expect(contactMessageSchema.safeParse(sent(base)).success).toBe(true);
  });

  describe.each([
    ['firstName', 'First name is required', 'First name is too long'],
    ['lastName', 'Last name is required', 'Last name is too long'],
  ] as const)('%s', (field, required, tooLong) => {
    it.each<Row>([
      ['one character', 'R', null],
      ['100 characters', x(100), null],
      ['100 characters between spaces', `  ${x(100)}  `, null],
      // The form names the field; the server's requiredText has one generic text for every field.
      ['101 characters', x(101), differ(tooLong, 'Must be at most 100 characters')],
      ['empty', '', required],
      ['only spaces', '   ', required],
    ])('%s', async (_label, value, expected) => expectVerdicts(await verdicts(field, value), expected));
  });

  describe('email', () => {
    it.each<Row>(emailRows('Valid email is required'))('%s', async (_label, value, expected) => expectVerdicts(await verdicts('email', value), expected));
  });

  describe('phone (optional)', () => {
    it.each<Row>([
      ['empty', '', null],
      ['only spaces', '   ', null],
      ['10 characters', '9876543210', null],
      ['20 characters', '+91 98765 43210 1234', null],
      ['10 characters between spaces', '  9876543210  ', null],
      ['9 characters', '987654321', 'Valid phone number is required'],
      ['21 characters', '+91 98765 43210 12345', 'Valid phone number is required'],
    ])('%s', async (_label, value, expected) => expectVerdicts(await verdicts('phone', value), expected));
  });

  describe('message', () => {
    it('has the server’s limit', () => expect(MESSAGE_MAX).toBe(SERVER_MESSAGE_MAX));

    it.each<Row>([
      ['one character', '?', null],
      [`${MESSAGE_MAX} characters`, x(MESSAGE_MAX), null],
      [`${MESSAGE_MAX} characters between spaces`, ` ${x(MESSAGE_MAX)} `, null],
      [`${MESSAGE_MAX + 1} characters`, x(MESSAGE_MAX + 1), `Message must be at most ${MESSAGE_MAX} characters`],
      ['empty', '', 'Message is required'],
      ['only spaces and line breaks', ' \n ', 'Message is required'],
    ])('%s', async (_label, value, expected) => expectVerdicts(await verdicts('message', value), expected));
  });
});
