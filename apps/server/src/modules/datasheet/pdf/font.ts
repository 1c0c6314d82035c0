/**
 * The CJK font the sheets are set in: Noto Sans SC (OFL-1.1), shipped as static TTFs by the
 * `@expo-google-fonts/noto-sans-sc` package, so nothing is fetched at run time and no system font is needed.
 * TrueType rather than CFF: pdfkit's subsetter keeps a TTF subset to a few KB, a CID-keyed CFF one to ~50 KB.
 * It covers Simplified Chinese, Latin and the symbols of datasheets (° ± µ ² ³ · Ω ≥ ≤ ~ –).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as fontkit from 'fontkit';

export interface SheetFonts {
  regular: fontkit.Font;
  bold: fontkit.Font;
}

/** The name each face is registered under in a document. */
export const FONT_REGULAR = 'sheet-regular';
export const FONT_BOLD = 'sheet-bold';

const require = createRequire(import.meta.url);
const fontFiles = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

async function parse(specifier: string): Promise<fontkit.Font> {
  // Loaded with the first PDF, not when the server starts.
  const { create } = await import('fontkit');
  const font = create(await readFile(require.resolve(specifier)));
  if ('fonts' in font) throw new Error(`${specifier} is a font collection, not a single face`);
  return font;
}

let loading: Promise<SheetFonts> | undefined;

/**
 * The two faces, read (~10 MB each) and parsed once per process and shared by every render after that.
 * Sharing the parsed font, not only its bytes, keeps its decoded tables and glyphs: a document then only
 * shapes its words and subsets the glyphs it used. Renders share it safely because pdfkit uses it
 * synchronously and writes nothing into it but caches. A failed load is not kept, so a later call retries.
 */
export function loadDatasheetPdfFonts(): Promise<SheetFonts> {
  loading ??= Promise.all([parse(fontFiles.regular), parse(fontFiles.bold)])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
