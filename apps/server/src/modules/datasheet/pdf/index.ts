export { loadDatasheetPdfFonts } from './font.ts';
export { renderDatasheetPdf } from './render.ts';
export type {
  DatasheetPdfFiller,
  DatasheetPdfOptions,
  DatasheetPdfPropertyGroup,
  DatasheetPdfPropertyRow,
  DatasheetPdfView,
} from './view.ts';
