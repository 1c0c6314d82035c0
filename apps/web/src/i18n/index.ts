import type { Locale } from '@console/contract';
import { useCallback } from 'react';
import { useLocaleStore } from '../stores/locale.ts';
import { catalogues, type MessageKey } from './messages.ts';

export type { MessageKey } from './messages.ts';

export type MessageVars = Record<string, string | number>;

/** `text` with each `{name}` replaced by its value in `vars` (unknown names left as they are). */
function fill(text: string, vars?: MessageVars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function translate(locale: Locale, key: MessageKey, vars?: MessageVars): string {
  return fill(catalogues[locale][key], vars);
}

/** Outside React (request function, notifications): the locale chosen right now. */
export function t(key: MessageKey, vars?: MessageVars): string {
  return translate(useLocaleStore.getState().locale, key, vars);
}

/** In components: re-renders when the locale changes. */
export function useT(): (key: MessageKey, vars?: MessageVars) => string {
  const locale = useLocaleStore((s) => s.locale);
  return useCallback((key, vars) => translate(locale, key, vars), [locale]);
}

/**
 * A domain's own texts (zh, and en with the same keys) as a hook like useT: `const usePaperT =
 * domainTexts({ zh, en })`. Keeps each screen's texts beside it instead of in the shell's catalogue.
 */
export function domainTexts<K extends string>(catalogue: Record<Locale, Record<K, string>>) {
  return function useDomainT(): (key: K, vars?: MessageVars) => string {
    const locale = useLocaleStore((s) => s.locale);
    return useCallback((key, vars) => fill(catalogue[locale][key], vars), [locale]);
  };
}
