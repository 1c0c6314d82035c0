import { FloatButton } from 'antd';
import { useT } from '../i18n/index.ts';

/**
 * Spec §9: shown from 400 px of window scroll (antd: scroll ≥ visibilityHeight), eases to the top in 500 ms
 * (antd's easeInOutCubic, one step per animation frame ≈ 16.7 ms), 40×40 at 50 px from right and bottom.
 * An icon-only button: it carries its name for screen readers.
 */
export function BackToTop() {
  const t = useT();
  return (
    <FloatButton.BackTop
      visibilityHeight={400}
      duration={500}
      style={{ right: 50, bottom: 50, width: 40, height: 40 }}
      aria-label={t('backToTop')}
      data-testid="back-to-top"
    />
  );
}
