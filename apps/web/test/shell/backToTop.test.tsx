/**
 * The back-to-top button (spec §2, §9): hidden until the window has scrolled 400 px, 40×40 at 50 px from the
 * right and the bottom, and easing back to 0 in about 500 ms.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/App.tsx';
import { BackToTop } from '../../src/shell/BackToTop.tsx';
import { ShellProviders } from '../../src/shell/ShellProviders.tsx';

function scrollDocument(top: number) {
  act(() => {
    document.documentElement.scrollTop = top;
    window.dispatchEvent(new Event('scroll'));
  });
}

/** The button reads the scroll once per animation frame. */
async function nextFrame() {
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}

const button = () => screen.queryByTestId('back-to-top');

beforeEach(() => {
  document.documentElement.scrollTop = 0;
});

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.scrollTop = 0;
});

describe('back to top', () => {
  it('appears from 400 px of scroll and hides again above it', async () => {
    render(
      <AppProviders>
        <ShellProviders>
          <BackToTop />
        </ShellProviders>
      </AppProviders>,
    );
    expect(button()).toBeNull();
    scrollDocument(399);
    await nextFrame();
    expect(button()).toBeNull();
    scrollDocument(400);
    await nextFrame();
    const shown = button() as HTMLElement;
    expect(shown).not.toBeNull();
    scrollDocument(120);
    await nextFrame();
    // It fades out (happy-dom runs no transition: its end is signalled here), then leaves the page.
    await vi.waitFor(() => {
      fireEvent.transitionEnd(shown);
      fireEvent.animationEnd(shown);
      expect(button()).toBeNull();
    });
  });

  it('is 40×40 at 50 px from the right and the bottom, and eases to the top in about 500 ms', async () => {
    render(
      <AppProviders>
        <ShellProviders>
          <BackToTop />
        </ShellProviders>
      </AppProviders>,
    );
    scrollDocument(2000);
    await nextFrame();
    const el = button() as HTMLElement;
    expect(el.style.right).toBe('50px');
    expect(el.style.bottom).toBe('50px');
    expect(el.style.width).toBe('40px');
    expect(el.style.height).toBe('40px');
    expect(el.getAttribute('aria-label')).toBe('回到顶部');

    vi.useFakeTimers({ toFake: ['Date', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    act(() => el.click());
    const positions: number[] = [];
    for (let t = 0; t < 600; t += 50) {
      act(() => vi.advanceTimersByTime(50));
      positions.push(document.documentElement.scrollTop);
    }
    // Smooth: still on the way at 250 ms, eased (slow start), and at 0 once 500 ms have passed.
    const at = (ms: number) => positions[ms / 50 - 1] ?? Number.NaN;
    expect(at(50)).toBeGreaterThan(1900);
    expect(at(250)).toBeGreaterThan(0);
    expect(at(250)).toBeLessThan(2000);
    expect(at(450)).toBeGreaterThan(0);
    expect(at(550)).toBe(0);
    expect([...positions].sort((a, b) => b - a)).toEqual(positions);
  });
});
