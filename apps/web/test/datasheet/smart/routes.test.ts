import { resourceForDetailRoute, resourceForRoute } from '@console/contract';
import { expect, it } from 'vitest';
import { advancedSearchUrl, headerValuesPath } from '../../../src/pages/datasheet/smart/routes.ts';
import { hasScreen } from '../../../src/pages/registry.ts';

it('builds the search’s unit, option and list screens, the UL raw rows and one header’s values', () => {
  for (const path of [
    '/datasheet/smart/unit',
    '/datasheet/smart/option',
    '/datasheet/smart/list',
    '/datasheet/cache/ul_data',
    '/datasheet/item/header',
  ])
    expect(hasScreen(path), path).toBe(true);
  expect(resourceForRoute('/datasheet/smart/list')?.key).toBe('saved_search');
  expect(resourceForRoute('/datasheet/cache/ul_data')?.key).toBe('ul_raw');
  expect(resourceForDetailRoute('/datasheet/item/header')).toBeUndefined();
});

it('opens a stored query as the advanced search’s own URL parameter', () => {
  const q = '{"conditions":[{"kind":"range","header_id":3,"unit":"psi","min":1}]}';
  const url = new URL(advancedSearchUrl(q), 'http://x');
  expect(url.pathname).toBe('/datasheet/smart/advanced');
  expect(url.searchParams.get('q')).toBe(q);
  expect(headerValuesPath(12)).toBe('/datasheet/item/header?id=12');
});
