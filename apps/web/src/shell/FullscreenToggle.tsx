import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/index.ts';

/** Fullscreen on and off; warns where the browser cannot (spec §8). Icon 22×22 (spec §9). */
export function FullscreenToggle({ size = 22 }: { size?: number }) {
  const t = useT();
  const { message } = App.useApp();
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const onChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      void message.warning(t('fullscreenUnsupported'));
      return;
    }
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    change.catch((error: unknown) => console.error('Fullscreen failed', error));
  };

  const Icon = active ? FullscreenExitOutlined : FullscreenOutlined;
  return (
    <Tooltip title={active ? t('exitFullscreen') : t('fullscreen')}>
      <button
        type="button"
        className="navbar__icon"
        onClick={toggle}
        data-testid="fullscreen"
        aria-label={active ? t('exitFullscreen') : t('fullscreen')}
      >
        <Icon style={{ fontSize: size, width: size, height: size }} />
      </button>
    </Tooltip>
  );
}
