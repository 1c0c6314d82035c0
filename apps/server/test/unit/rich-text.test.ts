/** What the rich-text sanitiser keeps of inline styles and classes, and what it drops. */
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/engine/rich-text.ts';

describe('rich-text styles', () => {
  it('keeps the alignment of text blocks and the colour of a run of text', () => {
    expect(sanitizeRichText('<p style="text-align: center">居中</p>')).toBe(
      '<p style="text-align:center">居中</p>',
    );
    expect(
      sanitizeRichText('<h2 style="text-align:right">右</h2><li style="text-align:justify">齐</li>'),
    ).toBe('<h2 style="text-align:right">右</h2><li style="text-align:justify">齐</li>');
    for (const value of ['#c00', '#CC0000', 'rgb(204, 0, 0)', 'rgba(0,0,0,0.5)', 'red']) {
      expect(sanitizeRichText(`<span style="color: ${value}">红</span>`)).toBe(
        `<span style="color:${value}">红</span>`,
      );
    }
  });

  it('drops an overlay, a background image and any other property, keeping the text and allowed styles', () => {
    expect(
      sanitizeRichText(
        '<p style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:9999;text-align:left">盖</p>',
      ),
    ).toBe('<p style="text-align:left">盖</p>');
    expect(sanitizeRichText('<span style="background:url(https://evil.example/x.png)">图</span>')).toBe(
      '<span>图</span>',
    );
    expect(sanitizeRichText('<span style="background-image: url(javascript:alert(1))">脚本</span>')).toBe(
      '<span>脚本</span>',
    );
    expect(sanitizeRichText('<div style="position:absolute">块</div>')).toBe('<div>块</div>');
    expect(sanitizeRichText('<a href="https://a.example" style="display:block">链</a>')).toBe(
      '<a href="https://a.example">链</a>',
    );
  });

  it('refuses property values outside their strict form', () => {
    expect(sanitizeRichText('<span style="color: expression(alert(1))">x</span>')).toBe('<span>x</span>');
    expect(sanitizeRichText('<span style="color: url(https://evil.example/a)">x</span>')).toBe(
      '<span>x</span>',
    );
    expect(sanitizeRichText('<span style="color: red; position: fixed">x</span>')).toBe(
      '<span style="color:red">x</span>',
    );
    expect(sanitizeRichText('<p style="text-align: center; text-align: -webkit-center">x</p>')).toBe(
      '<p style="text-align:center">x</p>',
    );
    // Alignment is for text blocks, colour for runs of text: not the other way round.
    expect(sanitizeRichText('<span style="text-align:center">x</span>')).toBe('<span>x</span>');
    expect(sanitizeRichText('<p style="color:red">x</p>')).toBe('<p>x</p>');
  });

  it('drops what PostgreSQL cannot store (NUL, a lone surrogate), keeping the text around it', () => {
    expect(sanitizeRichText('<p>a\u0000b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<p>x\ud800y\udc00z</p>')).toBe('<p>xyz</p>');
    expect(sanitizeRichText('<p>😀</p>')).toBe('<p>😀</p>');
    expect(sanitizeRichText('<a href="java\u0000script:alert(1)">l</a>')).toBe('<a>l</a>');
  });

  it('keeps only a code block language as a class', () => {
    expect(sanitizeRichText('<pre><code class="language-ts">x</code></pre>')).toBe(
      '<pre><code class="language-ts">x</code></pre>',
    );
    expect(sanitizeRichText('<p class="modal-mask">x</p><code class="evil language-ts">y</code>')).toBe(
      '<p>x</p><code class="language-ts">y</code>',
    );
  });
});
