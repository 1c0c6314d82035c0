/**
 * Scroll on navigation (spec §2): back and forward restore the position saved for that history entry; a new
 * navigation starts at the top, even to a path seen before.
 */
import { act, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useScrollRestoration } from '../../src/router/useScrollRestoration.ts';

let navigate: NavigateFunction = () => undefined;

function Host() {
  navigate = useNavigate();
  useScrollRestoration(false);
  return null;
}

function go(to: string | number) {
  act(() => {
    if (typeof to === 'number') void navigate(to);
    else void navigate(to);
  });
}

/** A person scrolling the window (happy-dom fires no scroll event of its own). */
function scrollWindow(top: number) {
  act(() => {
    window.scrollTo(0, top);
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  // A long page, so any position is reachable at once (happy-dom lays nothing out).
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10_000 });
});

afterEach(() => window.scrollTo(0, 0));

describe('scroll restoration', () => {
  it('goes to the top on a new navigation and restores the saved position on back and forward', () => {
    render(
      <MemoryRouter initialEntries={['/first']}>
        <Host />
      </MemoryRouter>,
    );
    expect(window.history.scrollRestoration).toBe('manual');
    scrollWindow(500);

    go('/second');
    expect(window.scrollY).toBe(0);
    scrollWindow(260);

    go(-1);
    expect(window.scrollY).toBe(500);
    go(1);
    expect(window.scrollY).toBe(260);

    // A new visit of a path seen before is a new history entry: the top again.
    go('/first');
    expect(window.scrollY).toBe(0);
    scrollWindow(90);
    go(-1);
    expect(window.scrollY).toBe(260);
  });

  it('restores a position the page cannot reach yet once it has grown (a screen still loading)', async () => {
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Host />
      </MemoryRouter>,
    );
    scrollWindow(2400);
    go('/detail');
    // Coming back, the list is still short: the position is retried until the page is long enough.
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 1000 });
    go(-1);
    window.scrollTo(0, 0);
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10_000 });
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(window.scrollY).toBe(2400);
  });
});
