import type { Locale } from '@console/contract';
import { useCallback } from 'react';
import { useLocaleStore } from '../stores/locale.ts';
import { catalogues, type MessageKey } from './messages.ts';

export type { MessageKey } from './messages.ts';

export type MessageVars = Record<string, string | number>;

export function translate(locale: Locale, key: MessageKey, vars?: MessageVars): string {
  const text = catalogues[locale][key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
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
