/**
 * Layout classes of maker-like PDFs (maker-pdfs.ts) of commodity grades as petrochemical makers print them: a
 * film sheet whose names carry their condition after "at" and their direction after the name (its other
 * direction on the line under it), a Chinese sheet whose rows are numbered under 序号 with spaced heads and
 * full-width signs, and an older sheet without heads whose names lead to their values by dot leaders.
 * Invented makers, grades and values.
 */
import { type MakerPdf, type Printed, row, table } from './maker-pdf-parts.ts';

/** Conditions after "at", "Tear strength MD" with its TD on the next line, sections with a footnote mark. */
const filmDirections: MakerPdf = {
  name: 'film-directions-at',
  layout: 'conditions after "at" in names, a direction after the name and the other on the line under it',
  family: 'LLDPE',
  texts: [
    { x: 60, y: 40, text: 'MERIDIAN', size: 20, bold: true },
    { x: 440, y: 36, text: 'FM1810', size: 26, bold: true },
    { x: 60, y: 85, text: 'Linear Low Density Polyethylene (LLDPE) for blown film', size: 12 },
    ...table(
      [60, 300, 380, 460],
      140,
      ['Properties', 'Typical Values', 'Units', 'Test Methods'],
      [
        ['POLYMER PROPERTIES', '', '', ''],
        ['Melt flow rate (MFR) at 190 °C and 2.16 kg', '1.0', 'g/10 min', 'ASTM D1238'],
        ['Density at 23 °C', '0.918', 'g/cm³', 'ASTM D1505'],
        ['FILM PROPERTIES (1)', '', '', ''],
        ['Dart impact strength', '150', 'g', 'ASTM D1709'],
        ['Tear strength MD', '3.5', 'N', 'ASTM D1922'],
        ['', '12', 'N', ''],
        ['Tensile strength at break MD', '45', 'MPa', 'ASTM D882'],
        ['', '38', 'MPa', ''],
        ['Elongation at break MD', '600', '%', 'ASTM D882'],
        ['', '750', '%', ''],
        ['Haze', '12', '%', 'ASTM D1003'],
        ['Gloss at 45°', '55', '-', 'ASTM D2457'],
      ],
      15,
    ),
    // The other direction, under the first one's word.
    ...[245, 275, 305].map((y): Printed => ({ x: 200, y, text: 'TD' })),
    { x: 60, y: 355, text: '(1) Blown film of 30 µm at a blow-up ratio of 2.5:1', size: 8 },
  ],
  truth: [
    row('FM1810', 'Melt flow rate (MFR)', 'ASTM D1238', '190 °C, 2.16 kg', '1.0', 'g/10 min'),
    row('FM1810', 'Density', 'ASTM D1505', '23 °C', '0.918', 'g/cm³'),
    row('FM1810', 'Dart impact strength', 'ASTM D1709', '', '150', 'g'),
    row('FM1810', 'Tear strength', 'ASTM D1922', 'MD', '3.5', 'N'),
    row('FM1810', 'Tear strength', 'ASTM D1922', 'TD', '12', 'N'),
    row('FM1810', 'Tensile strength at break', 'ASTM D882', 'MD', '45', 'MPa'),
    row('FM1810', 'Tensile strength at break', 'ASTM D882', 'TD', '38', 'MPa'),
    row('FM1810', 'Elongation at break', 'ASTM D882', 'MD', '600', '%'),
    row('FM1810', 'Elongation at break', 'ASTM D882', 'TD', '750', '%'),
    row('FM1810', 'Haze', 'ASTM D1003', '', '12', '%'),
    row('FM1810', 'Gloss', 'ASTM D2457', '45°', '55', ''),
  ],
};

/** 序号 | 项 目 | 单 位 | 典型值 | 测试方法, conditions in full-width brackets, a range with ～, bounds. */
const chineseNumbered: MakerPdf = {
  name: 'chinese-numbered',
  layout:
    'a Chinese sheet, rows numbered under 序号, spaced heads, conditions in brackets, ～ ranges, ≥ and ≤',
  family: 'PP',
  texts: [
    { x: 55, y: 40, text: '华东石化', size: 18, bold: true },
    { x: 420, y: 36, text: 'PPH-M12', size: 24, bold: true },
    { x: 55, y: 85, text: '聚丙烯均聚物  注塑级  产品技术资料', size: 13 },
    { x: 55, y: 110, text: '本产品适用于薄壁注塑制品，刚性好，流动性高。', size: 9 },
    ...table(
      [55, 85, 270, 340, 420],
      150,
      ['序号', '项 目', '单 位', '典型值', '测试方法'],
      [
        ['1', '熔体质量流动速率（230℃，2.16kg）', 'g/10min', '12', 'GB/T 3682.1'],
        ['2', '密度', 'g/cm³', '0.905', 'GB/T 1033.1'],
        ['3', '拉伸屈服应力', 'MPa', '≥ 32', 'GB/T 1040.2'],
        ['4', '弯曲模量', 'MPa', '1500～1700', 'GB/T 9341'],
        ['5', '简支梁缺口冲击强度（23℃）', 'kJ/m²', '3.5', 'GB/T 1043.1'],
        ['6', '负荷变形温度（0.45MPa）', '℃', '95', 'GB/T 1634.2'],
        ['7', '灰分', '%', '≤ 0.03', 'GB/T 9345.1'],
        ['8', '黄色指数', '—', '≤ 4', 'HG/T 3862'],
      ],
      17,
    ),
    { x: 55, y: 310, text: '注：表中数据为典型值，不作为产品规格。', size: 8 },
  ],
  truth: [
    row('PPH-M12', '熔体质量流动速率', 'GB/T 3682.1', '230 °C, 2.16 kg', '12', 'g/10min'),
    row('PPH-M12', '密度', 'GB/T 1033.1', '', '0.905', 'g/cm³'),
    row('PPH-M12', '拉伸屈服应力', 'GB/T 1040.2', '', '≥32', 'MPa'),
    row('PPH-M12', '弯曲模量', 'GB/T 9341', '', '1500~1700', 'MPa'),
    row('PPH-M12', '简支梁缺口冲击强度', 'GB/T 1043.1', '23 °C', '3.5', 'kJ/m²'),
    row('PPH-M12', '负荷变形温度', 'GB/T 1634.2', '0.45 MPa', '95', '℃'),
    row('PPH-M12', '灰分', 'GB/T 9345.1', '', '≤0.03', '%'),
    row('PPH-M12', '黄色指数', 'HG/T 3862', '', '≤4', ''),
  ],
};

const leader = (y: number, name: string, method: string, value: string): Printed[] => [
  { x: 60, y, text: `${name} ${'.'.repeat(Math.max(4, 60 - name.length))}` },
  { x: 330, y, text: `${method} ........` },
  { x: 470, y, text: value },
];

/** No heads: each name leads by dots to its method and its value; units in the names. */
const dotLeaders: MakerPdf = {
  name: 'dot-leaders',
  layout: 'no heads, names leading by dot leaders to the method and the value, units in the names',
  family: 'HDPE',
  texts: [
    { x: 60, y: 40, text: 'GULFPOLY', size: 20, bold: true },
    { x: 440, y: 36, text: 'HD6070', size: 26, bold: true },
    { x: 60, y: 85, text: 'High Density Polyethylene for injection moulding', size: 12 },
    { x: 60, y: 125, text: 'TYPICAL PROPERTIES', size: 11, bold: true },
    ...leader(150, 'Melt Index (190 °C/2.16 kg), g/10 min', 'ASTM D1238', '7.0'),
    ...leader(166, 'Density, g/cm³', 'ASTM D1505', '0.960'),
    ...leader(182, 'Tensile Strength at Yield, MPa', 'ASTM D638', '28'),
    ...leader(198, 'Flexural Modulus, MPa', 'ASTM D790', '1,250'),
    ...leader(214, 'Vicat Softening Point, °C', 'ASTM D1525', '127'),
    { x: 60, y: 250, text: 'These are typical values and are not to be used as specifications.', size: 8 },
  ],
  truth: [
    row('HD6070', 'Melt Index', 'ASTM D1238', '190 °C, 2.16 kg', '7.0', 'g/10 min'),
    row('HD6070', 'Density', 'ASTM D1505', '', '0.960', 'g/cm³'),
    row('HD6070', 'Tensile Strength at Yield', 'ASTM D638', '', '28', 'MPa'),
    row('HD6070', 'Flexural Modulus', 'ASTM D790', '', '1,250', 'MPa'),
    row('HD6070', 'Vicat Softening Point', 'ASTM D1525', '', '127', '°C'),
  ],
};

export const filmLayouts: readonly MakerPdf[] = [filmDirections, chineseNumbered, dotLeaders];
