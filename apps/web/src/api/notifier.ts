import type { NotificationInstance } from 'antd/es/notification/interface';
import { t } from '../i18n/index.ts';

/**
 * The request function runs outside React, yet its notification should follow the ConfigProvider
 * (theme, locale). The app installs the instance from `App.useApp()` at start; before that (and in
 * tests without the app) the static API is used, loaded when first needed: this module is part of the login
 * page's download, which antd's notification would add to (issue 37).
 */
let notifier: Pick<NotificationInstance, 'error'> | null = null;

/**
 * Centred below the top bar and the tab strip: a persistent error stays visible without covering the
 * bar's controls or the user menu's dropdown at the right.
 */
export const NOTIFICATION_CONFIG = { placement: 'top', top: 96 } as const;

let staticNotification: Promise<Pick<NotificationInstance, 'error'>> | undefined;

function loadStaticNotification(): Promise<Pick<NotificationInstance, 'error'>> {
  staticNotification ??= import('antd/es/notification').then(({ default: notification }) => {
    notification.config(NOTIFICATION_CONFIG);
    return notification;
  });
  return staticNotification;
}

export function setNotifier(instance: Pick<NotificationInstance, 'error'> | null): void {
  notifier = instance;
}

/** The persistent error notification of spec §8: titled 错误, stays until closed. */
export function notifyRequestError(description: string): void {
  const args = {
    title: t('errorTitle'),
    description,
    duration: 0,
    closable: true,
    props: { 'data-testid': 'error-notification' },
  };
  if (notifier) notifier.error(args);
  else void loadStaticNotification().then((notification) => notification.error(args));
}
