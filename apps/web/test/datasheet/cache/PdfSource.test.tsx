/**
 * The page beside a PDF-read sheet's raw rows: the page's text drawn where it was printed, each row's value
 * boxed and numbered as the row is on the screen, an unsure row boxed apart and listed with its reason, a row
 * with a problem marked, and pointing at a box selecting its row.
 */
import type { CacheSource } from '@console/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PdfSource } from '../../../src/pages/datasheet/cache/PdfSource.tsx';

const source: CacheSource = {
  file: 'hanwha-951.pdf',
  extractor: 'rules',
  pages: [
    {
      page: 1,
      width: 612,
      height: 792,
      items: [
        { s: 'Density', x: 76, y: 442, w: 36, h: 11 },
        { s: '0.919', x: 501, y: 442, w: 28, h: 11 },
        { s: 'MELT INDEX', x: 385, y: 137, w: 70, h: 12 },
        { s: '8.5', x: 485, y: 137, w: 17, h: 12 },
      ],
    },
  ],
  marks: [
    { line: 1, page: 1, boxes: [[501, 432.7, 28, 12.1]], unsure: null },
    {
      line: 2,
      page: 1,
      boxes: [[485, 126.8, 17, 13.2]],
      unsure: { zh: '取自标题栏', en: 'from the headline box' },
    },
  ],
};

describe('PdfSource', () => {
  it('draws the page, boxes each value with its row number, lists the unsure rows', () => {
    const onSelect = vi.fn();
    render(
      <PdfSource
        source={source}
        lines={[1, 2]}
        problemRows={new Set([0])}
        selected={null}
        onSelect={onSelect}
      />,
    );
    const page = screen.getByTestId('pdf-page-1');
    expect(page.textContent).toContain('Density');
    expect(page.textContent).toContain('0.919');
    const first = screen.getByTestId('pdf-mark-1');
    const second = screen.getByTestId('pdf-mark-2');
    // Row 1 has a problem; row 2 was read from the headline box, unsure.
    expect(first.getAttribute('class')).toContain('pdf-mark--problem');
    expect(second.getAttribute('class')).toContain('pdf-mark--unsure');
    expect(first.querySelector('rect')?.getAttribute('x')).toBe('500');
    expect(first.textContent).toBe('1');
    expect(screen.getByTestId('pdf-unsure').textContent).toContain('取自标题栏');
    fireEvent.mouseEnter(second);
    expect(onSelect).toHaveBeenCalledWith(2);
  });
});
