// The account forms' yup rules (sign in, register, profile, change password) against the server's
// (account.schemas.ts): the same inputs accepted and refused, with the same words wherever the form shows
// the server's text. The confirmation fields are the forms' own convenience: the server never receives them.
import {
  changePasswordSchema as serverChangePassword,
  loginSchema,
  profileSchema as serverProfile,
  registerSchema as serverRegister,
} from '../../../../api/src/modules/accounts/account.schemas';
import { PASSWORD_MIN } from '@/components/form/password-rules';
import { agreement, differ, emailRows, expectVerdicts, lookupEmailRows, type Row } from '@/test/schema-agreement';
import {
  changePasswordSchema,
  profileSchema,
  registerSchema,
  signInSchema,
  type ChangePasswordValues,
  type ProfileValues,
  type RegisterValues,
  type SignInValues,
} from './account-schemas';

const x = (n: number) => 'x'.repeat(n);

/** A new password: register and change password (the server's `password`). */
const newPasswordRows: Row[] = [
  ['6 characters', 'secret', null],
  ['6 spaces', '      ', null],
  ['200 characters', x(200), null],
  ['5 characters', 'secre', PASSWORD_MIN],
  ['empty', '', PASSWORD_MIN],
  // The form has no upper limit: the server's is shown under the field after sending.
  ['201 characters', x(201), differ(null, 'Password is too long')],
];

/** First and last name on register and profile (the server's requiredText with 100 characters). */
const nameRows = (required: string): Row[] => [
  ['one character', 'R', null],
  ['100 characters', x(100), null],
  ['empty', '', required],
  ['only spaces', '   ', required],
  // The form has no upper limit: the server's is shown under the field after sending.
  ['101 characters', x(101), differ(null, 'Must be at most 100 characters')],
];

const phoneRows: Row[] = [
  ['10 characters', '9876543210', null],
  ['20 characters', '+91 98765 43210 1234', null],
  ['10 characters between spaces', '  9876543210  ', null],
  ['9 characters', '987654321', 'Valid phone number is required'],
  // The form has no upper limit: the server's 20 is shown under the field after sending.
  ['21 characters', '+91 98765 43210 12345', differ(null, 'Valid phone number is required')],
];

describe('sign in: form and server agree', () => {
  const base: SignInValues = { email: 'ravi@example.in', password: 'secret' };
  // What SignInForm sends.
  const sent = (v: SignInValues) => ({ email: v.email.trim(), password: v.password });
  const verdicts = agreement(signInSchema, loginSchema, base, sent);

  it('accept the base sign-in on both sides', async () => {
    expect(await signInSchema.isValid(base)).toBe(true);
    expect(loginSchema.safeParse(sent(base)).success).toBe(true);
  });

  it.each<Row>(lookupEmailRows('Valid email is required'))('email: %s', async (_label, value, expected) =>
    expectVerdicts(await verdicts('email', value), expected),
  );

  it.each<Row>([
    ['6 characters', 'secret', null],
    ['200 characters', x(200), null],
    // Every account's password has at least 6 characters, so the form refuses a shorter one without asking; the
    // server only requires one and answers a wrong one with its sign-in failure.
    ['empty', '', differ(PASSWORD_MIN, 'Password is required')],
    ['5 characters', 'secre', differ(PASSWORD_MIN, null)],
    // The form has no upper limit: the server's is shown under the field after sending.
    ['201 characters', x(201), differ(null, 'Password is too long')],
  ])('password: %s', async (_label, value, expected) => expectVerdicts(await verdicts('password', value), expected));
});

describe('register: form and server agree', () => {
  const base: RegisterValues = {
    firstName: 'Ravi',
    lastName: 'Patel',
    email: 'ravi@example.in',
    phone: '9876543210',
    password: 'secret',
    confirmPassword: 'secret',
  };
  // What RegisterForm sends (no confirmation).
  const sent = ({ confirmPassword: _confirm, ...v }: RegisterValues) => ({
    ...v,
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
  });
  const verdicts = agreement(registerSchema, serverRegister, base, sent);

  it('accept the base account on both sides', async () => {
    expect(await registerSchema.isValid(base)).toBe(true);
    expect(serverRegister.safeParse(sent(base)).success).toBe(true);
  });

  it.each<Row>(nameRows('First name is required'))('firstName: %s', async (_label, value, expected) =>
    expectVerdicts(await verdicts('firstName', value), expected),
  );
  it.each<Row>(nameRows('Last name is required'))('lastName: %s', async (_label, value, expected) =>
    expectVerdicts(await verdicts('lastName', value), expected),
  );
  it.each<Row>(emailRows('Valid email is required'))('email: %s', async (_label, value, expected) => expectVerdicts(await verdicts('email', value), expected));
  it.each<Row>([...phoneRows, ['empty', '', 'Valid phone number is required'], ['only spaces', '   ', 'Valid phone number is required']])(
    'phone: %s',
    async (_label, value, expected) => expectVerdicts(await verdicts('phone', value), expected),
  );
  // The confirmation follows the password, so only the password's own rule is looked at.
  it.each<Row>(newPasswordRows)('password: %s', async (_label, value, expected) =>
    expectVerdicts(await verdicts('password', value, { confirmPassword: value as string }), expected),
  );
});

describe('profile: form and server agree', () => {
  const base: ProfileValues = { firstName: 'Ravi', lastName: 'Patel', email: 'ravi@example.in', phone: '' };
  // What ProfileForm sends.
  const sent = (v: ProfileValues) => ({ firstName: v.firstName.trim(), lastName: v.lastName.trim(), email: v.email.trim(), phone: v.phone?.trim() || null });
  const verdicts = agreement(profileSchema, serverProfile, base, sent);

  it('accept the base profile on both sides', async () => {
    expect(await profileSchema.isValid(base)).toBe(true);
    expect(serverProfile.safeParse(sent(base)).success).toBe(true);
  });

  it.each<Row>(nameRows('First name is required'))('firstName: %s', async (_label, value, expected) =>
    expectVerdicts(await verdicts('firstName', value), expected),
  );
  it.each<Row>(nameRows('Last name is required'))('lastName: %s', async (_label, value, expected) =>
    expectVerdicts(await verdicts('lastName', value), expected),
  );
  it.each<Row>(emailRows('Valid email is required'))('email: %s', async (_label, value, expected) => expectVerdicts(await verdicts('email', value), expected));
  it.each<Row>([...phoneRows, ['empty (optional)', '', null], ['only spaces', '   ', null]])('phone: %s', async (_label, value, expected) =>
    expectVerdicts(await verdicts('phone', value), expected),
  );
});

describe('change password: form and server agree', () => {
  const base: ChangePasswordValues = { currentPassword: 'secret', newPassword: 'better', confirmPassword: 'better' };
  // What ChangePasswordForm sends (no confirmation).
  const sent = (v: ChangePasswordValues) => ({ currentPassword: v.currentPassword, newPassword: v.newPassword });
  const verdicts = agreement(changePasswordSchema, serverChangePassword, base, sent);

  it('accept the base change on both sides', async () => {
    expect(await changePasswordSchema.isValid(base)).toBe(true);
    expect(serverChangePassword.safeParse(sent(base)).success).toBe(true);
  });

  it.each<Row>([
    ['one character', 'x', null],
    ['only a space', ' ', null],
    ['empty', '', 'Current password is required'],
  ])('currentPassword: %s', async (_label, value, expected) => expectVerdicts(await verdicts('currentPassword', value), expected));

  it.each<Row>(newPasswordRows)('newPassword: %s', async (_label, value, expected) =>
    expectVerdicts(await verdicts('newPassword', value, { confirmPassword: value as string }), expected),
  );
});
