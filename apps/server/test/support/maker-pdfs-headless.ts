/**
 * Two more layout classes of maker-like PDFs (maker-pdfs.ts): a European sheet whose heads are printed on two
 * lines, its values with their unit in one cell and a decimal comma, and a sheet whose table prints no heads at
 * all, its rows under section lines. Invented grades and values.
 */
import { address, logo, type MakerPdf, type Printed, row } from './maker-pdf-parts.ts';

/** Heads on two lines ("Test" over "Method", "Typical" over "Value"), "0,921 g/cm³" in one cell. */
export const europeanTwoLineHeads: MakerPdf = {
  name: 'european-two-line-heads',
  family: 'LDPE',
  layout: 'heads on two lines, a value and its unit in one cell, decimal commas in values and conditions',
  texts: [
    { x: 60, y: 45, text: 'EU4410', size: 24, bold: true },
    logo,
    { x: 60, y: 85, text: 'Low density polyethylene for film', size: 13 },
    { x: 60, y: 150, text: 'Property', bold: true },
    { x: 260, y: 150, text: 'Test', bold: true },
    { x: 400, y: 150, text: 'Typical', bold: true },
    { x: 260, y: 162, text: 'Method', bold: true },
    { x: 400, y: 162, text: 'Value', bold: true },
    { x: 60, y: 182, text: 'Melt Flow Rate (190 °C/2,16 kg)' },
    { x: 260, y: 182, text: 'ISO 1133' },
    { x: 400, y: 182, text: '0,75 g/10 min' },
    { x: 60, y: 197, text: 'Density' },
    { x: 260, y: 197, text: 'ISO 1183' },
    { x: 400, y: 197, text: '0,921 g/cm³' },
    { x: 60, y: 212, text: 'Melting Temperature' },
    { x: 260, y: 212, text: 'ISO 11357' },
    { x: 400, y: 212, text: '110 °C' },
    address(),
  ],
  truth: [
    row('EU4410', 'Melt Flow Rate', 'ISO 1133', '190 °C, 2.16 kg', '0.75', 'g/10 min'),
    row('EU4410', 'Density', 'ISO 1183', '', '0.921', 'g/cm³'),
    row('EU4410', 'Melting Temperature', 'ISO 11357', '', '110', '°C'),
  ],
};

const line = (y: number, name: string, method: string, value: string): Printed[] => [
  { x: 60, y, text: name },
  { x: 260, y, text: method },
  { x: 430, y, text: value },
];

/** No heads: rows found by their alignment, across section lines, each value with its unit. */
export const headlessSections: MakerPdf = {
  name: 'headless-sections',
  family: 'PP',
  layout: 'no heads, section lines between rows, values printed with their unit',
  texts: [
    { x: 60, y: 45, text: 'RB6600', size: 24, bold: true },
    logo,
    { x: 60, y: 85, text: 'Polypropylene block copolymer', size: 13 },
    { x: 60, y: 150, text: 'Physical', size: 12, bold: true },
    ...line(168, 'Melt Flow Rate', 'ISO 1133', '6 g/10 min'),
    ...line(183, 'Density', 'ISO 1183', '0.900 g/cm³'),
    { x: 60, y: 203, text: 'Mechanical', size: 12, bold: true },
    ...line(221, 'Tensile Strength at Yield', 'ISO 527', '24 MPa'),
    ...line(236, 'Flexural Modulus', 'ISO 178', '1150 MPa'),
    address(),
  ],
  truth: [
    row('RB6600', 'Melt Flow Rate', 'ISO 1133', '', '6', 'g/10 min'),
    row('RB6600', 'Density', 'ISO 1183', '', '0.900', 'g/cm³'),
    row('RB6600', 'Tensile Strength at Yield', 'ISO 527', '', '24', 'MPa'),
    row('RB6600', 'Flexural Modulus', 'ISO 178', '', '1150', 'MPa'),
  ],
};
