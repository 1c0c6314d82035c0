import { resourceForDetailRoute, resourceForRoute } from '@console/contract';
import { expect, it } from 'vitest';
import { hasScreen } from '../../../src/pages/dashboard/screenFinder.ts';
import { summariseQuery } from '../../../src/pages/datasheet/smart/querySummary.ts';
import { advancedSearchUrl, headerValuesPath } from '../../../src/pages/datasheet/smart/routes.ts';
import { pageRegistry } from '../../../src/pages/registry.ts';

it('builds the search’s unit, option and list screens, the UL raw rows and one header’s values', () => {
  for (const path of [
    '/datasheet/smart/unit',
    '/datasheet/smart/option',
    '/datasheet/smart/list',
    '/datasheet/cache/ul_data',
    '/datasheet/item/header',
  ])
    expect(hasScreen(pageRegistry.pages, path), path).toBe(true);
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

it('reads a stored query in words, and leaves text that is no query as it is', () => {
  const names = { header: (id: number) => (id === 3 ? '拉伸强度' : `#${id}`), unit: (c: string) => c };
  const text = JSON.stringify({
    category_id: 4,
    conditions: [
      { kind: 'range', header_id: 3, unit: 'psi', min: 20000 },
      { kind: 'range', header_id: 5, unit: 'degC', min: 200, max: 260 },
      { kind: 'rating', header_id: 9, any_of: ['V-0', '5VA'], max_thickness: 1.5 },
    ],
  });
  expect(summariseQuery(text, names, (n) => `+${n}`)).toBe(
    '拉伸强度 ≥ 20000 psi · #5 200–260 degC · #9 ∈ V-0/5VA ≤ 1.5 mm · +1',
  );
  expect(summariseQuery('{bad', names, (n) => `+${n}`)).toBe('{bad');
});
