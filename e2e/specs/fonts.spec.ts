import { expect } from '@playwright/test';
import { logInAt, saveScreenshot, test } from '../fixtures.ts';

/** The signs of the datasheets' units and limits. */
const SIGNS = ['℃', '±', '≤', '≥', 'µ', '²', '³'];

test('the signs of units and limits are drawn, with ink, in the font stack the console asks for', async ({
  page,
}) => {
  await logInAt(page, '/dashboard');
  const drawn = await page.evaluate(async (signs) => {
    const family = getComputedStyle(document.body).fontFamily;
    const font = `40px ${family}`;
    await Promise.all(signs.map((sign) => document.fonts.load(font, sign)));
    const canvas = document.createElement('canvas');
    canvas.width = 80;
    canvas.height = 80;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d canvas');
    /** The pixels a character leaves: its ink, as a string to compare, and how many are inked. */
    const ink = (text: string) => {
      context.clearRect(0, 0, 80, 80);
      context.font = font;
      context.fillStyle = '#000';
      context.textBaseline = 'middle';
      context.fillText(text, 10, 40);
      const alpha = [...context.getImageData(0, 0, 80, 80).data].filter((_, i) => i % 4 === 3);
      return { pixels: alpha.filter((a) => a > 0).length, bitmap: alpha.join(',') };
    };
    // A code point no font has: what a missing glyph looks like (the .notdef box or nothing).
    const missing = ink('\u{10FFFD}');
    // The same signs in the page, as a person sees them in a screen's text.
    const line = document.createElement('div');
    line.style.cssText =
      'position:fixed;left:240px;top:120px;z-index:3000;padding:8px;background:#fff;font-size:40px';
    line.dataset.testid = 'font-signs';
    line.textContent = `≥ 240 ℃ ${signs.join(' ')}`;
    document.body.append(line);
    return {
      family,
      signs: signs.map((sign) => {
        const span = document.createElement('span');
        span.textContent = sign;
        line.append(span);
        const width = span.getBoundingClientRect().width;
        span.remove();
        const { pixels, bitmap } = ink(sign);
        return { sign, width, pixels, notdef: bitmap === missing.bitmap };
      }),
    };
  }, SIGNS);

  // A Chinese font with the signs is asked for before WenQuanYi Micro Hei, whose ℃ is an empty glyph.
  const stack = drawn.family.split(',').map((name) => name.trim().replace(/^"|"$/g, ''));
  expect(stack.indexOf('Noto Sans CJK SC')).toBeLessThan(stack.indexOf('WenQuanYi Micro Hei'));
  for (const sign of drawn.signs) {
    expect(sign.width, `${sign.sign} has a width`).toBeGreaterThan(0);
    expect(sign.pixels, `${sign.sign} leaves ink`).toBeGreaterThan(20);
    expect(sign.notdef, `${sign.sign} is not the missing-glyph box`).toBe(false);
  }
  await expect(page.getByTestId('font-signs')).toBeVisible();
  await saveScreenshot(page, 'font-unit-signs');
});
