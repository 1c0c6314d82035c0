/**
 * `call(endpoint, input)`: a declared endpoint's GET input goes in the query, a POST's in the body, and the
 * answer is the declared output's type. The type lines are checked by the compiler (`npx tsc -b` type-checks
 * apps/web/test): a `@ts-expect-error` whose line compiles fails the build, so a wrong input shape must not.
 */
import {
  type BusinessCardRow,
  businessCardResource,
  type CompareData,
  customerEndpoints,
  datasheetEndpoints,
  systemEndpoints,
} from '@console/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { call } from '../src/api/call.ts';
import { rowOf } from './api/familyRows.ts';
import { startFakeApi } from './api/session.ts';

const session = startFakeApi({ signedIn: false });

describe('call', () => {
  it('sends a GET input as the query, a POST input as the body', async () => {
    const api = session();
    api.on(customerEndpoints.cacheDuplicateCounts, () => ({ '3': 1 }));
    await expect(call(customerEndpoints.cacheDuplicateCounts, { ids: '3,4' })).resolves.toEqual({ '3': 1 });
    const [get] = api.callsTo(customerEndpoints.cacheDuplicateCounts);
    expect(get?.url).toBe('/api/customer/bcard/cache/duplicate_counts?ids=3%2C4');
    expect(get?.method).toBe('GET');

    api.on(customerEndpoints.cacheMerge, () => rowOf(businessCardResource, { id: 9 }));
    await call(customerEndpoints.cacheMerge, { id: 1, card_id: 9, fields: ['mobile'] });
    const [post] = api.callsTo(customerEndpoints.cacheMerge);
    expect(post?.url).toBe('/api/customer/bcard/cache/merge');
    expect(post?.method).toBe('POST');
    expect(post?.body).toEqual({ id: 1, card_id: 9, fields: ['mobile'] });
  });

  it('types the input and the answer from the declaration', () => {
    // The calls below are for the compiler: none is made.
    expectTypeOf<
      typeof call<typeof customerEndpoints.cacheMerge>
    >().returns.resolves.toEqualTypeOf<BusinessCardRow>();
    const compiled = () => {
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
    };
    expect(compiled).toBeTypeOf('function');
  });
});
