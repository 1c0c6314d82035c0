/**
 * Layout classes of maker-like PDFs (maker-pdfs.ts) that the development sheets do not show, as makers of
 * engineering and Asian commodity grades print them: heads in Chinese over English, a test-condition column,
 * rows grouped under a label in a column of its own, the value column before the unit and the method, values
 * that are text (V-0, HB, NB), ranges, bounds, scientific notation and footnote letters, a logo block and a
 * disclaimer paragraph. Invented makers, grades and values.
 */
import { type MakerPdf, type Printed, row, table } from './maker-pdf-parts.ts';

/** Lines of small print under a table: a note, a disclaimer paragraph. */
const paragraph = (y: number, lines: readonly string[], size = 7): Printed[] =>
  lines.map((text, i) => ({ x: 50, y: y + i * (size + 3), text, size }));

const disclaimer = [
  'DISCLAIMER: The values above are typical of the grade and are given in good faith; they are not a specification',
  'and no warranty is given for any use. Buyers must test the material in their own part before use. Revised 03/2026.',
];

/** Heads in Chinese with English under them, a condition column, bilingual names, V-0 and 1.0E+15. */
const bilingualConditions: MakerPdf = {
  name: 'bilingual-heads-conditions',
  layout:
    'heads in Chinese over English, a test-condition column, bilingual names, a range, a bound, a rating and 1.0E+15',
  family: 'PC+ABS',
  texts: [
    { x: 50, y: 40, text: 'HUAXING 华星新材', size: 16, bold: true },
    { x: 400, y: 36, text: 'HX-5210', size: 26, bold: true },
    { x: 50, y: 90, text: '阻燃 PC/ABS 合金  Flame retardant PC/ABS alloy', size: 13 },
    { x: 50, y: 115, text: '产品特点：无卤阻燃，流动性好，适用于电器外壳。', size: 9 },
    ...table(
      [50, 215, 300, 390, 470],
      170,
      ['性能', '测试方法', '测试条件', '单位', '典型值'],
      [['Property', 'Test Method', 'Condition', 'Unit', 'Typical Value']],
      13,
    ).map((text) => ({ ...text, bold: true })),
    ...table(
      [50, 215, 300, 390, 470],
      183,
      [],
      [
        ['密度 Density', 'ISO 1183', '23℃', 'g/cm³', '1.18'],
        ['熔体流动速率 Melt Flow Rate', 'ISO 1133', '260℃, 5kg', 'g/10min', '18-24'],
        ['拉伸强度 Tensile Strength', 'ISO 527', '50mm/min', 'MPa', '≥ 55'],
        ['断裂伸长率 Elongation at Break', 'ISO 527', '50mm/min', '%', '30'],
        ['弯曲模量 Flexural Modulus', 'ISO 178', '2mm/min', 'MPa', '2,600'],
        ['缺口冲击强度 Charpy Notched', 'ISO 179', '23℃', 'kJ/m²', '45'],
        ['热变形温度 HDT', 'ISO 75', '1.80MPa', '℃', '92'],
        ['阻燃等级 Flammability', 'UL 94', '1.5mm', '—', 'V-0'],
        ['体积电阻率 Volume Resistivity', 'IEC 62631', '—', 'Ω·cm', '1.0E+15'],
      ],
      17,
    ),
    ...paragraph(370, ['注：以上数据为典型值，仅供参考，不应视为产品规格。'], 8),
    ...paragraph(395, disclaimer),
    {
      x: 50,
      y: 800,
      text: '华星新材料有限公司  Huaxing New Materials Co., Ltd.  电话 +86 757 0000 0000',
      size: 7,
    },
  ],
  truth: [
    row('HX-5210', '密度 Density', 'ISO 1183', '23 °C', '1.18', 'g/cm³'),
    row('HX-5210', '熔体流动速率 Melt Flow Rate', 'ISO 1133', '260 °C, 5 kg', '18-24', 'g/10min'),
    row('HX-5210', '拉伸强度 Tensile Strength', 'ISO 527', '50 mm/min', '≥55', 'MPa'),
    row('HX-5210', '断裂伸长率 Elongation at Break', 'ISO 527', '50 mm/min', '30', '%'),
    row('HX-5210', '弯曲模量 Flexural Modulus', 'ISO 178', '2 mm/min', '2,600', 'MPa'),
    row('HX-5210', '缺口冲击强度 Charpy Notched', 'ISO 179', '23 °C', '45', 'kJ/m²'),
    row('HX-5210', '热变形温度 HDT', 'ISO 75', '1.8 MPa', '92', '℃'),
    row('HX-5210', '阻燃等级 Flammability', 'UL 94', '1.5mm', 'V-0', ''),
    row('HX-5210', '体积电阻率 Volume Resistivity', 'IEC 62631', '', '1.0E+15', 'Ω·cm'),
  ],
};

/** Group labels (Physical, Mechanical …) in a column left of the names, on the first row of each group. */
const groupedRows: MakerPdf = {
  name: 'grouped-rows',
  layout: 'rows grouped under a label in a column of its own, a condition column, kgf units, HB and N/A',
  family: 'ABS',
  texts: [
    { x: 50, y: 40, text: 'KORYO CHEMICAL', size: 16, bold: true },
    { x: 430, y: 36, text: 'HF380', size: 26, bold: true },
    { x: 50, y: 85, text: 'ABS Resin  ·  High Flow, General Purpose', size: 13 },
    ...table([50, 250, 330, 410, 490], 150, ['Properties', 'Test Method', 'Condition', 'Unit', 'Value'], []),
    // The names stand right of the group labels' column.
    ...table(
      [120, 250, 330, 410, 490],
      150,
      [],
      [
        ['Specific Gravity', 'ASTM D792', '23℃', '-', '1.05'],
        ['Melt Flow Index', 'ASTM D1238', '220℃, 10kg', 'g/10min', '20'],
        ['Tensile Strength', 'ASTM D638', '50mm/min', 'kgf/cm²', '480'],
        ['Elongation', 'ASTM D638', '50mm/min', '%', '25'],
        ['Flexural Modulus', 'ASTM D790', '15mm/min', 'kgf/cm²', '24,000'],
        ['Izod Impact Strength', 'ASTM D256', '1/4", 23℃', 'kgf·cm/cm', '22'],
        ['Rockwell Hardness', 'ASTM D785', 'R-Scale', '-', '110'],
        ['Mold Shrinkage', 'ASTM D955', '3.2mm', '%', 'N/A'],
        ['HDT', 'ASTM D648', '18.6kg/cm²', '℃', '86'],
        ['Vicat Softening Point', 'ASTM D1525', '5kg', '℃', '100'],
        ['Flame Class', 'UL 94', '1.6mm', '-', 'HB'],
      ],
      16,
    ),
    { x: 50, y: 166, text: 'Physical', bold: true },
    { x: 50, y: 198, text: 'Mechanical', bold: true },
    { x: 50, y: 294, text: 'Thermal', bold: true },
    { x: 50, y: 326, text: 'Flammability', bold: true },
    ...paragraph(370, disclaimer),
  ],
  truth: [
    row('HF380', 'Specific Gravity', 'ASTM D792', '23 °C', '1.05', ''),
    row('HF380', 'Melt Flow Index', 'ASTM D1238', '220 °C, 10 kg', '20', 'g/10min'),
    row('HF380', 'Tensile Strength', 'ASTM D638', '50 mm/min', '480', 'kgf/cm²'),
    row('HF380', 'Elongation', 'ASTM D638', '50 mm/min', '25', '%'),
    row('HF380', 'Flexural Modulus', 'ASTM D790', '15 mm/min', '24,000', 'kgf/cm²'),
    row('HF380', 'Izod Impact Strength', 'ASTM D256', '23 °C (1/4")', '22', 'kgf·cm/cm'),
    row('HF380', 'Rockwell Hardness', 'ASTM D785', 'R-Scale', '110', ''),
    row('HF380', 'HDT', 'ASTM D648', '18.6kg/cm²', '86', '℃'),
    row('HF380', 'Vicat Softening Point', 'ASTM D1525', '5 kg', '100', '℃'),
    row('HF380', 'Flame Class', 'UL 94', '1.6mm', 'HB', ''),
  ],
};

/**
 * An engineering grade's sheet: a logo block, the value column before the unit and the method, capital section
 * lines, conditions after a comma in the names, NB, a footnote letter on a value, 2.5E-05, a range with spaces,
 * method variants (ISO 179/1eA), a dash for no unit, a footnote and a disclaimer under the table.
 */
const valueThenMethod: MakerPdf = {
  name: 'value-unit-method',
  layout:
    'Properties | Typical Value | Unit | Test Method, capital sections, NB, 3.5a, 2.5E-05, ISO 179/1eA, – for no unit',
  family: 'PA66',
  texts: [
    { x: 50, y: 36, text: 'AURORA', size: 22, bold: true },
    { x: 50, y: 62, text: 'ENGINEERING POLYMERS', size: 8 },
    { x: 50, y: 72, text: 'Rue du Port 12, 4000 Liège · www.aurora-polymers.example', size: 7 },
    { x: 300, y: 40, text: 'AURAMID ZX7330G', size: 20, bold: true },
    { x: 300, y: 68, text: 'Polyamide 66, 30% glass fibre reinforced, heat stabilised', size: 9 },
    { x: 50, y: 110, text: 'TYPICAL PROPERTY VALUES', size: 12, bold: true },
    ...table(
      [50, 300, 390, 460],
      135,
      ['PROPERTIES', 'TYPICAL VALUE', 'UNIT', 'TEST METHOD'],
      [
        ['MECHANICAL', '', '', ''],
        ['Tensile Modulus, 1 mm/min', '10000', 'MPa', 'ISO 527'],
        ['Tensile Stress at Break, 5 mm/min', '190', 'MPa', 'ISO 527'],
        ['Tensile Strain at Break, 5 mm/min', '3.5a', '%', 'ISO 527'],
        ['Flexural Modulus, 2 mm/min', '8,900', 'MPa', 'ISO 178'],
        ['IMPACT', '', '', ''],
        ['Charpy Notched Impact Strength, 23 °C', '12', 'kJ/m²', 'ISO 179/1eA'],
        ['Charpy Notched Impact Strength, -30 °C', '8', 'kJ/m²', 'ISO 179/1eA'],
        ['Charpy Unnotched Impact Strength, 23 °C', 'NB', 'kJ/m²', 'ISO 179/1eU'],
        ['THERMAL', '', '', ''],
        ['HDT, 1.80 MPa', '250', '°C', 'ISO 75-2'],
        ['Melting Temperature', '262', '°C', 'ISO 11357'],
        ['CLTE, flow', '2.5E-05', '1/°C', 'ISO 11359-2'],
        ['PHYSICAL', '', '', ''],
        ['Density', '1.36', 'g/cm³', 'ISO 1183'],
        ['Moisture Absorption, 23 °C/50% RH', '1.2a', '%', 'ISO 62'],
        ['Mould Shrinkage, flow', '0.3 - 0.5', '%', 'ISO 294-4'],
        ['ELECTRICAL', '', '', ''],
        ['Volume Resistivity', '1E+15', 'Ω·cm', 'IEC 62631-3-1'],
        ['Relative Permittivity, 1 MHz', '3.9', '–', 'IEC 62631-2-1'],
        ['FLAMMABILITY', '', '', ''],
        ['Flammability, 0.75 mm', 'HB', '–', 'UL 94'],
      ],
      15,
    ),
    { x: 50, y: 480, text: 'a) conditioned at 23 °C and 50% relative humidity', size: 8 },
    ...paragraph(505, disclaimer),
  ],
  truth: [
    row('ZX7330G', 'Tensile Modulus', 'ISO 527', '1 mm/min', '10000', 'MPa'),
    row('ZX7330G', 'Tensile Stress at Break', 'ISO 527', '5 mm/min', '190', 'MPa'),
    row('ZX7330G', 'Tensile Strain at Break', 'ISO 527', '5 mm/min', '3.5', '%'),
    row('ZX7330G', 'Flexural Modulus', 'ISO 178', '2 mm/min', '8,900', 'MPa'),
    row('ZX7330G', 'Charpy Notched Impact Strength', 'ISO 179/1eA', '23 °C', '12', 'kJ/m²'),
    row('ZX7330G', 'Charpy Notched Impact Strength', 'ISO 179/1eA', '-30 °C', '8', 'kJ/m²'),
    row('ZX7330G', 'Charpy Unnotched Impact Strength', 'ISO 179/1eU', '23 °C', 'NB', 'kJ/m²'),
    row('ZX7330G', 'HDT', 'ISO 75-2', '1.8 MPa', '250', '°C'),
    row('ZX7330G', 'Melting Temperature', 'ISO 11357', '', '262', '°C'),
    row('ZX7330G', 'CLTE, flow', 'ISO 11359-2', '', '2.5E-05', '1/°C'),
    row('ZX7330G', 'Density', 'ISO 1183', '', '1.36', 'g/cm³'),
    row('ZX7330G', 'Moisture Absorption', 'ISO 62', '23 °C, 相对湿度 50 %', '1.2', '%'),
    row('ZX7330G', 'Mould Shrinkage, flow', 'ISO 294-4', '', '0.3 - 0.5', '%'),
    row('ZX7330G', 'Volume Resistivity', 'IEC 62631-3-1', '', '1E+15', 'Ω·cm'),
    row('ZX7330G', 'Relative Permittivity', 'IEC 62631-2-1', '1 MHz', '3.9', ''),
    row('ZX7330G', 'Flammability', 'UL 94', '0.75 mm', 'HB', ''),
  ],
};

export const groupedLayouts: readonly MakerPdf[] = [bilingualConditions, groupedRows, valueThenMethod];
