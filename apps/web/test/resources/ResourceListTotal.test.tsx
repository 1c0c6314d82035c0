/**
 * The list's total under the table: the exact count as "共 N 条", and a large table's estimate (the server's
 * `total_estimated`) said to be one, "约 N 条" / "about N in total", so nobody takes it for a count.
 */
import { type ResourceDef, tagResource } from '@console/contract';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResourceList } from '../../src/resources/ResourceList.tsx';
import { useLocaleStore } from '../../src/stores/locale.ts';
import { type FamilyRows, serveFamily } from '../api/familyRows.ts';
import { startFakeApi } from '../api/session.ts';
import { renderRoute } from './render.tsx';
import { tagRows } from './tagRows.ts';

const api = startFakeApi();
let server: FamilyRows;

const totalText = () => document.querySelector('.ant-pagination-total-text')?.textContent;

function renderTags() {
  return renderRoute(
    '/configuration/tags',
    '/configuration/tags',
    <ResourceList def={tagResource as ResourceDef} />,
  );
}

beforeEach(() => {
  server = serveFamily(api(), tagResource as ResourceDef, tagRows(3));
});

describe('the list total', { timeout: 30_000 }, () => {
  it('shows an exact count as it is', async () => {
    renderTags();
    await waitFor(() => expect(totalText()).toBe('共 3 条'), { timeout: 4000 });
  });

  it('says an estimate is one, in Chinese and in English', async () => {
    server.estimatedTotal = 600_000;
    renderTags();
    await waitFor(() => expect(totalText()).toBe('约 600,000 条'), { timeout: 4000 });
    act(() => useLocaleStore.setState({ locale: 'en' }));
    await waitFor(() => expect(totalText()).toBe('about 600,000 in total'), { timeout: 4000 });
    // The pager offers the pages the estimate implies.
    expect(document.querySelector('.ant-pagination-item-30000')).toBeTruthy();
  });
});
