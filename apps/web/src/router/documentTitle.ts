/**
 * The browser tab's title follows the route: `{route name} · {product}` in the chosen language, the
 * product alone outside the layout (login, 401, 404). A person with several console tabs open (the access
 * log opens in a new one) tells them apart by it.
 */
import type { Locale, LocalName } from '@console/contract';
import { useEffect } from 'react';
import { translate } from '../i18n/index.ts';
import { useLocaleStore } from '../stores/locale.ts';

export function documentTitle(name: LocalName | null, locale: Locale): string {
  const product = translate(locale, 'productName');
  return name ? `${name[locale]} · ${product}` : product;
}

/** Keeps `document.title` on the given route name (null: the product alone), following the language. */
export function useDocumentTitle(name: LocalName | null): void {
  const locale = useLocaleStore((s) => s.locale);
  const zh = name?.zh;
  const en = name?.en;
  useEffect(() => {
    document.title = documentTitle(zh !== undefined && en !== undefined ? { zh, en } : null, locale);
  }, [zh, en, locale]);
}
