import { FloatButton } from 'antd';

/** Spec §9: shown past 400 px, eases to the top in 500 ms, 40×40 at 50 px from right and bottom. */
export function BackToTop() {
  return (
    <FloatButton.BackTop
      visibilityHeight={400}
      duration={500}
      style={{ right: 50, bottom: 50, width: 40, height: 40 }}
      data-testid="back-to-top"
    />
  );
}
