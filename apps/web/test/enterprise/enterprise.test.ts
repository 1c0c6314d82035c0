import { companyResource, dynamicRoutes, flattenRoutes, type ResourceField } from '@console/contract';
import type { FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { hasScreen } from '../../src/pages/dashboard/screenFinder.ts';
import { staticMapUrl } from '../../src/pages/enterprise/LocationPreview.tsx';
import { pageRegistry } from '../../src/pages/registry.ts';
import { fieldRules } from '../../src/resources/form/rules.ts';

const creditCode = companyResource.fields.find((f) => f.name === 'credit_code') as ResourceField;

/** Runs the form's custom validators of a field on a value; the first refusal's message, or undefined. */
async function refusal(rules: FormRule[], value: unknown): Promise<string | undefined> {
  for (const rule of rules) {
    if (typeof rule !== 'object' || !('validator' in rule) || !rule.validator) continue;
    try {
      await rule.validator({} as never, value, () => {});
    } catch (error) {
      return (error as Error).message;
    }
  }
  return undefined;
}

describe('the company form', () => {
  it('checks the credit code as the server does: check character, length, case left to the server', async () => {
    const rules = fieldRules(creditCode, 'zh');
    expect(await refusal(rules, '91110000600037341L')).toBeUndefined();
    // Lower case is upper-cased before the check (the server stores it upper-cased).
    expect(await refusal(rules, '91110000600037341l')).toBeUndefined();
    expect(await refusal(rules, '')).toBeUndefined();
    expect(await refusal(rules, '91110000600037341X')).toContain('校验位');
    expect(await refusal(rules, '9111000060003734')).toContain('统一社会信用代码');
    expect(await refusal(fieldRules(creditCode, 'en'), '91110000600037341X')).toContain('check character');
  });
});

describe('the location preview', () => {
  it('asks the static map for the spot, longitude first, with the configured key', () => {
    const url = new URL(staticMapUrl('k-123', 31.2304, 121.4737));
    expect(url.origin + url.pathname).toBe('https://restapi.amap.com/v3/staticmap');
    expect(url.searchParams.get('location')).toBe('121.4737,31.2304');
    expect(url.searchParams.get('markers')).toBe('mid,,A:121.4737,31.2304');
    expect(url.searchParams.get('key')).toBe('k-123');
  });
});

describe('the /enterprise section', () => {
  it('has a built screen at every route of the table', () => {
    const pages = flattenRoutes(dynamicRoutes).filter(
      ({ fullPath, node }) => fullPath.startsWith('/enterprise/') && !node.children,
    );
    expect(pages.length).toBe(22);
    for (const { fullPath } of pages) expect(hasScreen(pageRegistry.pages, fullPath), fullPath).toBe(true);
  });
});
