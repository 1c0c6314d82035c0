/**
 * The sticky bar (spec §2, §4): in the flow until its top reaches `stickyTop`, then fixed there with its
 * z-index, and back in the flow when scrolled back. Defaults: stickyTop 0, zIndex 1000.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Sticky } from '../../src/shell/Sticky.tsx';

/** Where the bar's holder sits relative to the viewport's top; happy-dom lays nothing out. */
let holderTop = 0;

beforeEach(() => {
  holderTop = 120;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    // The holder is the element around the bar's content (the one with the className).
    const isHolder = this.firstElementChild?.classList.contains('my-bar') ?? false;
    return DOMRect.fromRect({ x: 16, y: isHolder ? holderTop : 0, width: 800, height: 40 });
  });
});

afterEach(() => vi.restoreAllMocks());

function scrollTo(top: number) {
  act(() => {
    holderTop = top;
    window.dispatchEvent(new Event('scroll'));
  });
}

/** The element carrying the className (the bar's content) is the one that gets fixed. */
function renderBar(props: { stickyTop?: number; zIndex?: number } = {}) {
  const onChange = vi.fn();
  render(
    <Sticky {...props} className="my-bar" onChange={onChange}>
      <span data-testid="sticky-inner">bar</span>
    </Sticky>,
  );
  const content = screen.getByTestId('sticky-inner').parentElement as HTMLElement;
  return { content, onChange };
}

describe('the sticky bar', () => {
  it('applies the className and stays in the flow while below its offset', () => {
    const { content } = renderBar();
    expect(content.classList.contains('my-bar')).toBe(true);
    expect(content.getAttribute('data-sticky-fixed')).toBe('false');
    expect(content.style.position).toBe('');
  });

  it('becomes fixed at top 0 with z-index 1000 by default, and returns to the flow when scrolled back', () => {
    const { content, onChange } = renderBar();
    scrollTo(1);
    expect(content.style.position).toBe('');
    scrollTo(0);
    expect(content.getAttribute('data-sticky-fixed')).toBe('true');
    expect(content.style.position).toBe('fixed');
    expect(content.style.top).toBe('0px');
    expect(content.style.zIndex).toBe('1000');
    // Keeps its place and width, and the holder keeps its height so the page does not jump.
    expect(content.style.left).toBe('16px');
    expect(content.style.width).toBe('800px');
    expect(onChange).toHaveBeenLastCalledWith(true);
    scrollTo(-300);
    expect(content.style.position).toBe('fixed');
    scrollTo(50);
    expect(content.getAttribute('data-sticky-fixed')).toBe('false');
    expect(content.style.position).toBe('');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('honours its own offset and z-index', () => {
    const { content } = renderBar({ stickyTop: 64, zIndex: 5 });
    scrollTo(65);
    expect(content.style.position).toBe('');
    scrollTo(64);
    expect(content.style.position).toBe('fixed');
    expect(content.style.top).toBe('64px');
    expect(content.style.zIndex).toBe('5');
  });
});
