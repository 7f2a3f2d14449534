import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

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

@ObjectType('AuthPayload')
export class AuthPayload {
  @Field() token!: string;
  @Field(() => UserType) user!: UserType;
}
