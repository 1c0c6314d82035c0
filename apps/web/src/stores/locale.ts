import type { Locale } from '@console/contract';
import { create } from 'zustand';

const STORAGE_KEY = 'console_locale';

function savedLocale(): Locale {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'en' ? 'en' : 'zh';
  } catch {
    // Storage can be unavailable (privacy mode); Chinese is the default.
    return 'zh';
  }
}

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

export const useLocaleStore = create<LocaleState>((set) => ({
  locale: savedLocale(),
  setLocale: (locale) => {
    localStorage.setItem(STORAGE_KEY, locale);
    set({ locale });
  },
}));

/** The value sent as `Accept-Language`, so the server answers messages in the same language. */
export function acceptLanguage(locale: Locale): string {
  return locale === 'zh' ? 'zh-CN' : 'en';
}
