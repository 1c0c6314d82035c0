/**
 * PDF datasheets the project makes itself, one per layout class a maker's sheet comes in, each laid out as a
 * maker lays a sheet out (a logo word and the grade large at the top, a subtitle naming the polymer, a property
 * table under column heads, footnotes, an address line) and each with the rows a reader must find in it — its
 * truth. The makers, grades and values are invented. The tests (unit, integration, e2e) read these instead
 * of the real maker sheets in ../shared/tds-samples/, which only the benchmark and an optional test use.
 *
 * Set in Noto Sans SC (the font the console's own PDFs use, a dependency), which prints ㎤, ℃ and µ.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { address, logo, type MakerPdf, row, table } from './maker-pdf-parts.ts';
import { filmLayouts } from './maker-pdfs-film.ts';
import { groupedLayouts } from './maker-pdfs-grouped.ts';
import { europeanTwoLineHeads, headlessSections } from './maker-pdfs-headless.ts';
import { pageLayouts } from './maker-pdfs-pages.ts';
import type { TruthRow } from './pdf-truth.ts';

export type { MakerPdf, Printed } from './maker-pdf-parts.ts';
export type { TruthRow };

const require = createRequire(import.meta.url);
const fonts = {
  regular: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
};

/** The sheet as a PDF of A4 pages (one unless a piece names a later page). */
export function renderMakerPdf(sheet: MakerPdf): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, compress: true });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  let page = 1;
  const texts = [...sheet.texts].sort((a, b) => (a.page ?? 1) - (b.page ?? 1));
  for (const { x, y, text, size = 10, bold = false, rotate, italic, ...at } of texts) {
    for (; page < (at.page ?? 1); page += 1) doc.addPage({ size: 'A4', margin: 0 });
    doc.save();
    // pdfkit turns clockwise for a positive angle; a label up the margin is printed anticlockwise.
    if (rotate) doc.rotate(-rotate, { origin: [x, y] });
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(size)
      .text(text, x, y, { lineBreak: false, oblique: italic ? 12 : false });
    doc.restore();
  }
  doc.end();
  return done;
}

/** An extrusion-coating LDPE sheet: a headline box repeating the table, heads "Physical Properties | Unit | Test Method | Value". */
const coating: MakerPdf = {
  name: 'ldpe-coating',
  family: 'LDPE',
  layout: 'one grade, headline box, units in CJK forms (g/㎤, ℃, kg/cm²), a bound and a dash for no method',
  texts: [
    { x: 60, y: 50, text: 'NORTHWIND', size: 26, bold: true },
    { x: 440, y: 40, text: 'L820', size: 44, bold: true },
    { x: 60, y: 90, text: 'Low Density Polyethylene', size: 17 },
    { x: 60, y: 120, text: 'Extrusion Coating Grade', size: 13 },
    { x: 385, y: 120, text: 'MELT INDEX', size: 11 },
    { x: 490, y: 120, text: '6.5', size: 11 },
    { x: 385, y: 138, text: 'DENSITY', size: 11 },
    { x: 490, y: 138, text: '0.918', size: 11 },
    {
      x: 60,
      y: 175,
      text: 'NORTHWIND LDPE L820 is made in a tubular reactor for coating paper and board at high line speed.',
    },
    { x: 60, y: 189, text: 'It draws down evenly and seals at low temperature.' },
    ...table(
      [75, 285, 372, 500],
      300,
      ['Physical Properties', 'Unit', 'Test Method', 'Value'],
      [
        ['Melt Index', 'g/10min', 'ASTM D1238', '6.5'],
        ['Density', 'g/㎤', 'ASTM D1505', '0.918'],
        ['Vicat Softening Point', '℃', 'ASTM D1525', '88'],
        ['Melting Point', '℃', 'ASTM D3417', '107'],
        ['Tensile Strength at Break', 'kg/cm²', 'ASTM D638', '120'],
        ['Elongation at Break', '%', 'ASTM D638', '500'],
        ['Brittleness Temperature, F', '℃', 'ASTM D746', '<-76'],
        ['Allowable Coating Speed', 'm/min.', '-', '>300'],
      ],
    ),
    { x: 60, y: 440, text: '1. Typical values, not to be taken as a specification.', size: 9 },
    address(),
  ],
  truth: [
    row('L820', 'Melt Index', 'ASTM D1238', '', '6.5', 'g/10min'),
    row('L820', 'Density', 'ASTM D1505', '', '0.918', 'g/㎤'),
    row('L820', 'Vicat Softening Point', 'ASTM D1525', '', '88', '℃'),
    row('L820', 'Melting Point', 'ASTM D3417', '', '107', '℃'),
    row('L820', 'Tensile Strength at Break', 'ASTM D638', '', '120', 'kg/cm²'),
    row('L820', 'Elongation at Break', 'ASTM D638', '', '500', '%'),
    row('L820', 'Brittleness Temperature, F', 'ASTM D746', '', '<-76', '℃'),
    row('L820', 'Allowable Coating Speed', '', '', '>300', 'm/min'),
  ],
};

/** Two grades in the title, a line per grade saying what differs, one value column for both. */
const twoGrades: MakerPdf = {
  name: 'two-grades',
  family: 'LLDPE',
  layout: 'two grades sharing one value column, "Typical Value" head',
  texts: [
    { x: 60, y: 45, text: 'NX2210 / NX2230', size: 24, bold: true },
    logo,
    { x: 60, y: 85, text: 'Linear Low Density Polyethylene for cast film', size: 13 },
    { x: 60, y: 115, text: 'NX2210: slip and antiblock added' },
    { x: 60, y: 130, text: 'NX2230: no additives' },
    ...table(
      [60, 250, 330, 450],
      180,
      ['Property', 'Unit', 'Test Method', 'Typical Value'],
      [
        ['Melt Index', 'g/10 min', 'ASTM D1238', '2.0'],
        ['Density', 'g/cm³', 'ASTM D1505', '0.918'],
        ['Haze', '%', 'ASTM D1003', '9'],
      ],
    ),
    address(),
  ],
  truth: ['NX2210', 'NX2230'].flatMap((grade) => [
    row(grade, 'Melt Index', 'ASTM D1238', '', '2.0', 'g/10 min'),
    row(grade, 'Density', 'ASTM D1505', '', '0.918', 'g/cm³'),
    row(grade, 'Haze', 'ASTM D1003', '', '9', '%'),
  ]),
};

/** ISO-style heads in another order (value before unit), sections inside the table, a note block after it. */
const valueFirst: MakerPdf = {
  name: 'value-before-unit',
  family: 'PP',
  layout: 'Property | Test Method | Typical Value | Unit, section lines, conditions in names, a note block',
  texts: [
    { x: 60, y: 45, text: 'KP330H', size: 24, bold: true },
    logo,
    { x: 60, y: 85, text: 'Polypropylene homopolymer for injection moulding', size: 13 },
    ...table(
      [60, 250, 360, 460],
      150,
      ['Properties', 'Test Method', 'Typical Value', 'Unit'],
      [
        ['Physical Properties', '', '', ''],
        ['Melt Flow Rate (230 °C/2.16 kg)', 'ISO 1133', '12', 'g/10 min'],
        ['Density', 'ISO 1183', '0.905', 'g/cm³'],
        ['Mechanical Properties', '', '', ''],
        ['Flexural Modulus', 'ISO 178', '1,450', 'MPa'],
        ['Charpy Notched (23 °C)', 'ISO 179', '4.5', 'kJ/m²'],
        ['Thermal Properties', '', '', ''],
        ['HDT (0.45 MPa)', 'ISO 75-2', '95', '°C'],
      ],
    ),
    { x: 60, y: 300, text: 'Note', bold: true },
    { x: 60, y: 315, text: 'Specimens injection moulded at' },
    { x: 360, y: 315, text: '230 °C' },
    { x: 60, y: 330, text: 'Mould temperature' },
    { x: 360, y: 330, text: '40' },
    address(),
  ],
  truth: [
    row('KP330H', 'Melt Flow Rate', 'ISO 1133', '230 °C, 2.16 kg', '12', 'g/10 min'),
    row('KP330H', 'Density', 'ISO 1183', '', '0.905', 'g/cm³'),
    row('KP330H', 'Flexural Modulus', 'ISO 178', '', '1,450', 'MPa'),
    row('KP330H', 'Charpy Notched', 'ISO 179', '23 °C', '4.5', 'kJ/m²'),
    row('KP330H', 'HDT', 'ISO 75-2', '0.45 MPa', '95', '°C'),
  ],
};

/** A film sheet: directions labelled in one cell, pairs under a name saying (MD / TD), double-starred pairs. */
const filmPairs: MakerPdf = {
  name: 'film-pairs',
  family: 'LLDPE',
  layout: 'MD : a*, TD: b* in one cell, a / b under "(MD / TD)", pairs by the ** footnote, µ and g/ mic.',
  texts: [
    { x: 60, y: 45, text: 'FB1820', size: 24, bold: true },
    logo,
    { x: 60, y: 85, text: 'Metallocene linear low density polyethylene for blown film', size: 13 },
    ...table(
      [60, 250, 350, 420],
      150,
      ['Property', 'Method', 'Unit', 'Value'],
      [
        ['Film Thickness', 'Internal', 'µ', '25'],
        ['Tensile Strength at Break', 'ASTM D882', 'MPa', 'MD : 52*, TD: 47*'],
        ['Elmendorf Tear (MD / TD)', 'ASTM D1922', 'g', '130 / 410'],
        ['Secant Modulus 1%', 'ASTM D882', 'MPa', '190/215**'],
        ['Dart Drop', 'ASTM D1709', 'g/ mic.', '6.5'],
        ['Haze*', 'ASTM D1003', '%', '8*'],
      ],
    ),
    { x: 60, y: 270, text: '* Blown film of 25 µm at a blow-up ratio of 2.5', size: 8 },
    { x: 60, y: 282, text: '** MD / TD', size: 8 },
    address(),
  ],
  truth: [
    row('FB1820', 'Film Thickness', 'Internal', '', '25', 'µ'),
    row('FB1820', 'Tensile Strength at Break', 'ASTM D882', 'MD', '52', 'MPa'),
    row('FB1820', 'Tensile Strength at Break', 'ASTM D882', 'TD', '47', 'MPa'),
    row('FB1820', 'Elmendorf Tear', 'ASTM D1922', 'MD', '130', 'g'),
    row('FB1820', 'Elmendorf Tear', 'ASTM D1922', 'TD', '410', 'g'),
    row('FB1820', 'Secant Modulus 1%', 'ASTM D882', 'MD', '190', 'MPa'),
    row('FB1820', 'Secant Modulus 1%', 'ASTM D882', 'TD', '215', 'MPa'),
    row('FB1820', 'Dart Drop', 'ASTM D1709', '', '6.5', 'g/ mic'),
    row('FB1820', 'Haze', 'ASTM D1003', '', '8', '%'),
  ],
};

/** Conditions in the method cell, degrees drawn as a raised o, a bare C, names that wrap, a Chinese-free HDPE. */
const methodConditions: MakerPdf = {
  name: 'method-conditions',
  family: 'HDPE',
  layout:
    'conditions after the method, a raised o for the degree, bare C, names wrapping onto two or three lines',
  texts: [
    { x: 60, y: 45, text: 'HB5502', size: 24, bold: true },
    logo,
    { x: 60, y: 85, text: 'High Density Polyethylene for blow moulding', size: 13 },
    ...table([60, 220, 390, 470], 150, ['Property', 'Test Method', 'Unit', 'Value'], []),
    { x: 60, y: 168, text: 'Melt Flow Rate' },
    { x: 220, y: 168, text: 'ASTM D 1238 @ 190 C, 2.16 kg' },
    { x: 303, y: 163, text: 'o', size: 5 },
    { x: 390, y: 168, text: 'g/10 min' },
    { x: 470, y: 168, text: '0.35' },
    { x: 60, y: 183, text: 'Density @ 23oC' },
    { x: 220, y: 183, text: 'ASTM D792' },
    { x: 390, y: 183, text: 'g/cc' },
    { x: 470, y: 183, text: '0.955' },
    { x: 60, y: 198, text: 'Vicat Softening Temperature' },
    { x: 220, y: 198, text: 'ASTM D1525' },
    { x: 390, y: 193, text: 'o', size: 5 },
    { x: 393, y: 198, text: 'C' },
    { x: 470, y: 198, text: '127' },
    { x: 60, y: 213, text: 'Brittleness Temperature' },
    { x: 220, y: 213, text: 'ASTM D746' },
    { x: 390, y: 213, text: 'C' },
    { x: 470, y: 213, text: '< -70' },
    { x: 60, y: 233, text: 'Dart Impact Strength, F50' },
    { x: 60, y: 246, text: '(38 mm dart, 66 cm height)' },
    { x: 220, y: 246, text: 'ASTM D1709' },
    { x: 390, y: 246, text: 'g' },
    { x: 470, y: 246, text: '95' },
    { x: 60, y: 266, text: 'Tensile Strength' },
    { x: 60, y: 279, text: 'at Yield' },
    { x: 220, y: 279, text: 'ASTM D638' },
    { x: 390, y: 279, text: 'kg/cm2' },
    { x: 470, y: 279, text: '290' },
    { x: 60, y: 292, text: '(50 mm/min)' },
    { x: 60, y: 312, text: 'ESCR, F50' },
    { x: 220, y: 312, text: 'ASTM D1693' },
    { x: 390, y: 312, text: 'hr' },
    { x: 470, y: 312, text: '>1000' },
    { x: 60, y: 345, text: 'Note: test specimens compression moulded to ASTM D4703.', size: 8 },
    address(),
  ],
  truth: [
    row('HB5502', 'Melt Flow Rate', 'ASTM D1238', '190 °C, 2.16 kg', '0.35', 'g/10 min'),
    row('HB5502', 'Density', 'ASTM D792', '23 °C', '0.955', 'g/cc'),
    row('HB5502', 'Vicat Softening Temperature', 'ASTM D1525', '', '127', '°C'),
    row('HB5502', 'Brittleness Temperature', 'ASTM D746', '', '<-70', '°C'),
    row('HB5502', 'Dart Impact Strength, F50', 'ASTM D1709', '38 mm dart, 66 cm height', '95', 'g'),
    row('HB5502', 'Tensile Strength at Yield', 'ASTM D638', '50 mm/min', '290', 'kg/cm2'),
    row('HB5502', 'ESCR, F50', 'ASTM D1693', '', '>1000', 'hr'),
  ],
};

/**
 * A sheet the rules read only in part: the first row's name is not printed as text (a maker drew it as an
 * image), so its values stand on a line no row can take. Its truth is what a reader that sees the page finds.
 */
export const partlyReadable: MakerPdf = {
  name: 'partly-readable',
  family: 'PP',
  layout: 'a value line without a name above the first named row',
  texts: [
    { x: 60, y: 45, text: 'QR7710', size: 24, bold: true },
    logo,
    { x: 60, y: 85, text: 'Polypropylene random copolymer', size: 13 },
    ...table(
      [60, 250, 330, 450],
      150,
      ['Property', 'Unit', 'Test Method', 'Value'],
      [
        ['', 'g/10 min', 'ISO 1133', '7.5'],
        ['Density', 'g/cm³', 'ISO 1183', '0.900'],
      ],
    ),
    address(),
  ],
  truth: [
    row('QR7710', 'Melt Flow Rate', 'ISO 1133', '230 °C, 2.16 kg', '7.5', 'g/10 min'),
    row('QR7710', 'Density', 'ISO 1183', '', '0.900', 'g/cm³'),
  ],
};

/** Every layout class, by name. */
export const makerPdfs: readonly MakerPdf[] = [
  coating,
  twoGrades,
  valueFirst,
  filmPairs,
  methodConditions,
  europeanTwoLineHeads,
  headlessSections,
  ...groupedLayouts,
  ...pageLayouts,
  ...filmLayouts,
];

export function makerPdf(name: string): MakerPdf {
  const sheet = makerPdfs.find((each) => each.name === name);
  if (!sheet) throw new Error(`no maker PDF named ${name}`);
  return sheet;
}
