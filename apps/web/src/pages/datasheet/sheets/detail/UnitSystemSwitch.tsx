/** SI or imperial: the one preference the detail page and compare show values in (remembered). */
import type { UnitSystem } from '@console/contract';
import { Segmented } from 'antd';
import { useUnitSystemStore } from '../../../../stores/unitSystem.ts';
import { useSheetT } from '../strings.ts';

export function UnitSystemSwitch() {
  const t = useSheetT();
  const system = useUnitSystemStore((s) => s.system);
  const setSystem = useUnitSystemStore((s) => s.setSystem);
  return (
    <Segmented<UnitSystem>
      aria-label={t('unitSwitch')}
      data-testid="unit-system"
      value={system}
      onChange={setSystem}
      options={[
        { value: 'si', label: <span data-testid="unit-si">{t('unitSi')}</span> },
        { value: 'imperial', label: <span data-testid="unit-imperial">{t('unitImperial')}</span> },
      ]}
    />
  );
}
