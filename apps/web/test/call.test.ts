/**
 * `call(endpoint, input)`: a declared endpoint's GET input goes in the query, a POST's in the body, and the
 * answer is the declared output's type. The type lines are checked by the compiler (`npx tsc -b` type-checks
 * apps/web/test): a `@ts-expect-error` whose line compiles fails the build, so a wrong input shape must not.
 */
import {
  type BusinessCardRow,
  type CompareData,
  customerEndpoints,
  datasheetEndpoints,
  systemEndpoints,
} from '@console/contract';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { call } from '../src/api/call.ts';

function answer(data: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: 'ok', data })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('call', () => {
  it('sends a GET input as the query, a POST input as the body', async () => {
    const get = answer({ '3': 1 });
    await expect(call(customerEndpoints.cacheDuplicateCounts, { ids: '3,4' })).resolves.toEqual({ '3': 1 });
    const [url, init] = get.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/customer/bcard/cache/duplicate_counts?ids=3%2C4');
    expect(init.method).toBe('GET');

    const post = answer({ id: 9 });
    await call(customerEndpoints.cacheMerge, { id: 1, card_id: 9, fields: ['mobile'] });
    const [postUrl, postInit] = post.mock.calls[0] as unknown as [string, RequestInit];
    expect(postUrl).toBe('/api/customer/bcard/cache/merge');
    expect(postInit.method).toBe('POST');
    expect(postInit.body).toBe('{"id":1,"card_id":9,"fields":["mobile"]}');
  });

  it('types the input and the answer from the declaration', () => {
    answer(null);
    expectTypeOf(
      call(customerEndpoints.cacheMerge, { id: 1, card_id: 2 }),
    ).resolves.toEqualTypeOf<BusinessCardRow>();
    expectTypeOf(call(customerEndpoints.cacheDuplicateCounts, { ids: '1' })).resolves.toEqualTypeOf<
      Record<string, number>
    >();
    // @ts-expect-error: the merge needs the card it merges into
    void call(customerEndpoints.cacheMerge, { id: 1 });
    // @ts-expect-error: a field that is not mergeable
    void call(customerEndpoints.cacheMerge, { id: 1, card_id: 2, fields: ['name'] });
    // @ts-expect-error: `force` is a boolean
    void call(customerEndpoints.cacheCreate, { id: 1, force: 'yes' });
    expectTypeOf(
      call(datasheetEndpoints.compare, { dsno: 'DS00000001' }),
    ).resolves.toEqualTypeOf<CompareData>();
    // @ts-expect-error: the comparison needs its DSNOs
    void call(datasheetEndpoints.compare, {});
    // @ts-expect-error: a tag binding names its targets
    void call(systemEndpoints.tagBind, { tag_ids: [1], target_type: 1 });
    // @ts-expect-error: a file endpoint is downloaded, not called
    void call(datasheetEndpoints.pdf, { id: 1 });
  });
});
