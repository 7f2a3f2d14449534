import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../graphql/context';
import { allRowsCost } from '../graphql/limits';
import { payload } from '../graphql/payload';
import { ContentErrors, ContentSectionPayload, ContentSectionType } from './content.type';
import { UpdateContentInput } from './content.input';

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
  @Mutation(() => ContentSectionPayload, { description: '(admin) Replaces (or creates) a section.' })
  updateContent(@Arg('input') { section, data }: UpdateContentInput, @Ctx() { ctx, services }: GraphQLContext) {
    return payload(ContentErrors, async () => ({ section: await services.content.update(ctx, section, data) }));
  }
}
