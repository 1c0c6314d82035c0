/**
 * The demo sheets: for each maker and each resin it sells, a handful of its variants, each with a grade name
 * in the maker's style, tags that fit the grade, a status, and the grid written from the grade's true values.
 * North-American makers write imperial sheets; about a third of their grades also have an SI twin (the same
 * grade for the global market), which reads the same once converted.
 */
import { DatasheetStatus } from '@console/contract';
import { DEMO_MARK } from '../demo-data.ts';
import { companies } from './companies.ts';
import { GradeNamer } from './grades.ts';
import type { CompanySpec, DemoSheet } from './model.ts';
import { gridOf } from './properties.ts';
import type { Random } from './random.ts';
import { resinProfile } from './resins.ts';
import { type Truth, truthOf } from './truth.ts';
import { modifierFeatures, type Variant, variantsByResin } from './variants.ts';

/** The demo spans two years of sheets. */
export const HISTORY_DAYS = 730;

const applianceChoices: Readonly<Record<string, readonly string[]>> = {
  pa6: ['automotive', 'industrial', 'electrical', 'consumer'],
  pa66: ['automotive', 'electrical', 'industrial', 'new_energy'],
  pbt: ['electrical', 'automotive', 'household', 'new_energy'],
  pc: ['electrical', 'consumer', 'medical', 'construction'],
  abs: ['household', 'consumer', 'automotive', 'electrical'],
  pp: ['automotive', 'household', 'packaging', 'medical', 'construction'],
  pom: ['industrial', 'automotive', 'consumer', 'household'],
  pps: ['automotive', 'electrical', 'industrial', 'new_energy'],
};

const remark = `${DEMO_MARK}虚构牌号：数值按同类材料的典型范围生成，仅供演示，不代表任何真实产品。`;

function fillersOf(variant: Variant, random: Random): DemoSheet['fillers'] {
  // Some imports named the duplicates, so combining fillers has sheets to re-point.
  return variant.fillers.map(([filler, percent]) => ({
    filler:
      filler === 'glass_fibre' && random.chance(0.08)
        ? 'glass_fiber'
        : filler === 'talc' && random.chance(0.25)
          ? 'talcum'
          : filler,
    percent,
  }));
}

function featuresOf(resin: string, variant: Variant, truth: Truth, random: Random): string[] {
  const features = new Set<string>();
  for (const mod of variant.mods) {
    const feature = modifierFeatures[mod];
    if (feature) features.add(feature);
  }
  if (variant.fr) features.add('flame_retardant');
  if (variant.fr === 'halogen_free') features.add('halogen_free_fr');
  if (truth.shares.glass + truth.shares.carbon >= 0.3 && random.chance(0.5)) features.add('high_stiffness');
  if (truth.shares.mineral > 0 && random.chance(0.6)) features.add('low_warpage');
  if (truth.lightTransmission !== null) features.add('transparent');
  if (resin === 'pp' && truth.shares.total === 0 && random.chance(0.2)) features.add('food_contact');
  if (resin === 'pom' && random.chance(0.25)) features.add('mould_release');
  if (['pa6', 'pa66', 'pp'].includes(resin) && random.chance(0.1)) features.add('uv_stabilised');
  return [...features].sort();
}

function modesOf(resin: string, truth: Truth, random: Random): { modes: string[]; form: string } {
  const modes = ['injection'];
  const plain = truth.shares.total === 0 && !truth.flameRetardant;
  if (plain && resin !== 'pps' && random.chance(0.3)) modes.push('extrusion');
  if (plain && ['pp', 'pa6'].includes(resin) && random.chance(0.2)) modes.push('blow_moulding');
  if (plain && ['abs', 'pc', 'pp'].includes(resin) && random.chance(0.2)) modes.push('thermoforming');
  if (plain && resin === 'pp' && random.chance(0.1)) modes.push('film_blowing');
  if (plain && ['pp', 'pa6'].includes(resin) && random.chance(0.06)) {
    modes.push('rotational');
    return { modes, form: 'powder' };
  }
  return { modes, form: 'pellets' };
}

function colourOf(truth: Truth, random: Random): string {
  if (truth.lightTransmission !== null) return '透明';
  return random.weighted([
    ['本色', 40],
    ['黑色', 40],
    ['白色', 8],
    ['可定制颜色', 12],
  ] as const);
}

function timesOf(
  random: Random,
): Pick<DemoSheet, 'status' | 'enabled' | 'created_days_ago' | 'updated_days_ago'> {
  const status = random.weighted([
    [DatasheetStatus.published, 85],
    [DatasheetStatus.pending, 8],
    [DatasheetStatus.withdrawn, 7],
  ] as const);
  const created = random.between(1, HISTORY_DAYS);
  // A sheet waiting for review was just added or changed.
  const updated =
    status === DatasheetStatus.pending
      ? random.between(0, Math.min(created, 20))
      : random.between(0, created);
  return { status, enabled: random.chance(0.97), created_days_ago: created, updated_days_ago: updated };
}

function resinsOf(company: CompanySpec): string[] {
  return [...new Set(company.trademarks.flatMap((trademark) => trademark.resins))];
}

function sheetsOfCompany(company: CompanySpec, random: Random): DemoSheet[] {
  const namer = new GradeNamer(company);
  const sheets: DemoSheet[] = [];
  for (const resin of resinsOf(company)) {
    const r = random.fork(resin);
    const templates = variantsByResin[resin] ?? [];
    const profile = resinProfile(resin);
    const trademark = company.trademarks.find((candidate) => candidate.resins.includes(resin));
    for (const variant of r.sample(templates, r.int(3, 6))) {
      const truth = truthOf(resin, variant, r);
      const grade = namer.name(resin, profile.label, variant);
      const { modes, form } = modesOf(resin, truth, r);
      const base = {
        grade,
        company: company.key,
        trademark: trademark && r.chance(0.9) ? trademark.name : null,
        category: resin,
        fillers: fillersOf(variant, r),
        features: featuresOf(resin, variant, truth, r),
        appliances: r.sample(applianceChoices[resin] ?? ['industrial'], r.int(1, 3)),
        processing_modes: modes,
        form,
        colour: colourOf(truth, r),
        remarks: remark,
      };
      const gb = company.country === '中国' && r.chance(0.4);
      const system = company.imperial ? 'imperial' : 'si';
      sheets.push({
        ...base,
        region: company.region,
        system,
        ...timesOf(r),
        properties: gridOf(truth, { system, gb }, r),
      });
      if (company.imperial && r.chance(0.35)) {
        sheets.push({
          ...base,
          region: 'global',
          system: 'si',
          ...timesOf(r),
          properties: gridOf(truth, { system: 'si', gb: false }, r),
        });
      }
    }
  }
  return sheets;
}

/** Every demo sheet, oldest first, so DSNOs drawn in this order rise with the sheets' age. */
export function generateSheets(random: Random): DemoSheet[] {
  const sheets = companies.flatMap((company) => sheetsOfCompany(company, random.fork(company.key)));
  return sheets
    .map((sheet, index) => ({ sheet, index }))
    .sort((a, b) => b.sheet.created_days_ago - a.sheet.created_days_ago || a.index - b.index)
    .map(({ sheet }) => sheet);
}
