import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/App.tsx';
import { ShellProviders } from '../../src/shell/ShellProviders.tsx';

function MotionProbe() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('animations and the reduced-motion preference', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps antd animations on by default', () => {
    mockReducedMotion(false);
    render(
      <AppProviders>
        <ShellProviders>
          <MotionProbe />
        </ShellProviders>
      </AppProviders>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });

  it('turns them off when the system asks for less motion', () => {
    mockReducedMotion(true);
    render(
      <AppProviders>
        <ShellProviders>
          <MotionProbe />
        </ShellProviders>
      </AppProviders>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false');
  });
});
