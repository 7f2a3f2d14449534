import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { COMMON_CODES, domainErrors, Payload } from '../graphql/payload';

export enum RoleEnum {
  customer = 'customer',
  admin = 'admin',
}
registerEnumType(RoleEnum, { name: 'Role' });

@ObjectType('User')
export class UserType {
  @Field(() => ID) id!: string;
  @Field() email!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => RoleEnum) role!: RoleEnum;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

export const AccountErrors = domainErrors('Account', {
  ...COMMON_CODES,
  DUPLICATE_EMAIL: 'Another account already uses this e-mail',
  INVALID_CREDENTIALS: 'The e-mail and password do not match an account',
});

export const AuthPayload = Payload('AuthPayload', AccountErrors, 'A signed-in session, or why it could not be opened', {
  token: { type: () => String, description: 'The bearer token for `Authorization: Bearer …` (a JWT; see the README for its lifetime)' },
  user: { type: () => UserType, description: 'The signed-in user' },
});

export const UserPayload = Payload('UserPayload', AccountErrors, 'The user after the change, or why it could not be made', {
  user: { type: () => UserType, description: 'The user after the change' },
});
