/**
 * The catalogue of units (data only; lookups and conversion are in units.ts). Factors are derived from exact
 * definitions rather than typed-in rounded constants, so conversions round-trip and match the references.
 */
import type { Quantity, UnitDef } from './units.ts';

// Exact definitions (international yard and pound, standard gravity, IT calorie and BTU).
const INCH_M = 0.0254;
const FOOT_M = 0.3048;
const POUND_KG = 0.45359237;
const STANDARD_GRAVITY = 9.80665;
const POUND_FORCE_N = POUND_KG * STANDARD_GRAVITY;
const FOOT_POUND_J = FOOT_M * POUND_FORCE_N;
const PSI_MPA = POUND_FORCE_N / (INCH_M * INCH_M) / 1e6;
const BTU_J = 1055.05585262;
const FAHRENHEIT_K = 5 / 9;
const INCH_MM = INCH_M * 1000;
const MIL_MM = INCH_MM / 1000;

type Row = readonly [
  code: string,
  symbol: string,
  zh: string,
  en: string,
  factor: number,
  system: UnitDef['system'],
  offsetOrAliases?: number | readonly string[],
  aliases?: readonly string[],
];

function family(quantity: Quantity, rows: readonly Row[]): UnitDef[] {
  return rows.map(([code, symbol, zh, en, factor, system, offsetOrAliases, moreAliases]) => {
    const offset = typeof offsetOrAliases === 'number' ? offsetOrAliases : 0;
    const aliases = typeof offsetOrAliases === 'number' ? moreAliases : offsetOrAliases;
    const def: UnitDef = { code, symbol, name: { zh, en }, quantity, factor, offset, system };
    if (aliases) def.aliases = aliases;
    return def;
  });
}

/** Every unit the console knows, grouped by quantity, base unit first. */
export const units: readonly UnitDef[] = [
  ...family('stress', [
    ['MPa', 'MPa', '兆帕', 'megapascal', 1, 'si'],
    ['GPa', 'GPa', '吉帕', 'gigapascal', 1000, 'si'],
    ['kPa', 'kPa', '千帕', 'kilopascal', 1e-3, 'si'],
    ['Pa', 'Pa', '帕', 'pascal', 1e-6, 'si'],
    ['N/mm2', 'N/mm²', '牛/平方毫米', 'newton per square millimetre', 1, 'si', ['N/mm2']],
    [
      'kgf/cm2',
      'kgf/cm²',
      '公斤力/平方厘米',
      'kilogram-force per cm²',
      STANDARD_GRAVITY / 100,
      'si',
      ['kg/cm²', 'kg/cm2', 'kgf/cm2'],
    ],
    [
      'kgf/mm2',
      'kgf/mm²',
      '公斤力/平方毫米',
      'kilogram-force per mm²',
      STANDARD_GRAVITY,
      'si',
      ['kg/mm²', 'kg/mm2'],
    ],
    ['bar', 'bar', '巴', 'bar', 0.1, 'si'],
    [
      'psi',
      'psi',
      '磅/平方英寸',
      'pound-force per square inch',
      PSI_MPA,
      'imperial',
      ['lb/in²', 'lbf/in²', 'lb/in2'],
    ],
    ['ksi', 'ksi', '千磅/平方英寸', 'kilopound per square inch', PSI_MPA * 1000, 'imperial'],
  ]),
  ...family('temperature', [
    ['degC', '°C', '摄氏度', 'degree Celsius', 1, 'si', ['℃', 'C']],
    ['degF', '°F', '华氏度', 'degree Fahrenheit', FAHRENHEIT_K, 'imperial', -32 * FAHRENHEIT_K, ['℉', 'F']],
    ['K', 'K', '开尔文', 'kelvin', 1, 'si', -273.15],
  ]),
  ...family('density', [
    [
      'g/cm3',
      'g/cm³',
      '克/立方厘米',
      'gram per cubic centimetre',
      1,
      'si',
      ['g/cc', 'g/ml', 'g/mL', 'g/cm3'],
    ],
    ['kg/m3', 'kg/m³', '千克/立方米', 'kilogram per cubic metre', 1e-3, 'si', ['kg/m3']],
    [
      'lb/in3',
      'lb/in³',
      '磅/立方英寸',
      'pound per cubic inch',
      (POUND_KG * 1000) / (2.54 * 2.54 * 2.54),
      'imperial',
      ['lb/in3'],
    ],
    [
      'lb/ft3',
      'lb/ft³',
      '磅/立方英尺',
      'pound per cubic foot',
      (POUND_KG * 1000) / (30.48 * 30.48 * 30.48),
      'imperial',
      ['lb/ft3'],
    ],
  ]),
  ...family('energy', [
    ['J', 'J', '焦耳', 'joule', 1, 'si'],
    ['ft.lbf', 'ft·lb', '英尺·磅', 'foot-pound', FOOT_POUND_J, 'imperial', ['ft-lb', 'ft·lbf']],
    ['in.lbf', 'in·lb', '英寸·磅', 'inch-pound', INCH_M * POUND_FORCE_N, 'imperial', ['in-lb', 'in·lbf']],
  ]),
  ...family('energy_per_area', [
    ['kJ/m2', 'kJ/m²', '千焦/平方米', 'kilojoule per square metre', 1, 'si', ['kJ/m2']],
    ['J/m2', 'J/m²', '焦/平方米', 'joule per square metre', 1e-3, 'si', ['J/m2']],
    [
      'ft.lbf/in2',
      'ft·lb/in²',
      '英尺·磅/平方英寸',
      'foot-pound per square inch',
      FOOT_POUND_J / (INCH_M * INCH_M) / 1000,
      'imperial',
      ['ft-lb/in²', 'ft-lb/in2'],
    ],
    [
      'kgf.cm/cm2',
      'kgf·cm/cm²',
      '公斤力·厘米/平方厘米',
      'kilogram-force centimetre per cm²',
      (STANDARD_GRAVITY * 0.01) / 1e-4 / 1000,
      'si',
      ['kg·cm/cm²', 'kg-cm/cm2'],
    ],
  ]),
  ...family('energy_per_length', [
    ['J/m', 'J/m', '焦/米', 'joule per metre', 1, 'si'],
    [
      'ft.lbf/in',
      'ft·lb/in',
      '英尺·磅/英寸',
      'foot-pound per inch',
      FOOT_POUND_J / INCH_M,
      'imperial',
      ['ft-lb/in'],
    ],
    ['in.lbf/in', 'in·lb/in', '英寸·磅/英寸', 'inch-pound per inch', POUND_FORCE_N, 'imperial', ['in-lb/in']],
    [
      'kgf.cm/cm',
      'kgf·cm/cm',
      '公斤力·厘米/厘米',
      'kilogram-force centimetre per cm',
      STANDARD_GRAVITY,
      'si',
      ['kg·cm/cm', 'kg-cm/cm'],
    ],
  ]),
  ...family('mass_flow_rate', [['g/10min', 'g/10 min', '克/10分钟', 'gram per 10 minutes', 1, 'both']]),
  ...family('volume_flow_rate', [
    [
      'cm3/10min',
      'cm³/10 min',
      '立方厘米/10分钟',
      'cubic centimetre per 10 minutes',
      1,
      'both',
      ['ml/10min', 'mL/10 min'],
    ],
  ]),
  ...family('ratio', [
    ['%', '%', '百分比', 'percent', 1, 'both'],
    ['ppm', 'ppm', '百万分比', 'parts per million', 1e-4, 'both'],
    ['in/in', 'in/in', '英寸/英寸', 'inch per inch', 100, 'imperial'],
    ['mm/mm', 'mm/mm', '毫米/毫米', 'millimetre per millimetre', 100, 'si'],
  ]),
  ...family('length', [
    // "Mm" is how some sheets print mm (nobody measures plastics in megametres).
    ['mm', 'mm', '毫米', 'millimetre', 1, 'si', ['Mm']],
    ['um', 'µm', '微米', 'micrometre', 1e-3, 'si', ['μm', 'um']],
    ['cm', 'cm', '厘米', 'centimetre', 10, 'si'],
    ['m', 'm', '米', 'metre', 1000, 'si'],
    ['in', 'in', '英寸', 'inch', 25.4, 'imperial', ['inch', '″']],
    ['mil', 'mil', '密耳', 'mil (thousandth of an inch)', 0.0254, 'imperial'],
    ['ft', 'ft', '英尺', 'foot', 304.8, 'imperial'],
  ]),
  ...family('time', [
    ['s', 's', '秒', 'second', 1, 'both', ['sec']],
    ['min', 'min', '分钟', 'minute', 60, 'both'],
    ['h', 'h', '小时', 'hour', 3600, 'both', ['hr']],
    ['d', 'd', '天', 'day', 86400, 'both', ['day']],
  ]),
  ...family('electric_field', [
    ['kV/mm', 'kV/mm', '千伏/毫米', 'kilovolt per millimetre', 1, 'si', ['MV/m']],
    ['V/mm', 'V/mm', '伏/毫米', 'volt per millimetre', 1e-3, 'si'],
    ['V/mil', 'V/mil', '伏/密耳', 'volt per mil', 1 / 25.4, 'imperial'],
  ]),
  ...family('voltage', [
    ['V', 'V', '伏', 'volt', 1, 'both'],
    ['kV', 'kV', '千伏', 'kilovolt', 1000, 'both'],
  ]),
  ...family('volume_resistivity', [
    ['ohm.cm', 'Ω·cm', '欧姆·厘米', 'ohm centimetre', 1, 'both', ['ohm·cm', 'ohm-cm', 'Ω.cm', 'Ωcm']],
    ['ohm.m', 'Ω·m', '欧姆·米', 'ohm metre', 100, 'si', ['ohm·m', 'ohm-m', 'Ω.m']],
  ]),
  ...family('surface_resistivity', [['ohm', 'Ω', '欧姆', 'ohm', 1, 'both', ['Ω/sq', 'ohm/sq']]]),
  ...family('thermal_expansion', [
    ['1/K', '1/K', '1/开尔文', 'per kelvin', 1, 'si', ['K⁻¹', '/K']],
    ['1/degC', '1/°C', '1/摄氏度', 'per degree Celsius', 1, 'si', ['1/℃', '/°C', '/℃']],
    // A step of 1 °F is 5/9 K, so a value per °F is 1.8 times the value per K.
    [
      '1/degF',
      '1/°F',
      '1/华氏度',
      'per degree Fahrenheit',
      1 / FAHRENHEIT_K,
      'imperial',
      ['in/in/°F', '/°F'],
    ],
    ['1e-4/K', '10⁻⁴/K', '10⁻⁴/开尔文', '10⁻⁴ per kelvin', 1e-4, 'si', ['E-4/K', '10^-4/K']],
    ['1e-5/K', '10⁻⁵/K', '10⁻⁵/开尔文', '10⁻⁵ per kelvin', 1e-5, 'si', ['E-5/K', '10^-5/K', '10⁻⁵/℃']],
    ['1e-6/K', '10⁻⁶/K', '10⁻⁶/开尔文', '10⁻⁶ per kelvin', 1e-6, 'si', ['ppm/K', 'µm/(m·K)', 'E-6/K']],
    [
      '1e-5/degF',
      '10⁻⁵/°F',
      '10⁻⁵/华氏度',
      '10⁻⁵ per degree Fahrenheit',
      1e-5 / FAHRENHEIT_K,
      'imperial',
      ['E-5/°F'],
    ],
    [
      '1e-6/degF',
      '10⁻⁶/°F',
      '10⁻⁶/华氏度',
      '10⁻⁶ per degree Fahrenheit',
      1e-6 / FAHRENHEIT_K,
      'imperial',
      ['ppm/°F', 'E-6/°F'],
    ],
  ]),
  ...family('thermal_conductivity', [
    ['W/(m.K)', 'W/(m·K)', '瓦/(米·开)', 'watt per metre kelvin', 1, 'si', ['W/m·K', 'W/mK', 'W/(m·°C)']],
    [
      'BTU.in/(h.ft2.degF)',
      'BTU·in/(h·ft²·°F)',
      '英热·英寸/(时·平方英尺·华氏度)',
      'BTU inch per hour square foot °F',
      (BTU_J * INCH_M) / (3600 * FOOT_M * FOOT_M * FAHRENHEIT_K),
      'imperial',
    ],
    [
      'BTU/(h.ft.degF)',
      'BTU/(h·ft·°F)',
      '英热/(时·英尺·华氏度)',
      'BTU per hour foot °F',
      BTU_J / (3600 * FOOT_M * FAHRENHEIT_K),
      'imperial',
    ],
    [
      'cal/(cm.s.degC)',
      'cal/(cm·s·°C)',
      '卡/(厘米·秒·摄氏度)',
      'calorie per cm second °C',
      4.1868 / 0.01,
      'si',
    ],
    [
      'kcal/(m.h.degC)',
      'kcal/(m·h·°C)',
      '千卡/(米·时·摄氏度)',
      'kilocalorie per metre hour °C',
      4186.8 / 3600,
      'si',
    ],
  ]),
  ...family('speed', [
    ['mm/min', 'mm/min', '毫米/分钟', 'millimetre per minute', 1, 'si'],
    ['mm/s', 'mm/s', '毫米/秒', 'millimetre per second', 60, 'si'],
    ['m/min', 'm/min', '米/分钟', 'metre per minute', 1000, 'si'],
    ['in/min', 'in/min', '英寸/分钟', 'inch per minute', 25.4, 'imperial'],
    ['in/s', 'in/s', '英寸/秒', 'inch per second', 25.4 * 60, 'imperial'],
  ]),
  ...family('force', [
    ['N', 'N', '牛', 'newton', 1, 'si'],
    ['kN', 'kN', '千牛', 'kilonewton', 1000, 'si'],
    ['kgf', 'kgf', '公斤力', 'kilogram-force', STANDARD_GRAVITY, 'si'],
    // Elmendorf tear on film sheets.
    ['gf', 'gf', '克力', 'gram-force', STANDARD_GRAVITY / 1000, 'si'],
    ['lbf', 'lbf', '磅力', 'pound-force', POUND_FORCE_N, 'imperial'],
  ]),
  // Tear and peel strength of films, sealing strength (a force per width or per thickness), in N/mm.
  ...family('force_per_length', [
    ['N/mm', 'N/mm', '牛/毫米', 'newton per millimetre', 1, 'si'],
    ['kN/m', 'kN/m', '千牛/米', 'kilonewton per metre', 1, 'si'],
    ['N/cm', 'N/cm', '牛/厘米', 'newton per centimetre', 0.1, 'si'],
    ['N/m', 'N/m', '牛/米', 'newton per metre', 1e-3, 'si'],
    // Makers print the kilogram-force as "kg" and "Kg" (spellings are matched case-sensitively).
    [
      'kgf/cm',
      'kgf/cm',
      '公斤力/厘米',
      'kilogram-force per centimetre',
      STANDARD_GRAVITY / 10,
      'si',
      ['kg/cm', 'Kg/cm'],
    ],
    [
      'gf/mil',
      'gf/mil',
      '克力/密耳',
      'gram-force per mil',
      STANDARD_GRAVITY / 1000 / MIL_MM,
      'imperial',
      ['g/mil'],
    ],
    [
      'lbf/in',
      'lbf/in',
      '磅力/英寸',
      'pound-force per inch',
      POUND_FORCE_N / INCH_MM,
      'imperial',
      ['lb/in', 'pli'],
    ],
  ]),
  ...family('mass', [
    ['kg', 'kg', '千克', 'kilogram', 1, 'si'],
    ['g', 'g', '克', 'gram', 1e-3, 'si'],
    ['lb', 'lb', '磅', 'pound', POUND_KG, 'imperial', ['lbm']],
  ]),
  ...family('frequency', [
    ['Hz', 'Hz', '赫兹', 'hertz', 1, 'both'],
    ['kHz', 'kHz', '千赫', 'kilohertz', 1e3, 'both'],
    ['MHz', 'MHz', '兆赫', 'megahertz', 1e6, 'both'],
    ['GHz', 'GHz', '吉赫', 'gigahertz', 1e9, 'both'],
  ]),
  ...family('heating_rate', [
    ['degC/h', '°C/h', '摄氏度/小时', 'degree Celsius per hour', 1, 'si', ['K/h', '℃/h']],
    ['degC/min', '°C/min', '摄氏度/分钟', 'degree Celsius per minute', 60, 'si', ['K/min', '℃/min']],
    ['degF/h', '°F/h', '华氏度/小时', 'degree Fahrenheit per hour', FAHRENHEIT_K, 'imperial'],
    ['degF/min', '°F/min', '华氏度/分钟', 'degree Fahrenheit per minute', 60 * FAHRENHEIT_K, 'imperial'],
  ]),
  ...family('viscosity', [
    ['Pa.s', 'Pa·s', '帕·秒', 'pascal second', 1, 'both', ['Pa·s', 'Pa-s']],
    ['mPa.s', 'mPa·s', '毫帕·秒', 'millipascal second', 1e-3, 'both', ['cP', 'mPa·s']],
    ['P', 'P', '泊', 'poise', 0.1, 'both'],
  ]),
  ...family('hardness', [
    ['shoreA', 'Shore A', '邵氏A', 'Shore A', 1, 'both', ['HA', 'ShA']],
    ['shoreD', 'Shore D', '邵氏D', 'Shore D', 1, 'both', ['HD', 'ShD']],
    ['rockwellM', 'Rockwell M', '洛氏M', 'Rockwell M', 1, 'both', ['HRM']],
    ['rockwellR', 'Rockwell R', '洛氏R', 'Rockwell R', 1, 'both', ['HRR']],
    ['rockwellL', 'Rockwell L', '洛氏L', 'Rockwell L', 1, 'both', ['HRL']],
    ['rockwellE', 'Rockwell E', '洛氏E', 'Rockwell E', 1, 'both', ['HRE']],
  ]),
  ...family('dimensionless', [['unitless', '', '无单位', 'no unit', 1, 'both', ['-', '—']]]),
];
