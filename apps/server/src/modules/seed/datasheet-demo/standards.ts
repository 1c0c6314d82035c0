/** The test methods the demo grids cite, with their titles, and the test conditions the grids use. */
import type { ConditionParts } from '@console/contract';
import type { StandardSpec } from './model.ts';

type Row = readonly [code: string, title_zh: string, title_en: string];

function organisation(code: string): string {
  if (code.startsWith('GB')) return 'GB';
  return code.split(' ')[0] ?? 'other';
}

const rows: readonly Row[] = [
  [
    'ISO 1183-1',
    '塑料 非泡沫塑料密度的测定 第1部分：浸渍法',
    'Plastics — Density of non-cellular plastics — Part 1: Immersion method',
  ],
  [
    'ISO 1133-1',
    '塑料 熔体质量流动速率和熔体体积流动速率的测定 第1部分：标准方法',
    'Plastics — Melt mass-flow rate (MFR) and melt volume-flow rate (MVR) — Part 1: Standard method',
  ],
  [
    'ISO 527-1',
    '塑料 拉伸性能的测定 第1部分：总则',
    'Plastics — Determination of tensile properties — Part 1: General principles',
  ],
  [
    'ISO 527-2',
    '塑料 拉伸性能的测定 第2部分：模塑和挤塑塑料的试验条件',
    'Plastics — Determination of tensile properties — Part 2: Moulding and extrusion plastics',
  ],
  ['ISO 178', '塑料 弯曲性能的测定', 'Plastics — Determination of flexural properties'],
  [
    'ISO 179-1',
    '塑料 简支梁冲击性能的测定 第1部分：非仪器化冲击试验',
    'Plastics — Determination of Charpy impact properties — Part 1: Non-instrumented impact test',
  ],
  [
    'ISO 179/1eA',
    '塑料 简支梁冲击性能（侧向冲击，A 型缺口）',
    'Plastics — Charpy impact, edgewise, notch type A',
  ],
  ['ISO 179/1eU', '塑料 简支梁冲击性能（侧向冲击，无缺口）', 'Plastics — Charpy impact, edgewise, unnotched'],
  ['ISO 180', '塑料 悬臂梁冲击强度的测定', 'Plastics — Determination of Izod impact strength'],
  ['ISO 180/1A', '塑料 悬臂梁冲击强度（A 型缺口）', 'Plastics — Izod impact strength, notch type A'],
  [
    'ISO 75-1',
    '塑料 负荷变形温度的测定 第1部分：通用试验方法',
    'Plastics — Temperature of deflection under load — Part 1: General test method',
  ],
  [
    'ISO 75-2',
    '塑料 负荷变形温度的测定 第2部分：塑料和硬橡胶',
    'Plastics — Temperature of deflection under load — Part 2: Plastics and ebonite',
  ],
  [
    'ISO 306',
    '塑料 热塑性材料维卡软化温度的测定',
    'Plastics — Thermoplastic materials — Determination of Vicat softening temperature',
  ],
  [
    'ISO 11357-3',
    '塑料 差示扫描量热法 第3部分：熔融和结晶温度及热焓的测定',
    'Plastics — Differential scanning calorimetry — Part 3: Temperature and enthalpy of melting and crystallization',
  ],
  [
    'ISO 11359-2',
    '塑料 热机械分析法 第2部分：线性热膨胀系数和玻璃化转变温度的测定',
    'Plastics — Thermomechanical analysis — Part 2: Coefficient of linear thermal expansion and glass transition temperature',
  ],
  [
    'ISO 294-4',
    '塑料 热塑性塑料试样的注塑 第4部分：模塑收缩率的测定',
    'Plastics — Injection moulding of test specimens — Part 4: Determination of moulding shrinkage',
  ],
  ['ISO 62', '塑料 吸水性的测定', 'Plastics — Determination of water absorption'],
  [
    'ISO 2039-2',
    '塑料 硬度测定 第2部分：洛氏硬度',
    'Plastics — Determination of hardness — Part 2: Rockwell hardness',
  ],
  [
    'ISO 4589-2',
    '塑料 用氧指数法测定燃烧行为 第2部分：室温试验',
    'Plastics — Determination of burning behaviour by oxygen index — Part 2: Ambient-temperature test',
  ],
  [
    'ISO 13468-1',
    '塑料 透明材料总透光率的测定 第1部分：单光束仪器',
    'Plastics — Determination of the total luminous transmittance of transparent materials — Part 1: Single beam instrument',
  ],
  ['ISO 14782', '塑料 透明材料雾度的测定', 'Plastics — Determination of haze for transparent materials'],
  [
    'ISO 22007-2',
    '塑料 导热系数和热扩散系数的测定 第2部分：瞬态平面热源法',
    'Plastics — Determination of thermal conductivity and thermal diffusivity — Part 2: Transient plane heat source method',
  ],
  [
    'IEC 60112',
    '固体绝缘材料耐电痕化指数和相比电痕化指数的测定方法',
    'Method for the determination of the proof and the comparative tracking indices of solid insulating materials',
  ],
  [
    'IEC 60243-1',
    '绝缘材料电气强度试验方法 第1部分：工频下试验',
    'Electric strength of insulating materials — Test methods — Part 1: Tests at power frequencies',
  ],
  [
    'IEC 62631-2-1',
    '固体绝缘材料介电和电阻特性 第2-1部分：相对介电常数和损耗因数',
    'Dielectric and resistive properties of solid insulating materials — Part 2-1: Relative permittivity and dissipation factor',
  ],
  [
    'IEC 62631-3-1',
    '固体绝缘材料介电和电阻特性 第3-1部分：体积电阻和体积电阻率',
    'Dielectric and resistive properties of solid insulating materials — Part 3-1: Volume resistance and volume resistivity',
  ],
  [
    'IEC 62631-3-2',
    '固体绝缘材料介电和电阻特性 第3-2部分：表面电阻和表面电阻率',
    'Dielectric and resistive properties of solid insulating materials — Part 3-2: Surface resistance and surface resistivity',
  ],
  [
    'IEC 60695-2-12',
    '电工电子产品着火危险试验 灼热丝可燃性指数（GWFI）试验方法',
    'Fire hazard testing — Glowing/hot-wire based test methods — Glow-wire flammability index (GWFI)',
  ],
  [
    'IEC 60695-2-13',
    '电工电子产品着火危险试验 灼热丝起燃温度（GWIT）试验方法',
    'Fire hazard testing — Glowing/hot-wire based test methods — Glow-wire ignition temperature (GWIT)',
  ],
  [
    'UL 94',
    '设备和器具部件用塑料材料的可燃性试验',
    'Tests for Flammability of Plastic Materials for Parts in Devices and Appliances',
  ],
  ['UL 746B', '聚合物材料 长期性能评价', 'Polymeric Materials — Long Term Property Evaluations'],
  [
    'ASTM D792',
    '用排水法测定塑料密度和比重的标准试验方法',
    'Standard Test Methods for Density and Specific Gravity (Relative Density) of Plastics by Displacement',
  ],
  [
    'ASTM D1238',
    '用挤出式塑性计测定热塑性塑料熔体流动速率的标准试验方法',
    'Standard Test Method for Melt Flow Rates of Thermoplastics by Extrusion Plastometer',
  ],
  ['ASTM D638', '塑料拉伸性能的标准试验方法', 'Standard Test Method for Tensile Properties of Plastics'],
  [
    'ASTM D790',
    '未增强和增强塑料及电绝缘材料弯曲性能的标准试验方法',
    'Standard Test Methods for Flexural Properties of Unreinforced and Reinforced Plastics and Electrical Insulating Materials',
  ],
  [
    'ASTM D256',
    '测定塑料悬臂梁摆锤冲击强度的标准试验方法',
    'Standard Test Methods for Determining the Izod Pendulum Impact Resistance of Plastics',
  ],
  [
    'ASTM D648',
    '塑料在弯曲负荷下变形温度的标准试验方法',
    'Standard Test Method for Deflection Temperature of Plastics Under Flexural Load in the Edgewise Position',
  ],
  [
    'ASTM D1525',
    '塑料维卡软化温度的标准试验方法',
    'Standard Test Method for Vicat Softening Temperature of Plastics',
  ],
  [
    'ASTM D696',
    '用石英膨胀计测定塑料线性热膨胀系数的标准试验方法',
    'Standard Test Method for Coefficient of Linear Thermal Expansion of Plastics Between −30 °C and 30 °C',
  ],
  [
    'ASTM D955',
    '测量热塑性塑料模具尺寸收缩率的标准试验方法',
    'Standard Test Method of Measuring Shrinkage from Mold Dimensions of Thermoplastics',
  ],
  ['ASTM D570', '塑料吸水率的标准试验方法', 'Standard Test Method for Water Absorption of Plastics'],
  [
    'ASTM D785',
    '塑料和电绝缘材料洛氏硬度的标准试验方法',
    'Standard Test Method for Rockwell Hardness of Plastics and Electrical Insulating Materials',
  ],
  [
    'ASTM D3418',
    '用差示扫描量热法测定聚合物转变温度和焓的标准试验方法',
    'Standard Test Method for Transition Temperatures and Enthalpies of Fusion and Crystallization of Polymers by DSC',
  ],
  [
    'ASTM D149',
    '固体电绝缘材料在工频下介电击穿电压和介电强度的标准试验方法',
    'Standard Test Method for Dielectric Breakdown Voltage and Dielectric Strength of Solid Electrical Insulating Materials',
  ],
  [
    'ASTM D150',
    '固体电绝缘材料交流损耗特性和介电常数的标准试验方法',
    'Standard Test Methods for AC Loss Characteristics and Permittivity of Solid Electrical Insulation',
  ],
  [
    'ASTM D257',
    '绝缘材料直流电阻或电导的标准试验方法',
    'Standard Test Methods for DC Resistance or Conductance of Insulating Materials',
  ],
  [
    'ASTM D2863',
    '测定塑料蜡烛状燃烧所需最低氧浓度（氧指数）的标准试验方法',
    'Standard Test Method for Measuring the Minimum Oxygen Concentration to Support Candle-Like Combustion of Plastics (Oxygen Index)',
  ],
  [
    'ASTM D1003',
    '透明塑料雾度和透光率的标准试验方法',
    'Standard Test Method for Haze and Luminous Transmittance of Transparent Plastics',
  ],
  [
    'ASTM C177',
    '用防护热板法测定稳态热通量和热传导性能的标准试验方法',
    'Standard Test Method for Steady-State Heat Flux Measurements and Thermal Transmission Properties by Means of the Guarded-Hot-Plate Apparatus',
  ],
  [
    'GB/T 1033.1',
    '塑料 非泡沫塑料密度的测定 第1部分：浸渍法、液体比重瓶法和滴定法',
    'Plastics — Methods for determining the density of non-cellular plastics — Part 1',
  ],
  [
    'GB/T 3682.1',
    '塑料 热塑性塑料熔体质量流动速率和熔体体积流动速率的测定 第1部分：标准方法',
    'Plastics — Determination of the MFR and MVR of thermoplastics — Part 1: Standard method',
  ],
  [
    'GB/T 1040.2',
    '塑料 拉伸性能的测定 第2部分：模塑和挤塑塑料的试验条件',
    'Plastics — Determination of tensile properties — Part 2: Test conditions for moulding and extrusion plastics',
  ],
  ['GB/T 9341', '塑料 弯曲性能的测定', 'Plastics — Determination of flexural properties'],
  [
    'GB/T 1043.1',
    '塑料 简支梁冲击性能的测定 第1部分：非仪器化冲击试验',
    'Plastics — Determination of Charpy impact properties — Part 1: Non-instrumented impact test',
  ],
  ['GB/T 1843', '塑料 悬臂梁冲击强度的测定', 'Plastics — Determination of Izod impact strength'],
  [
    'GB/T 1634.2',
    '塑料 负荷变形温度的测定 第2部分：塑料、硬橡胶和长纤维增强复合材料',
    'Plastics — Determination of temperature of deflection under load — Part 2: Plastics and ebonite',
  ],
  [
    'GB/T 1633',
    '热塑性塑料维卡软化温度（VST）的测定',
    'Thermoplastic materials — Determination of Vicat softening temperature (VST)',
  ],
  // The film and polyolefin methods (headers-film.ts), after the others so their ids stay as they were.
  [
    'ASTM D882',
    '塑料薄膜拉伸性能试验方法',
    'Standard Test Method for Tensile Properties of Thin Plastic Sheeting',
  ],
  [
    'ASTM D1004',
    '塑料薄膜和片材撕裂强度试验方法',
    'Standard Test Method for Tear Resistance (Graves Tear) of Plastic Film and Sheeting',
  ],
  [
    'ASTM D1922',
    '摆锤法测定塑料薄膜和薄片抗撕裂扩展性',
    'Standard Test Method for Propagation Tear Resistance of Plastic Film and Thin Sheeting by Pendulum Method',
  ],
  [
    'ASTM D1709',
    '自由落镖法测定塑料薄膜冲击强度',
    'Standard Test Methods for Impact Resistance of Plastic Film by the Free-Falling Dart Method',
  ],
  [
    'ASTM D2240',
    '橡胶性能 硬度计硬度试验方法',
    'Standard Test Method for Rubber Property—Durometer Hardness',
  ],
  [
    'ASTM D746',
    '冲击法测定塑料和弹性体的脆化温度',
    'Standard Test Method for Brittleness Temperature of Plastics and Elastomers by Impact',
  ],
  [
    'ASTM D1693',
    '乙烯塑料耐环境应力开裂试验方法',
    'Standard Test Method for Environmental Stress-Cracking of Ethylene Plastics',
  ],
  [
    'ASTM D2457',
    '塑料薄膜和固体塑料镜面光泽度试验方法',
    'Standard Test Method for Specular Gloss of Plastic Films and Solid Plastics',
  ],
  [
    'ASTM D2117',
    '热台显微镜法测定半结晶聚合物熔点',
    'Standard Test Method for Melting Point of Semicrystalline Polymers by the Hot Stage Microscopy Method',
  ],
  [
    'ASTM D1505',
    '密度梯度法测定塑料密度',
    'Standard Test Method for Density of Plastics by the Density-Gradient Technique',
  ],
  [
    'ISO 868',
    '塑料和硬橡胶 用硬度计测定压痕硬度（邵氏硬度）',
    'Plastics and ebonite — Determination of indentation hardness by means of a durometer (Shore hardness)',
  ],
  [
    'ISO 7765-1',
    '塑料薄膜和薄片 自由落镖法测定冲击强度 第1部分：梯级法',
    'Plastics film and sheeting — Determination of impact resistance by the free-falling dart method — Part 1: Staircase methods',
  ],
  [
    'ISO 6383-2',
    '塑料 薄膜和薄片 撕裂强度的测定 第2部分：埃尔门多夫法',
    'Plastics — Film and sheeting — Determination of tear resistance — Part 2: Elmendorf method',
  ],
  [
    'ISO 974',
    '塑料 冲击法脆化温度的测定',
    'Plastics — Determination of the brittleness temperature by impact',
  ],
  [
    'ISO 2813',
    '色漆和清漆 镜面光泽的测定',
    'Paints and varnishes — Determination of gloss value at 20°, 60° and 85°',
  ],
];

export const standards: readonly StandardSpec[] = rows.map(([code, title_zh, title_en]) => ({
  code,
  organisation: organisation(code),
  title_zh,
  title_en,
}));

/**
 * The conditions the demo grids use, by key. Stored parts only: the label is written from them by the same
 * function the condition hook uses.
 */
export const conditions: Readonly<Record<string, ConditionParts>> = {
  t23: { temperature: 23 },
  t23_rh50: { temperature: 23, humidity: 50 },
  t23_v1: { temperature: 23, speed: 1 },
  t23_v2: { temperature: 23, speed: 2 },
  t23_v5: { temperature: 23, speed: 5 },
  t23_v50: { temperature: 23, speed: 50 },
  tm30: { temperature: -30 },
  tm40: { temperature: -40 },
  load_045: { load_stress: 0.45 },
  load_18: { load_stress: 1.8 },
  vicat_b50: { load_force: 50, heating_rate: 50 },
  vicat_a50: { load_force: 10, heating_rate: 50 },
  dsc_10: { heating_rate: 600 },
  mfr_190_216: { temperature: 190, load_mass: 2.16 },
  mfr_220_10: { temperature: 220, load_mass: 10 },
  mfr_230_216: { temperature: 230, load_mass: 2.16 },
  mfr_250_216: { temperature: 250, load_mass: 2.16 },
  mfr_250_5: { temperature: 250, load_mass: 5 },
  mfr_275_216: { temperature: 275, load_mass: 2.16 },
  mfr_275_5: { temperature: 275, load_mass: 5 },
  mfr_300_12: { temperature: 300, load_mass: 1.2 },
  mfr_316_5: { temperature: 316, load_mass: 5 },
  thick_075: { thickness: 0.75 },
  thick_1: { thickness: 1 },
  thick_15: { thickness: 1.5 },
  thick_2: { thickness: 2 },
  thick_3: { thickness: 3 },
  freq_1m: { frequency: 1e6 },
};
