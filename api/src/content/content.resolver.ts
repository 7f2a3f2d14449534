import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import type { GraphQLContext } from '../graphql/context';
import { allRowsCost } from '../graphql/limits';
import { ContentSectionType } from './content.type';

@Resolver(() => ContentSectionType)
export class ContentResolver {
  @Query(() => ContentSectionType, { nullable: true, description: 'Public: a content section; null when there is none.' })
  content(@Arg('section') section: string, @Ctx() { ctx, services }: GraphQLContext) {
    return services.content.find(ctx, section);
  }

  @Authorized('admin')
  @Query(() => [ContentSectionType], { complexity: allRowsCost })
  contentSections(@Ctx() { ctx, services }: GraphQLContext) {
    return services.content.list(ctx);
  }

  @Authorized('admin')
  @Mutation(() => ContentSectionType, { description: 'Admin: replaces (or creates) a section.' })
  updateContent(
    @Arg('section') section: string,
    @Arg('data', () => GraphQLJSON) data: unknown,
    @Ctx() { ctx, services }: GraphQLContext,
  ) {
    return services.content.update(ctx, section, data);
  }
}
