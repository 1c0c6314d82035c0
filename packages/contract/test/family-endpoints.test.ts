// The engine's generated endpoints as the web calls them: each at its family's path, answering what the
// server's document says, declared once per family.
import { describe, expect, it } from 'vitest';
import {
  declaredTransition,
  familyEndpoints,
  proposalResource,
  resourcePaths,
  tagResource,
  transitionEndpoint,
} from '../src/index.ts';

describe('a family’s generated endpoints', () => {
  it('sit at the family’s paths, once per family', () => {
    const endpoints = familyEndpoints(tagResource);
    const paths = resourcePaths(tagResource);
    expect(endpoints.get.path).toBe(paths.get);
    expect(endpoints.list.path).toBe(paths.list);
    expect(endpoints.del.method).toBe('POST');
    expect(endpoints.del.path).toBe(paths.del);
    expect(familyEndpoints(tagResource)).toBe(endpoints);
  });

  it('answer the family’s rows and the counts of a change', () => {
    const { del, enable, options, list } = familyEndpoints(tagResource);
    expect(del.output.safeParse({ deleted: 2 }).success).toBe(true);
    expect(del.output.safeParse({ updated: 2 }).success).toBe(false);
    expect(enable.output.safeParse({ updated: 1 }).success).toBe(true);
    expect(options.output.safeParse([{ value: 1, label: 'a' }]).success).toBe(true);
    expect(list.output.safeParse({ list: [{ id: 1 }], total: 1, page: 1, size: 20 }).success).toBe(false);
  });

  it('declare a workflow transition at its own path, answering the rows it moved', () => {
    const accept = declaredTransition(proposalResource, 'accept');
    const declared = transitionEndpoint(proposalResource, accept);
    expect(declared.path).toBe(`${proposalResource.base}/accept`);
    expect(declared.output.safeParse({ updated: 1 }).success).toBe(true);
  });
});
