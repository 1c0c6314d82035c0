/** The quantity a header's values or a metric measure, as an enum field. */
import type { EnumField, EnumOption } from '../../types.ts';

// TODO(merge): derive from the unit catalogue in ../units.ts once it lands.
const quantityNames: Record<string, [string, string]> = {
  stress: ['应力/压力', 'Stress / pressure'],
  temperature: ['温度', 'Temperature'],
  density: ['密度', 'Density'],
  energy_per_area: ['冲击强度（面积）', 'Energy per area'],
  energy_per_length: ['冲击强度（长度）', 'Energy per length'],
  mass_flow_rate: ['质量流动速率', 'Mass flow rate'],
  volume_flow_rate: ['体积流动速率', 'Volume flow rate'],
  ratio: ['比率', 'Ratio'],
  length: ['长度', 'Length'],
  time: ['时间', 'Time'],
  electric_field: ['电场强度', 'Electric field'],
  voltage: ['电压', 'Voltage'],
  volume_resistivity: ['体积电阻率', 'Volume resistivity'],
  surface_resistivity: ['表面电阻率', 'Surface resistivity'],
  thermal_expansion: ['线膨胀系数', 'Thermal expansion'],
  thermal_conductivity: ['导热系数', 'Thermal conductivity'],
  speed: ['速度', 'Speed'],
  force: ['力', 'Force'],
  mass: ['质量', 'Mass'],
  hardness: ['硬度', 'Hardness'],
  dimensionless: ['无量纲', 'Dimensionless'],
  rating: ['等级/文字', 'Rating / text'],
};

export const quantityOptions: readonly EnumOption[] = Object.entries(quantityNames).map(
  ([value, [zh, en]]) => ({ value, label: { zh, en } }),
);

export function quantityField(extra: Partial<Omit<EnumField, 'name' | 'kind' | 'options'>> = {}): EnumField {
  return {
    name: 'quantity',
    kind: 'enum',
    label: { zh: '物理量', en: 'Quantity' },
    options: quantityOptions,
    required: true,
    list: true,
    filter: 'enum',
    ...extra,
  };
}
