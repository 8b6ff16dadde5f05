import type { ObjectRef, SchemaTypes } from '@pothos/core';
import type { Page } from '../db/paging.js';
import { builder, type AuthScopes } from './builder.js';

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types extends SchemaTypes> ? Types : never;

/**
 * The GraphQL object of one page of a list (`items`, `totalCount`, `page`, `first`): every paged list
 * has the same four fields, readable under the scopes of the list it pages.
 */
export function pageObjectType<T>(name: string, item: ObjectRef<BuilderTypes, T>, authScopes: Partial<AuthScopes>) {
  return builder.objectRef<Page<T>>(name).implement({
    authScopes,
    fields: (t) => ({
      items: t.field({ type: [item], resolve: (page) => page.items }),
      totalCount: t.exposeInt('totalCount'),
      page: t.exposeInt('page'),
      first: t.exposeInt('first'),
    }),
  });
}
