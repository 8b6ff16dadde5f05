import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './schema.js';

interface PothosExtensions {
  pothosOptions?: { authScopes?: unknown };
}

/** Default deny, checked by a tool (STYLE.md §2): every field must be covered by an auth rule. */
describe('schema authorization', () => {
  it('gives every root field its own authScopes and every object type a type-level rule', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      const isRoot = type.name === 'Query' || type.name === 'Mutation' || type.name === 'Subscription';
      const typeScopes = (type.extensions as PothosExtensions).pothosOptions?.authScopes;
      for (const field of Object.values(type.getFields())) {
        const fieldScopes = (field.extensions as PothosExtensions).pothosOptions?.authScopes;
        const covered = isRoot ? fieldScopes !== undefined : fieldScopes !== undefined || typeScopes !== undefined;
        if (!covered) missing.push(`${type.name}.${field.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds the rule it is looking for (the walker itself works)', () => {
    const login = schema.getMutationType()?.getFields().login;
    expect((login?.extensions as PothosExtensions).pothosOptions?.authScopes).toEqual({ public: true });
  });
});
