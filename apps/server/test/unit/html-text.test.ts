import { describe, expect, it } from 'vitest';
import { htmlText } from '../../src/core/html-text.ts';

describe('the text of rich text', () => {
  it('decodes every entity, named or numeric, and leaves no tag', () => {
    expect(
      htmlText(
        '<p>A&amp;B &lt;PA66&gt; &quot;GF30&quot; &#39;x&#39; 5&nbsp;mm &mdash; 10&deg;C &#x4E2D;</p>',
      ),
    ).toBe('A&B <PA66> "GF30" \'x\' 5 mm — 10°C 中');
  });

  it('reads a > inside an attribute as text of the tag, not its end', () => {
    expect(htmlText('<a title="a > b" href="/x">链接</a>文字')).toBe('链接文字');
  });

  it('keeps words of one line together and parts blocks, and hides scripts and styles', () => {
    expect(htmlText('<p>耐<b>热</b>性</p><p>second</p><style>p{}</style><script>x()</script>')).toBe(
      '耐热性 second',
    );
  });

  it('gives a line per block, trimmed, at most one empty line, when asked for lines', () => {
    const html = '<h2> 标题 </h2><ul><li>一</li><li>二</li></ul>a<br>b<br><br><br><br>c';
    expect(htmlText(html, { lines: true })).toBe('标题\n一\n二\na\nb\n\nc');
  });
});
