/**
 * Raw spellings of properties and test methods as source documents wrote them: most wait to be mapped (the
 * daily curation work the origin screens serve), a few are already mapped, one was dismissed as junk.
 */
import type { OriginSpec } from './model.ts';

const campus = 'CAMPUS 导入 2025-09';
const pdf = '供应商 PDF 批量导入';
const crawl = '网站抓取 example-materials.com';
const zh = '国内物性表导入';

export const headerOrigins: readonly OriginSpec[] = [
  { raw: 'Tensile Str.', seen_count: 48, source: pdf },
  { raw: 'Zugfestigkeit', seen_count: 31, source: campus },
  { raw: '拉伸强度（23℃）', seen_count: 57, source: zh },
  { raw: 'Notched Izod', seen_count: 44, source: crawl },
  { raw: '熔融指数', seen_count: 66, source: zh },
  { raw: 'Tensile Strength @ Yield', seen_count: 39, source: crawl },
  { raw: 'Zug-E-Modul', seen_count: 27, source: campus },
  { raw: 'Bruchdehnung', seen_count: 22, source: campus },
  { raw: 'Elongation @ Break', seen_count: 35, source: crawl },
  { raw: 'Biegefestigkeit', seen_count: 18, source: campus },
  { raw: '弯曲模量 MPa', seen_count: 41, source: zh },
  { raw: 'Charpy-Kerbschlagzähigkeit', seen_count: 24, source: campus },
  { raw: '缺口冲击强度', seen_count: 52, source: zh },
  { raw: 'Izod Impact, notched', seen_count: 29, source: pdf },
  { raw: 'HDT @ 1.82 MPa', seen_count: 33, source: crawl },
  { raw: 'Formbeständigkeitstemperatur', seen_count: 15, source: campus },
  { raw: '热变形温度 1.8MPa', seen_count: 46, source: zh },
  { raw: 'Vicat Softening Point', seen_count: 21, source: pdf },
  { raw: 'MFI', seen_count: 37, source: pdf },
  { raw: 'Specific Gravity', seen_count: 40, source: crawl },
  { raw: '比重', seen_count: 38, source: zh },
  { raw: 'Shrinkage, flow', seen_count: 19, source: pdf },
  { raw: '成型收缩率', seen_count: 34, source: zh },
  { raw: 'Water Absorption 24h', seen_count: 17, source: crawl },
  { raw: 'Flammability UL94', seen_count: 45, source: pdf },
  { raw: '阻燃性', seen_count: 30, source: zh },
  { raw: 'Dielectric Str.', seen_count: 12, source: pdf },
  { raw: 'Comparative Tracking Index', seen_count: 26, source: crawl },
  { raw: '漏电起痕指数', seen_count: 20, source: zh },
  { raw: 'Vol. Resistivity', seen_count: 14, source: pdf },
  { raw: 'Glow Wire Flammability', seen_count: 11, source: crawl },
  { raw: 'Oxygen Index', seen_count: 9, source: pdf },
  { raw: 'Rockwell Hardness', seen_count: 13, source: crawl },
  { raw: 'Dichte', seen_count: 25, source: campus, mapped: 'density' },
  { raw: 'Melt Flow Index', seen_count: 58, source: pdf, mapped: 'mfr' },
  { raw: 'Flex Modulus', seen_count: 43, source: crawl, mapped: 'flexural_modulus' },
  { raw: '维卡软化点', seen_count: 28, source: zh, mapped: 'vicat' },
  // How polyolefin makers' sheets name these properties, mapped once by staff.
  { raw: 'Melt Index', seen_count: 72, source: pdf, mapped: 'mfr' },
  { raw: 'Melting Point', seen_count: 36, source: pdf, mapped: 'melting_temperature' },
  { raw: 'Dart Impact', seen_count: 23, source: pdf, mapped: 'dart_impact' },
  { raw: 'Izod Impact Strength', seen_count: 31, source: pdf, mapped: 'izod_notched_astm' },
  { raw: 'Page 2 of 3', seen_count: 6, source: pdf, ignored: true },
];

export const standardOrigins: readonly OriginSpec[] = [
  { raw: 'ISO527', seen_count: 61, source: pdf },
  { raw: 'ASTM-D 638', seen_count: 47, source: crawl },
  { raw: 'IEC60112', seen_count: 23, source: pdf },
  { raw: 'DIN EN ISO 527', seen_count: 19, source: campus },
  { raw: 'ASTM D-790', seen_count: 32, source: crawl },
  { raw: 'ISO-178', seen_count: 28, source: pdf },
  { raw: 'ISO179/1eA', seen_count: 35, source: campus },
  { raw: 'ASTM D 256A', seen_count: 22, source: crawl },
  { raw: 'IEC 60243', seen_count: 14, source: pdf },
  { raw: 'GB 1040', seen_count: 26, source: zh },
  { raw: 'ISO1133', seen_count: 40, source: pdf },
  { raw: 'ASTM D648-18', seen_count: 18, source: crawl },
  { raw: 'ISO 75-2/Af', seen_count: 16, source: campus },
  { raw: 'DIN 53455', seen_count: 7, source: campus },
  { raw: 'JIS K7113', seen_count: 5, source: crawl },
  { raw: 'ISO 527/2', seen_count: 33, source: campus, mapped: 'ISO 527-2' },
  { raw: 'UL-94', seen_count: 51, source: pdf, mapped: 'UL 94' },
  { raw: 'ASTM D 792', seen_count: 29, source: crawl, mapped: 'ASTM D792' },
];
