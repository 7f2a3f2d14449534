import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { ContentContext } from './content.context';
import { allRowsCost } from '../../platform/graphql/limits';
import { payload } from '../../platform/graphql/payload';
import { ContentErrors, ContentSectionPayload, ContentSectionType } from './content.type';
import { UpdateContentInput } from './content.input';
import type { ApiKeyScope } from '../../platform/common/context';

@Resolver(() => ContentSectionType)
export class ContentResolver {
  @Query(() => ContentSectionType, { nullable: true, description: 'Public: a content section; null for an unknown section or one never saved.' })
  content(@Arg('section', { description: 'The section name, e.g. home, about or shipping' }) section: string, @Ctx() { ctx, services }: ContentContext) {
    return services.content.find(ctx, section);
  }

  @Authorized<ApiKeyScope>('admin')
  @Query(() => [ContentSectionType], { complexity: allRowsCost, description: '(admin) Every saved section, in the order of the section list (home first).' })
  contentSections(@Ctx() { ctx, services }: ContentContext) {
    return services.content.list(ctx);
  }

  @Authorized<ApiKeyScope>('admin')
  @Mutation(() => ContentSectionPayload, { description: '(admin) Replaces (or creates) a section; INVALID for an unknown section, a footer page without a title, or data over 100 KB.' })
  updateContent(@Arg('input', { description: 'The section and its whole new content' }) { section, data }: UpdateContentInput, @Ctx() { ctx, services }: ContentContext) {
    return payload(ContentErrors, async () => ({ section: await services.content.update(ctx, section, data) }));
  }
}
