/**
 * The polymer families the console knows by name, declared once: each family's ISO 1043-1 abbreviation (its
 * code), its Chinese and English names and the other names staff and makers write (trade words, spaced or
 * hyphenated spellings, the older Chinese names). A family may sit under another (HDPE under PE, PA66 under PA):
 * a name of the parent stands for its children too. These rows seed the `polymer_family` library, which staff
 * edit; the global search and the parametric search read the library's rows, the PDF reader this table.
 */

export interface PolymerFamilyEntry {
  /** ISO 1043-1 abbreviation (blends as ISO writes them, PC+ABS). */
  code: string;
  /** The family it belongs to, by code. */
  parent?: string;
  name_zh: string;
  name_en: string;
  /** Other names: Chinese trade words, English variants, spellings with spaces or hyphens. */
  aliases: readonly string[];
}

export const polymerFamilies: readonly PolymerFamilyEntry[] = [
  { code: 'PE', name_zh: '聚乙烯', name_en: 'Polyethylene', aliases: ['polythene', 'polyethyene'] },
  {
    code: 'HDPE',
    parent: 'PE',
    name_zh: '高密度聚乙烯',
    name_en: 'High-density polyethylene',
    aliases: ['PE-HD', '低压聚乙烯', 'high density polyethylene', 'high density polyethyene'],
  },
  {
    code: 'LDPE',
    parent: 'PE',
    name_zh: '低密度聚乙烯',
    name_en: 'Low-density polyethylene',
    // Makers' sheets misspell it ("Polyethyene"): the reader must still name the family.
    aliases: ['PE-LD', '高压聚乙烯', 'low density polyethylene', 'low density polyethyene'],
  },
  {
    code: 'LLDPE',
    parent: 'PE',
    name_zh: '线性低密度聚乙烯',
    name_en: 'Linear low-density polyethylene',
    aliases: ['PE-LLD', 'mLLDPE', 'linear low density polyethylene', 'linear low density polyethyene'],
  },
  {
    code: 'UHMWPE',
    parent: 'PE',
    name_zh: '超高分子量聚乙烯',
    name_en: 'Ultra-high-molecular-weight polyethylene',
    aliases: ['PE-UHMW'],
  },
  {
    code: 'PP',
    name_zh: '聚丙烯',
    name_en: 'Polypropylene',
    aliases: ['polypropene', '百折胶'],
  },
  {
    code: 'EVA',
    name_zh: '乙烯-醋酸乙烯共聚物',
    name_en: 'Ethylene vinyl acetate',
    aliases: ['EVAC', '乙烯醋酸乙烯', 'ethylene-vinyl acetate'],
  },
  { code: 'PS', name_zh: '聚苯乙烯', name_en: 'Polystyrene', aliases: ['GPPS', '硬胶'] },
  {
    code: 'HIPS',
    parent: 'PS',
    name_zh: '高抗冲聚苯乙烯',
    name_en: 'High-impact polystyrene',
    aliases: ['PS-HI', '耐冲击聚苯乙烯', 'high impact polystyrene'],
  },
  {
    code: 'ABS',
    name_zh: '丙烯腈-丁二烯-苯乙烯共聚物',
    name_en: 'Acrylonitrile butadiene styrene',
    aliases: ['ABS树脂', '丙烯腈丁二烯苯乙烯'],
  },
  {
    code: 'SAN',
    name_zh: '苯乙烯-丙烯腈共聚物',
    name_en: 'Styrene acrylonitrile',
    aliases: ['AS树脂', '苯乙烯丙烯腈'],
  },
  {
    code: 'ASA',
    name_zh: '丙烯腈-苯乙烯-丙烯酸酯共聚物',
    name_en: 'Acrylonitrile styrene acrylate',
    aliases: ['丙烯腈苯乙烯丙烯酸酯'],
  },
  {
    code: 'PVC',
    name_zh: '聚氯乙烯',
    name_en: 'Polyvinyl chloride',
    aliases: ['poly(vinyl chloride)'],
  },
  {
    code: 'PMMA',
    name_zh: '聚甲基丙烯酸甲酯',
    name_en: 'Polymethyl methacrylate',
    aliases: ['亚克力', '有机玻璃', '压克力', 'acrylic', 'acrylic glass', 'poly(methyl methacrylate)'],
  },
  { code: 'PC', name_zh: '聚碳酸酯', name_en: 'Polycarbonate', aliases: ['防弹胶'] },
  {
    code: 'PC+ABS',
    name_zh: 'PC/ABS合金',
    name_en: 'PC/ABS blend',
    aliases: ['PC/ABS', 'PC-ABS', '聚碳酸酯/ABS合金'],
  },
  {
    code: 'PA',
    name_zh: '聚酰胺',
    name_en: 'Polyamide',
    aliases: ['尼龙', '锦纶', 'nylon'],
  },
  {
    code: 'PA6',
    parent: 'PA',
    name_zh: '尼龙6',
    name_en: 'Polyamide 6',
    aliases: ['PA 6', '聚酰胺6', '锦纶6', 'nylon 6', 'nylon-6', '尼龙 6'],
  },
  {
    code: 'PA66',
    parent: 'PA',
    name_zh: '尼龙66',
    name_en: 'Polyamide 66',
    aliases: [
      'PA 66',
      'PA6.6',
      'PA 6/6',
      '聚酰胺66',
      '锦纶66',
      'nylon 66',
      'nylon 6,6',
      'nylon 6/6',
      '尼龙 66',
    ],
  },
  {
    code: 'PA12',
    parent: 'PA',
    name_zh: '尼龙12',
    name_en: 'Polyamide 12',
    aliases: ['PA 12', '聚酰胺12', 'nylon 12'],
  },
  {
    code: 'PPA',
    parent: 'PA',
    name_zh: '聚邻苯二甲酰胺',
    name_en: 'Polyphthalamide',
    aliases: ['高温尼龙'],
  },
  {
    code: 'PBT',
    name_zh: '聚对苯二甲酸丁二醇酯',
    name_en: 'Polybutylene terephthalate',
    aliases: ['poly(butylene terephthalate)', '聚对苯二甲酸丁二酯'],
  },
  {
    code: 'PET',
    name_zh: '聚对苯二甲酸乙二醇酯',
    name_en: 'Polyethylene terephthalate',
    aliases: ['涤纶', '聚酯切片', 'poly(ethylene terephthalate)'],
  },
  {
    code: 'POM',
    name_zh: '聚甲醛',
    name_en: 'Polyoxymethylene',
    aliases: ['赛钢', 'acetal', 'polyacetal'],
  },
  {
    code: 'PPE',
    name_zh: '聚苯醚',
    name_en: 'Polyphenylene ether',
    aliases: ['PPO', 'polyphenylene oxide', 'mPPE'],
  },
  {
    code: 'PPS',
    name_zh: '聚苯硫醚',
    name_en: 'Polyphenylene sulfide',
    aliases: ['polyphenylene sulphide'],
  },
  {
    code: 'PEEK',
    name_zh: '聚醚醚酮',
    name_en: 'Polyether ether ketone',
    aliases: ['polyetheretherketone'],
  },
  {
    code: 'LCP',
    name_zh: '液晶聚合物',
    name_en: 'Liquid crystal polymer',
    aliases: ['液晶高分子'],
  },
  {
    code: 'PSU',
    name_zh: '聚砜',
    name_en: 'Polysulfone',
    aliases: ['PSF', 'polysulphone'],
  },
  { code: 'PEI', name_zh: '聚醚酰亚胺', name_en: 'Polyetherimide', aliases: [] },
  { code: 'PI', name_zh: '聚酰亚胺', name_en: 'Polyimide', aliases: [] },
  {
    code: 'PTFE',
    name_zh: '聚四氟乙烯',
    name_en: 'Polytetrafluoroethylene',
    aliases: ['铁氟龙', '特氟龙', 'teflon'],
  },
  { code: 'PVDF', name_zh: '聚偏氟乙烯', name_en: 'Polyvinylidene fluoride', aliases: [] },
  {
    code: 'TPE',
    name_zh: '热塑性弹性体',
    name_en: 'Thermoplastic elastomer',
    aliases: ['TPR', '热塑性橡胶'],
  },
  {
    code: 'TPU',
    parent: 'TPE',
    name_zh: '热塑性聚氨酯弹性体',
    name_en: 'Thermoplastic polyurethane',
    aliases: ['TPE-U', '热塑性聚氨酯', '聚氨酯弹性体'],
  },
  {
    code: 'TPV',
    parent: 'TPE',
    name_zh: '热塑性硫化橡胶',
    name_en: 'Thermoplastic vulcanizate',
    aliases: ['TPE-V'],
  },
  {
    code: 'PLA',
    name_zh: '聚乳酸',
    name_en: 'Polylactic acid',
    aliases: ['polylactide', 'poly(lactic acid)'],
  },
  {
    code: 'PBAT',
    name_zh: '聚己二酸/对苯二甲酸丁二醇酯',
    name_en: 'Polybutylene adipate terephthalate',
    aliases: [],
  },
  {
    code: 'PPSU',
    name_zh: '聚亚苯基砜',
    name_en: 'Polyphenylsulfone',
    aliases: ['聚苯砜'],
  },
];

/** The names of one family as the library row holds them: code, Chinese and English names, the other names. */
export interface PolymerFamilyNames {
  code: string;
  /** The parent family's code. */
  parent: string | null;
  names: readonly string[];
}

/** Splits the library's `aliases` text: one name per line, or separated by ；; 、 or a comma followed by a space. */
export function splitAliases(text: string): string[] {
  return text
    .split(/\r?\n|[;；、]|,\s/)
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

/** The contract's table as library rows name them (what the seed writes, and the PDF reader reads). */
export function contractFamilyNames(): PolymerFamilyNames[] {
  return polymerFamilies.map((f) => ({
    code: f.code,
    parent: f.parent ?? null,
    names: [f.code, f.name_zh, f.name_en, ...f.aliases],
  }));
}

/** A family named in a text: its code and where the name stands. */
export interface FamilyMention {
  code: string;
  start: number;
  end: number;
}

const LATIN_OR_DIGIT = /[A-Za-z0-9]/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An abbreviation: written in capitals by makers ("PP", "PA66", "PC+ABS"), a capital word of prose otherwise. */
const ABBREVIATION = /^[A-Z][A-Z0-9+/.,-]*$/;

/**
 * A name as a pattern: spaces and hyphens between its words optional and interchangeable (PA 66 = PA-66 = PA66
 * for "PA 66"), and a name beginning or ending in a Latin letter or digit bounded by something else there, so
 * PA6 is not read inside PA66 nor ABS inside "absorption". Chinese is matched where it stands.
 */
function namePattern(name: string): string {
  const body = name
    .trim()
    .split(/[\s-]+/)
    .map(escapeRegExp)
    .join('[\\s-]*');
  const first = name.trim()[0] ?? '';
  const last = name.trim().at(-1) ?? '';
  return `${LATIN_OR_DIGIT.test(first) ? '(?<![A-Za-z0-9])' : ''}${body}${LATIN_OR_DIGIT.test(last) ? '(?![A-Za-z0-9])' : ''}`;
}

/** Finds the families named in texts, and says which families a family stands for (itself and those under it). */
export interface FamilyMatcher {
  /** The families named in `text`, left to right; where names overlap, the one starting first, then the longest. */
  mentions(text: string): FamilyMention[];
  /** The family and every family under it, as their names' rows. */
  withChildren(code: string): PolymerFamilyNames[];
  family(code: string): PolymerFamilyNames | undefined;
}

/**
 * A matcher over the families `rows` name. With `caseSensitiveAbbreviations` (a sheet's printed title), an
 * abbreviation is found only as printed in capitals ("pp." is not polypropylene there); a typed query is read
 * without case.
 */
export function familyMatcher(
  rows: readonly PolymerFamilyNames[],
  { caseSensitiveAbbreviations = false }: { caseSensitiveAbbreviations?: boolean } = {},
): FamilyMatcher {
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const patterns: { code: string; pattern: RegExp }[] = [];
  for (const row of rows)
    for (const name of new Set(row.names.map((n) => n.trim()).filter(Boolean))) {
      const flags = caseSensitiveAbbreviations && ABBREVIATION.test(name) ? 'gu' : 'giu';
      patterns.push({ code: row.code, pattern: new RegExp(namePattern(name), flags) });
    }
  const children = new Map<string, string[]>();
  for (const row of rows)
    if (row.parent) children.set(row.parent, [...(children.get(row.parent) ?? []), row.code]);
  return {
    mentions(text) {
      const found: FamilyMention[] = [];
      for (const { code, pattern } of patterns)
        for (const m of text.matchAll(pattern))
          if (m[0].length > 0) found.push({ code, start: m.index, end: m.index + m[0].length });
      found.sort((a, b) => a.start - b.start || b.end - a.end);
      const kept: FamilyMention[] = [];
      for (const mention of found) {
        const last = kept.at(-1);
        if (last && mention.start < last.end) continue;
        kept.push(mention);
      }
      return kept;
    },
    withChildren(code) {
      const out: PolymerFamilyNames[] = [];
      const seen = new Set<string>();
      const visit = (at: string) => {
        const row = byCode.get(at);
        if (!row || seen.has(at)) return;
        seen.add(at);
        out.push(row);
        for (const child of children.get(at) ?? []) visit(child);
      };
      visit(code);
      return out;
    },
    family: (code) => byCode.get(code),
  };
}

let contractMatcher: FamilyMatcher | undefined;

/**
 * The family a sheet's printed title or description names first ("Low Density Polyethylene" → LDPE), by the
 * contract's table; undefined when it names none.
 */
export function familyNamedIn(text: string): string | undefined {
  contractMatcher ??= familyMatcher(contractFamilyNames(), { caseSensitiveAbbreviations: true });
  return contractMatcher.mentions(text)[0]?.code;
}
