import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { t } from '../i18n/index.ts';

/**
 * The request function runs outside React, yet its notification should follow the ConfigProvider
 * (theme, locale). The app installs the instance from `App.useApp()` at start; before that (and in
 * tests without the app) the static API is used.
 */
let notifier: Pick<NotificationInstance, 'error'> | null = null;

/**
 * Centred below the top bar and the tab strip: a persistent error stays visible without covering the
 * bar's controls or the user menu's dropdown at the right.
 */
export const NOTIFICATION_CONFIG = { placement: 'top', top: 96 } as const;
notification.config(NOTIFICATION_CONFIG);

export function setNotifier(instance: Pick<NotificationInstance, 'error'> | null): void {
  notifier = instance;
}

/** The persistent error notification of spec §8: titled 错误, stays until closed. */
export function notifyRequestError(description: string): void {
  (notifier ?? notification).error({
    title: t('errorTitle'),
    description,
    duration: 0,
    closable: true,
    props: { 'data-testid': 'error-notification' },
  });
}
