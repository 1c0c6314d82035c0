/** A PA66 GF30 sheet in Chinese with English names mixed in, as a catalogue would show it. */
import type {
  DatasheetPdfPropertyGroup,
  DatasheetPdfPropertyRow,
  DatasheetPdfView,
} from '../../src/modules/datasheet/pdf/index.ts';

const row = (
  header: string,
  standard: string | null,
  condition: string | null,
  state: string | null,
  value: string,
  unit: string | null,
): DatasheetPdfPropertyRow => ({ header, standard, condition, state, value, unit });

export const propertyGroups: DatasheetPdfPropertyGroup[] = [
  {
    root: '物理性能 Physical',
    rows: [
      row('密度 Density', 'ISO 1183', '23 °C', null, '1.36', 'g/cm³'),
      row('熔体体积流动速率 MVR', 'ISO 1133', '275 °C / 5.0 kg', null, '42', 'cm³/10min'),
      row('吸水率 Water absorption', 'ISO 62', '23 °C, 24 h', '饱和', '5.2', '%'),
      row('吸湿率 Moisture absorption', 'ISO 62', '23 °C / 50% RH', '平衡', '1.5', '%'),
      row('成型收缩率（流动方向）Mould shrinkage, parallel', 'ISO 294-4', '2 mm', null, '0.2 – 0.4', '%'),
      row('成型收缩率（垂直方向）Mould shrinkage, normal', 'ISO 294-4', '2 mm', null, '0.6 – 0.9', '%'),
    ],
  },
  {
    root: '机械性能 Mechanical',
    rows: [
      row('拉伸强度', 'ISO 527-2', '23 °C, 5 mm/min', '干态', '190', 'MPa'),
      row('拉伸强度', 'ISO 527-2', '23 °C, 5 mm/min', '湿态', '130', 'MPa'),
      row('断裂伸长率 Elongation at break', 'ISO 527-2', '23 °C', '干态', '3.5', '%'),
      row('拉伸模量 Tensile modulus', 'ISO 527-2', '1 mm/min', '干态', '10000', 'MPa'),
      row('弯曲强度 Flexural strength', 'ISO 178', '23 °C, 2 mm/min', '干态', '280', 'MPa'),
      row('弯曲模量 Flexural modulus', 'ISO 178', '23 °C', '干态', '9000', 'MPa'),
      row('简支梁缺口冲击强度 Charpy notched impact strength', 'ISO 179/1eA', '23 °C', '干态', '13', 'kJ/m²'),
      row(
        '简支梁缺口冲击强度 Charpy notched impact strength',
        'ISO 179/1eA',
        '-30 °C',
        '干态',
        '11',
        'kJ/m²',
      ),
      row('简支梁无缺口冲击强度 Charpy unnotched', 'ISO 179/1eU', '23 °C', '干态', '95', 'kJ/m²'),
      row('悬臂梁缺口冲击强度 Izod notched impact', 'ISO 180/1A', '23 °C', '干态', '12', 'kJ/m²'),
      row('洛氏硬度 Rockwell hardness', 'ISO 2039-2', 'M scale', null, '100', null),
      row('球压痕硬度 Ball indentation hardness', 'ISO 2039-1', '358 N / 30 s', null, '≥ 150', 'N/mm²'),
    ],
  },
  {
    root: '热性能 Thermal',
    rows: [
      row('熔融温度 Melting temperature', 'ISO 11357-3', '10 °C/min', null, '263', '°C'),
      row('热变形温度 HDT/A', 'ISO 75-2/A', '1.80 MPa', null, '250', '°C'),
      row('热变形温度 HDT/B', 'ISO 75-2/B', '0.45 MPa', null, '260', '°C'),
      row('维卡软化温度 Vicat softening temperature', 'ISO 306/B50', '50 N, 50 °C/h', null, '255', '°C'),
      row(
        '线性热膨胀系数（流动方向）CLTE, parallel',
        'ISO 11359-2',
        '23 – 55 °C',
        null,
        '0.2 × 10^-4',
        '1/K',
      ),
      row('线性热膨胀系数（垂直方向）CLTE, normal', 'ISO 11359-2', '23 – 55 °C', null, '0.9 × 10^-4', '1/K'),
      row('导热系数 Thermal conductivity', 'ISO 22007-2', '23 °C', null, '0.35', 'W/(m·K)'),
      row('相对温度指数 RTI Elec', 'UL 746B', '1.5 mm', null, '140', '°C'),
      row('相对温度指数 RTI Imp', 'UL 746B', '1.5 mm', null, '115', '°C'),
    ],
  },
  {
    root: '电气性能 Electrical',
    rows: [
      row('体积电阻率 Volume resistivity', 'IEC 62631-3-1', '23 °C', '干态', '1E13', 'Ω·m'),
      row('表面电阻率 Surface resistivity', 'IEC 62631-3-2', '23 °C', '干态', '1E15', 'Ω'),
      row('介电强度 Electric strength', 'IEC 60243-1', '1 mm, 短时法', '干态', '35', 'kV/mm'),
      row('相对介电常数 Relative permittivity', 'IEC 62631-2-1', '100 Hz', '干态', '4.0', null),
      row('相对介电常数 Relative permittivity', 'IEC 62631-2-1', '1 MHz', '干态', '3.6', null),
      row('耗散因数 Dissipation factor', 'IEC 62631-2-1', '1 MHz', '干态', '150', '10^-4'),
      row('相比漏电起痕指数 CTI', 'IEC 60112', 'Solution A', null, '600', 'V'),
    ],
  },
  {
    root: '阻燃性能 Flammability',
    rows: [
      row('UL 阻燃等级 UL94 rating', 'UL 94', '0.75 mm', null, 'HB', null),
      row('UL 阻燃等级 UL94 rating', 'UL 94', '1.5 mm', null, 'HB', null),
      row('灼热丝可燃性指数 GWFI', 'IEC 60695-2-12', '2.0 mm', null, '750', '°C'),
      row('灼热丝起燃温度 GWIT', 'IEC 60695-2-13', '2.0 mm', null, '725', '°C'),
      row('燃烧速率 Burning rate (FMVSS 302)', 'ISO 3795', '> 1 mm', null, '< 100', 'mm/min'),
    ],
  },
  {
    root: '加工性能 Processing',
    rows: [
      row('干燥温度 Drying temperature', null, '露点 ≤ -30 °C', null, '80', '°C'),
      row('干燥时间 Drying time', null, null, null, '2 – 4', 'h'),
      row('熔体温度 Melt temperature', null, null, null, '280 – 300', '°C'),
      row('模具温度 Mould temperature', null, null, null, '80 – 100', '°C'),
      row('注射压力 Injection pressure', null, null, null, '60 – 120', 'MPa'),
    ],
  },
];

export const sampleView: DatasheetPdfView = {
  dsno: 'DS-2026-004217',
  grade: 'Zytel® 70G30HSL NC010',
  company: '杜邦 DuPont de Nemours, Inc.',
  trademark: 'Zytel®',
  categoryPath: ['工程塑料', '聚酰胺 PA', 'PA66'],
  fillers: [
    { name: '玻璃纤维 Glass fibre', percent: 30 },
    { name: '热稳定剂', percent: null },
  ],
  features: ['热稳定 Heat stabilised', '水解稳定', '高刚性 High stiffness', '耐化学品 Chemical resistant'],
  appliances: ['汽车 Automotive', '电子电气 Electrical & electronics', '散热器端盖', '工业零件'],
  processingModes: ['注塑 Injection moulding'],
  form: '颗粒 Pellets',
  colour: '本色 NC010',
  region: '美国 United States',
  statusLabel: '已发布',
  remarks:
    '以上数据为典型值，不应视为规格限值。Values are typical values and should not be construed as specification limits; ' +
    '测试样条按 ISO 294-1 注塑成型，状态调节按 ISO 1110 进行。',
  updatedAt: '2026-11-20T08:30:00.000Z',
  propertyGroups,
};
