/**
 * The small libraries a sheet is tagged with, and the category tree. Two fillers are deliberate duplicates
 * ("玻纤" beside "玻璃纤维", "滑石" beside "滑石粉"), as imports leave them, so combine filler has real work.
 */
import type { CategorySpec, FillerSpec, NamedRow } from './model.ts';

export const appliances: readonly NamedRow[] = [
  { code: 'automotive', name_zh: '汽车', name_en: 'Automotive', description: '发动机舱、内外饰、结构件' },
  {
    code: 'electrical',
    name_zh: '电子电气',
    name_en: 'Electrical & electronics',
    description: '连接器、断路器、线圈骨架',
  },
  {
    code: 'household',
    name_zh: '家电',
    name_en: 'Household appliances',
    description: '洗衣机、空调、小家电部件',
  },
  { code: 'industrial', name_zh: '工业', name_en: 'Industrial', description: '泵阀、齿轮、轴承保持架' },
  {
    code: 'consumer',
    name_zh: '消费品',
    name_en: 'Consumer goods',
    description: '电动工具外壳、运动器材、日用品',
  },
  { code: 'medical', name_zh: '医疗', name_en: 'Medical', description: '器械外壳、一次性耗材' },
  { code: 'construction', name_zh: '建筑', name_en: 'Construction', description: '隔热条、管件、采光板' },
  { code: 'new_energy', name_zh: '新能源', name_en: 'New energy', description: '电池包、充电桩、光伏接线盒' },
  { code: 'packaging', name_zh: '包装', name_en: 'Packaging', description: '容器、薄膜、周转箱' },
];

export const fillers: readonly FillerSpec[] = [
  { code: 'glass_fibre', name_zh: '玻璃纤维', name_en: 'Glass fibre', abbreviation: 'GF' },
  { code: 'long_glass_fibre', name_zh: '长玻璃纤维', name_en: 'Long glass fibre', abbreviation: 'LGF' },
  { code: 'carbon_fibre', name_zh: '碳纤维', name_en: 'Carbon fibre', abbreviation: 'CF' },
  { code: 'talc', name_zh: '滑石粉', name_en: 'Talc', abbreviation: 'T' },
  { code: 'mineral', name_zh: '矿物', name_en: 'Mineral', abbreviation: 'MD' },
  { code: 'glass_beads', name_zh: '玻璃微珠', name_en: 'Glass beads', abbreviation: 'GB' },
  { code: 'mica', name_zh: '云母', name_en: 'Mica', abbreviation: 'MI' },
  { code: 'calcium_carbonate', name_zh: '碳酸钙', name_en: 'Calcium carbonate', abbreviation: 'CC' },
  {
    code: 'glass_fiber',
    name_zh: '玻纤',
    name_en: 'Glass fiber',
    abbreviation: 'GF',
    description: '导入时新建，与「玻璃纤维」重复，待合并',
  },
  {
    code: 'talcum',
    name_zh: '滑石',
    name_en: 'Talcum',
    abbreviation: 'TD',
    description: '导入时新建，与「滑石粉」重复，待合并',
  },
];

export const features: readonly NamedRow[] = [
  { code: 'flame_retardant', name_zh: '阻燃', name_en: 'Flame retardant' },
  { code: 'halogen_free_fr', name_zh: '无卤阻燃', name_en: 'Halogen-free flame retardant' },
  { code: 'high_flow', name_zh: '高流动', name_en: 'High flow' },
  { code: 'uv_stabilised', name_zh: '抗紫外', name_en: 'UV stabilised' },
  { code: 'hydrolysis_resistant', name_zh: '耐水解', name_en: 'Hydrolysis resistant' },
  { code: 'impact_modified', name_zh: '增韧', name_en: 'Impact modified' },
  { code: 'heat_stabilised', name_zh: '热稳定', name_en: 'Heat stabilised' },
  { code: 'high_stiffness', name_zh: '高刚性', name_en: 'High stiffness' },
  { code: 'low_warpage', name_zh: '低翘曲', name_en: 'Low warpage' },
  { code: 'wear_resistant', name_zh: '耐磨', name_en: 'Wear resistant' },
  { code: 'transparent', name_zh: '透明', name_en: 'Transparent' },
  { code: 'plating_grade', name_zh: '电镀级', name_en: 'Plating grade' },
  { code: 'food_contact', name_zh: '食品接触', name_en: 'Food contact' },
  { code: 'mould_release', name_zh: '易脱模', name_en: 'Mould release' },
];

export const processingModes: readonly NamedRow[] = [
  { code: 'injection', name_zh: '注塑', name_en: 'Injection moulding' },
  { code: 'extrusion', name_zh: '挤出', name_en: 'Extrusion' },
  { code: 'blow_moulding', name_zh: '吹塑', name_en: 'Blow moulding' },
  { code: 'thermoforming', name_zh: '吸塑', name_en: 'Thermoforming' },
  { code: 'film_blowing', name_zh: '吹膜', name_en: 'Film blowing' },
  { code: 'rotational', name_zh: '滚塑', name_en: 'Rotational moulding' },
];

export const forms: readonly NamedRow[] = [
  { code: 'pellets', name_zh: '颗粒', name_en: 'Pellets' },
  { code: 'powder', name_zh: '粉末', name_en: 'Powder' },
  { code: 'film', name_zh: '薄膜', name_en: 'Film' },
  { code: 'sheet', name_zh: '片材', name_en: 'Sheet' },
  { code: 'rod', name_zh: '棒材', name_en: 'Rod' },
];

const leaf = (code: string, name: string): CategorySpec => ({ code, name_zh: name, name_en: name });

/** Three levels; the leaves without sheets show a tree wider than the demo grades. */
export const categories: readonly CategorySpec[] = [
  {
    code: 'engineering_plastics',
    name_zh: '工程塑料',
    name_en: 'Engineering plastics',
    children: [
      {
        code: 'polyamide',
        name_zh: '聚酰胺 PA',
        name_en: 'Polyamide (PA)',
        children: [leaf('pa6', 'PA6'), leaf('pa66', 'PA66'), leaf('pa12', 'PA12'), leaf('ppa', 'PPA')],
      },
      {
        code: 'polyester',
        name_zh: '聚酯',
        name_en: 'Polyester',
        children: [leaf('pbt', 'PBT'), leaf('pet', 'PET')],
      },
      {
        code: 'polycarbonate',
        name_zh: '聚碳酸酯',
        name_en: 'Polycarbonate (PC)',
        children: [leaf('pc', 'PC'), leaf('pc_abs', 'PC/ABS')],
      },
      { code: 'polyacetal', name_zh: '聚甲醛', name_en: 'Polyacetal (POM)', children: [leaf('pom', 'POM')] },
    ],
  },
  {
    code: 'commodity_plastics',
    name_zh: '通用塑料',
    name_en: 'Commodity plastics',
    children: [
      {
        code: 'styrenics',
        name_zh: '苯乙烯类',
        name_en: 'Styrenics',
        children: [leaf('abs', 'ABS'), leaf('hips', 'HIPS')],
      },
      {
        code: 'polyolefins',
        name_zh: '聚烯烃',
        name_en: 'Polyolefins',
        children: [leaf('pp', 'PP'), leaf('hdpe', 'HDPE')],
      },
    ],
  },
  {
    code: 'high_performance_plastics',
    name_zh: '特种工程塑料',
    name_en: 'High-performance plastics',
    children: [
      {
        code: 'polyphenylene_sulfide',
        name_zh: '聚苯硫醚',
        name_en: 'Polyphenylene sulfide',
        children: [leaf('pps', 'PPS')],
      },
      {
        code: 'polyaryletherketone',
        name_zh: '聚芳醚酮',
        name_en: 'Polyaryletherketone',
        children: [leaf('peek', 'PEEK')],
      },
    ],
  },
  {
    code: 'elastomers',
    name_zh: '热塑性弹性体',
    name_en: 'Thermoplastic elastomers',
    children: [
      {
        code: 'polyurethane_elastomers',
        name_zh: '聚氨酯弹性体',
        name_en: 'Polyurethane elastomers',
        children: [leaf('tpu', 'TPU')],
      },
    ],
  },
];
