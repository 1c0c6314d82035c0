/** Tags as the generic screens' tests list them: alternate types, the first described, every third disabled. */
import type { ResourceRow } from '@console/contract';

export function tagRows(n: number): ResourceRow[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    created_at: `2024-03-${String((i % 28) + 1).padStart(2, '0')}T08:00:00.000Z`,
    updated_at: '2024-03-05T08:00:00.000Z',
    name: `标签${i + 1}`,
    type: (i % 2) + 1,
    description: i === 0 ? '第一条' : '',
    sort: i,
    enabled: i % 3 !== 0,
  }));
}
