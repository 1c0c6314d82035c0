/**
 * Layout classes of maker-like PDFs (maker-pdfs.ts) about where text stands on the page rather than what a
 * table's heads say: a table that runs over a page break with its heads printed again under the next page's
 * own heading, and a table whose units stand in the names ("Density (kg/m³)", "[MPa]") with group labels
 * printed up the left margin and names in italics. Invented makers, grades and values.
 */
import { type MakerPdf, type Printed, row, table } from './maker-pdf-parts.ts';

const heads = ['Typical Properties', 'Nominal Value', 'Units', 'Test Method'];
const columns = [60, 320, 400, 470];

/** The heading each page of the sheet opens with. */
const pageHead = (page: number): Printed[] => [
  { page, x: 60, y: 40, text: 'CASSIAN', size: page === 1 ? 20 : 12, bold: true },
  { page, x: 470, y: 40, text: `Page ${page} of 2`, size: 8 },
];

const onPage = (page: number, texts: Printed[]) => texts.map((text) => ({ ...text, page }));

/** A table that goes on over the page break: the second page prints its heading and the heads again. */
const overPageBreak: MakerPdf = {
  name: 'over-page-break',
  layout: 'a table over two pages, heads repeated under the second page heading, page numbers, section lines',
  family: 'PP',
  texts: [
    ...pageHead(1),
    { x: 60, y: 75, text: 'HX3120', size: 28, bold: true },
    { x: 60, y: 110, text: 'Polypropylene Impact Copolymer', size: 13 },
    {
      x: 60,
      y: 135,
      text: 'HX3120 is a high impact copolymer for crates, pails and automotive parts.',
      size: 9,
    },
    ...table(
      columns,
      520,
      heads,
      [
        ['Physical', '', '', ''],
        ['Melt Flow Rate (230 °C/2.16 kg)', '12', 'g/10 min', 'ASTM D1238'],
        ['Density', '0.900', 'g/cm³', 'ASTM D792'],
        ['Mechanical', '', '', ''],
        ['Tensile Strength at Yield (50 mm/min)', '25.5', 'MPa', 'ASTM D638'],
        ['Elongation at Yield', '6.0', '%', 'ASTM D638'],
        ['Flexural Modulus - 1% Secant', '1,300', 'MPa', 'ASTM D790'],
        ['Impact', '', '', ''],
        ['Notched Izod Impact (23 °C)', '85', 'J/m', 'ASTM D256'],
      ],
      16,
    ),
    {
      x: 60,
      y: 790,
      text: 'Cassian Polymers B.V. · Typical values; not to be construed as specification limits.',
      size: 7,
    },
    ...onPage(2, [
      ...pageHead(2),
      { x: 60, y: 60, text: 'HX3120 Polypropylene Impact Copolymer', size: 10 },
      ...table(
        columns,
        100,
        heads,
        [
          ['Notched Izod Impact (-20 °C)', '45', 'J/m', 'ASTM D256'],
          ['Thermal', '', '', ''],
          ['Deflection Temperature (0.45 MPa)', '95', '°C', 'ASTM D648'],
          ['Hardness', '', '', ''],
          ['Shore D Hardness', '68', '', 'ASTM D2240'],
        ],
        16,
      ),
      { x: 60, y: 210, text: 'Notes', size: 9, bold: true },
      { x: 60, y: 222, text: 'Test specimens injection moulded to ASTM D4101 at 230 °C.', size: 8 },
    ]),
  ],
  truth: [
    row('HX3120', 'Melt Flow Rate', 'ASTM D1238', '230 °C, 2.16 kg', '12', 'g/10 min'),
    row('HX3120', 'Density', 'ASTM D792', '', '0.900', 'g/cm³'),
    row('HX3120', 'Tensile Strength at Yield', 'ASTM D638', '50 mm/min', '25.5', 'MPa'),
    row('HX3120', 'Elongation at Yield', 'ASTM D638', '', '6.0', '%'),
    row('HX3120', 'Flexural Modulus - 1% Secant', 'ASTM D790', '', '1,300', 'MPa'),
    row('HX3120', 'Notched Izod Impact', 'ASTM D256', '23 °C', '85', 'J/m'),
    row('HX3120', 'Notched Izod Impact', 'ASTM D256', '-20 °C', '45', 'J/m'),
    row('HX3120', 'Deflection Temperature', 'ASTM D648', '0.45 MPa', '95', '°C'),
    row('HX3120', 'Shore D Hardness', 'ASTM D2240', '', '68', ''),
  ],
};

const named = (y: number, name: string, method: string, value: string, italic = false): Printed[] => [
  { x: 75, y, text: name, italic },
  { x: 350, y, text: method },
  { x: 470, y, text: value },
];

/** Units in the names, group labels turned up the margin, some names in italics; no unit column. */
const unitsInNames: MakerPdf = {
  name: 'units-in-names',
  layout: 'no unit column: units in the names ("(kg/m³)", "[MPa]"), group labels up the margin, italic names',
  family: 'PP',
  texts: [
    { x: 60, y: 40, text: 'Veltra', size: 20, bold: true },
    { x: 400, y: 40, text: 'RJ470MO', size: 22, bold: true },
    { x: 60, y: 80, text: 'Polypropylene random copolymer for thin-wall packaging', size: 12 },
    { x: 75, y: 130, text: 'Property', bold: true },
    { x: 350, y: 130, text: 'Test Method', bold: true },
    { x: 470, y: 130, text: 'Value', bold: true },
    // Each group label starts on a row's baseline, as a label centred on its group's rows may.
    { x: 50, y: 166, text: 'PHYSICAL', size: 8, bold: true, rotate: 90 },
    ...named(150, 'Melt Flow Rate, 230 °C/2.16 kg (g/10 min)', 'ISO 1133', '70'),
    ...named(166, 'Density (kg/m³)', 'ISO 1183', '905'),
    { x: 50, y: 254, text: 'MECHANICAL', size: 8, bold: true, rotate: 90 },
    ...named(206, 'Tensile Modulus [MPa]', 'ISO 527-2', '1,250'),
    ...named(222, 'Tensile Stress at Yield [MPa]', 'ISO 527-2', '28'),
    ...named(238, 'Charpy Notched, 23 °C [kJ/m²]', 'ISO 179/1eA', '5.5', true),
    ...named(254, 'Charpy Notched, -20 °C [kJ/m²]', 'ISO 179/1eA', '1.5', true),
    { x: 50, y: 292, text: 'THERMAL', size: 8, bold: true, rotate: 90 },
    ...named(276, 'Heat Deflection Temperature, 0.45 MPa [°C]', 'ISO 75-2', '80'),
    ...named(292, 'Vicat Softening Temperature, 10 N [°C]', 'ISO 306', '132'),
    { x: 60, y: 400, text: 'Values measured on injection moulded specimens.', size: 8, italic: true },
  ],
  truth: [
    row('RJ470MO', 'Melt Flow Rate', 'ISO 1133', '230 °C, 2.16 kg', '70', 'g/10 min'),
    row('RJ470MO', 'Density', 'ISO 1183', '', '905', 'kg/m³'),
    row('RJ470MO', 'Tensile Modulus', 'ISO 527-2', '', '1,250', 'MPa'),
    row('RJ470MO', 'Tensile Stress at Yield', 'ISO 527-2', '', '28', 'MPa'),
    row('RJ470MO', 'Charpy Notched', 'ISO 179/1eA', '23 °C', '5.5', 'kJ/m²'),
    row('RJ470MO', 'Charpy Notched', 'ISO 179/1eA', '-20 °C', '1.5', 'kJ/m²'),
    row('RJ470MO', 'Heat Deflection Temperature', 'ISO 75-2', '0.45 MPa', '80', '°C'),
    row('RJ470MO', 'Vicat Softening Temperature', 'ISO 306', '10 N', '132', '°C'),
  ],
};

const sectionColumns = [60, 300, 360, 450];

/** A head line per section, its first head naming the section ("Rheological properties"). */
const section = (y: number, name: string, rows: readonly (readonly string[])[]): Printed[] =>
  table(sectionColumns, y, [name, 'Value', 'Unit', 'Test Standard'], rows, 14);

/** Engineering-grade sheets printing the heads again over each section, the section named in the first. */
const sectionHeads: MakerPdf = {
  name: 'section-heads',
  layout:
    'heads repeated over each section and naming it, standards with parts (ISO 527-1,-2), N for no break',
  family: 'PC',
  texts: [
    { x: 60, y: 40, text: 'NOVACARB 2405', size: 22, bold: true },
    { x: 60, y: 72, text: 'Polycarbonate, medium viscosity, injection moulding, UV stabilised', size: 11 },
    ...section(120, 'Rheological properties', [
      ['Melt volume-flow rate (300 °C/1.2 kg)', '19', 'cm³/10 min', 'ISO 1133'],
      ['Molding shrinkage, parallel', '0.6', '%', 'ISO 294-4'],
    ]),
    ...section(175, 'Mechanical properties (23 °C/50 % r. h.)', [
      ['Tensile modulus', '2400', 'MPa', 'ISO 527-1,-2'],
      ['Yield stress', '65', 'MPa', 'ISO 527-1,-2'],
      ['Charpy impact strength (23 °C)', 'N', 'kJ/m²', 'ISO 179/1eU'],
      ['Izod notched impact strength (-30 °C)', '12', 'kJ/m²', 'ISO 180/A'],
    ]),
    ...section(258, 'Thermal properties', [
      ['Temperature of deflection under load (1.80 MPa)', '125', '°C', 'ISO 75-1,-2'],
      ['Vicat softening temperature (50 N; 50 °C/h)', '145', '°C', 'ISO 306'],
    ]),
    ...section(313, 'Other properties (23 °C)', [
      ['Density', '1200', 'kg/m³', 'ISO 1183-1'],
      ['Water absorption (saturation value)', '0.30', '%', 'ISO 62'],
    ]),
    { x: 60, y: 370, text: 'Typical values for uncoloured products. Rev. 04/2026', size: 7 },
  ],
  truth: [
    row('2405', 'Melt volume-flow rate', 'ISO 1133', '300 °C, 1.2 kg', '19', 'cm³/10 min'),
    row('2405', 'Molding shrinkage, parallel', 'ISO 294-4', '', '0.6', '%'),
    row('2405', 'Tensile modulus', 'ISO 527-1,-2', '', '2400', 'MPa'),
    row('2405', 'Yield stress', 'ISO 527-1,-2', '', '65', 'MPa'),
    row('2405', 'Charpy impact strength', 'ISO 179/1eU', '23 °C', 'N', 'kJ/m²'),
    row('2405', 'Izod notched impact strength', 'ISO 180/A', '-30 °C', '12', 'kJ/m²'),
    row('2405', 'Temperature of deflection under load', 'ISO 75-1,-2', '1.8 MPa', '125', '°C'),
    row('2405', 'Vicat softening temperature', 'ISO 306', '50 N, 50 °C/h', '145', '°C'),
    row('2405', 'Density', 'ISO 1183-1', '', '1200', 'kg/m³'),
    row('2405', 'Water absorption (saturation value)', 'ISO 62', '', '0.30', '%'),
  ],
};

export const pageLayouts: readonly MakerPdf[] = [overPageBreak, unitsInNames, sectionHeads];
