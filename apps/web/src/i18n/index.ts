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

/** A catalogue of texts: Chinese and English, each with the same keys. */
export type Catalogue<K extends string> = Record<Locale, Record<K, string>>;

/** A catalogue's texts outside React: the text of `key` in `locale`, `{name}` placeholders filled from `vars`. */
export type DomainText<K extends string> = (locale: Locale, key: K, vars?: MessageVars) => string;

/**
 * A domain's texts for code outside React (column builders, exports): `const xrefText = domainText({ zh, en })`.
 * `domainTexts(xrefText)` makes the hook over the same texts.
 */
export function domainText<K extends string>(catalogue: Catalogue<K>): DomainText<K> {
  return (locale, key, vars) => fill(catalogue[locale][key], vars);
}

export const translate: DomainText<MessageKey> = domainText(catalogues);

/** Outside React (request function, notifications): the locale chosen right now. */
export function t(key: MessageKey, vars?: MessageVars): string {
  return translate(useLocaleStore.getState().locale, key, vars);
}

/**
 * A domain's own texts (zh, and en with the same keys) as a hook like useT: `const usePaperT =
 * domainTexts({ zh, en })`, or `domainTexts(paperText)` over a `domainText` the domain also uses outside
 * React. Keeps each screen's texts beside it instead of in the shell's catalogue; the hook's function
 * re-renders its users when the locale changes.
 */
export function domainTexts<K extends string>(texts: Catalogue<K> | DomainText<K>) {
  const text = typeof texts === 'function' ? texts : domainText(texts);
  return function useDomainT(): (key: K, vars?: MessageVars) => string {
    const locale = useLocaleStore((s) => s.locale);
    return useCallback((key, vars) => text(locale, key, vars), [locale]);
  };
}

/** In components: the shell's catalogue; re-renders when the locale changes. */
export const useT = domainTexts(translate);

const listFormats = new Map<Locale, Intl.ListFormat>();

/**
 * Items joined as `locale` writes a list (zh 甲、乙、丙, en A, B, C): the separator belongs to the language, like
 * the words around it. Each item is inserted as it is (names of people and things are data).
 */
export function joinList(locale: Locale, items: readonly string[]): string {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale === 'zh' ? 'zh-CN' : 'en', { type: 'conjunction', style: 'narrow' });
    listFormats.set(locale, format);
  }
  return format.format(items);
}

/** In components: `joinList` in the chosen language; re-renders when the locale changes. */
export function useJoinList(): (items: readonly string[]) => string {
  const locale = useLocaleStore((s) => s.locale);
  return useCallback((items) => joinList(locale, items), [locale]);
}
