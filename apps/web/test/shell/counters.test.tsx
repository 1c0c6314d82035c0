/**
 * The top bar's counting items (spec §1, §4, §9): a tooltip only while the count is non-zero (the proposal
 * tiles also say when all is handled), the network-expansion badge hidden at zero, the comment bell counted
 * on creation and then every hour, and the fullscreen toggle.
 */
import { apiPaths, COMMENT_REFRESH_MS } from '@console/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommentBell, NetworkExpansionEntry, ProposalPanel } from '../../src/shell/CounterItems.tsx';
import { FullscreenToggle } from '../../src/shell/FullscreenToggle.tsx';
import { at, installFakeShellServer, renderWithProviders, server } from './harness.tsx';

installFakeShellServer();

afterEach(() => vi.useRealTimers());

/**
 * Hovers the element: the text of the tooltip it opens, else null. An open tooltip is named by the element's
 * aria-describedby; ids are all alike under test, but a tooltip's popup is added on its first opening, so it
 * is the last one of the page (each element here is hovered once).
 */
async function tooltipOf(element: HTMLElement): Promise<string | null> {
  // antd opens a tooltip after 0.1 s: the clock is moved past it rather than waited for.
  vi.useFakeTimers();
  fireEvent.mouseEnter(element);
  await act(async () => vi.advanceTimersByTime(300));
  const popups = document.querySelectorAll('[role="tooltip"]');
  const text = element.hasAttribute('aria-describedby')
    ? (popups[popups.length - 1]?.textContent ?? null)
    : null;
  fireEvent.mouseLeave(element);
  await act(async () => vi.advanceTimersByTime(300));
  vi.useRealTimers();
  return text;
}

const countOf = (testId: string) => screen.getByTestId(testId).getAttribute('data-count');
const commentCalls = () => server.calls.filter((c) => c === `GET ${apiPaths.videoCommentCount}`).length;

describe('the counting items of the top bar', () => {
  it('network expansion: no badge and no tooltip at zero', async () => {
    renderWithProviders(<NetworkExpansionEntry />);
    await waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
    const entry = screen.getByTestId('network-expansion');
    expect(countOf('network-expansion')).toBe('0');
    expect(entry.querySelector('.ant-badge-count')).toBeNull();
    expect(await tooltipOf(entry)).toBeNull();
  });

  it('network expansion: the badge and a tooltip with the count, and its list on click', async () => {
    server.counters['network_expansion_service.waiting.user'] = 3;
    renderWithProviders(<NetworkExpansionEntry />);
    await waitFor(() => expect(countOf('network-expansion')).toBe('3'));
    const entry = screen.getByTestId('network-expansion');
    expect(entry.querySelector('.ant-badge-count')?.textContent).toBe('3');
    expect(await tooltipOf(entry)).toBe('3 条待处理拓网服务');
    fireEvent.click(entry);
    expect(at()).toBe('/enterprise/network_expansion/service_list?status=0');
  });

  it('comment bell: a tooltip only while comments wait, and the unchecked comments on click', async () => {
    server.uncheckedComments = 0;
    const { unmount } = renderWithProviders(<CommentBell />);
    await waitFor(() => expect(commentCalls()).toBe(1));
    expect(await tooltipOf(screen.getByTestId('comment-bell'))).toBeNull();
    unmount();

    server.uncheckedComments = 5;
    renderWithProviders(<CommentBell />);
    await waitFor(() => expect(countOf('comment-bell')).toBe('5'));
    expect(await tooltipOf(screen.getByTestId('comment-bell'))).toBe('5 条评论待审核');
    fireEvent.click(screen.getByTestId('comment-bell'));
    expect(at()).toBe('/media/video/comment_list?is_check=0');
  });

  it('comment bell: counted on creation, then again every hour', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderWithProviders(<CommentBell />);
    await waitFor(() => expect(countOf('comment-bell')).toBe('5'));
    expect(commentCalls()).toBe(1);
    server.uncheckedComments = 7;

    await act(() => vi.advanceTimersByTimeAsync(COMMENT_REFRESH_MS - 60_000));
    expect(commentCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(countOf('comment-bell')).toBe('7'));
    expect(commentCalls()).toBe(2);
    expect(COMMENT_REFRESH_MS).toBe(60 * 60 * 1000);
  });

  it('proposal tiles: the waiting count, or that all are handled, in a tooltip naming the tile', async () => {
    renderWithProviders(<ProposalPanel saas user />);
    await waitFor(() => expect(countOf('proposal-saas')).toBe('2'));
    expect(await tooltipOf(screen.getByTestId('proposal-saas'))).toBe('企业提案 · 2 条未处理提案');
    expect(await tooltipOf(screen.getByTestId('proposal-user'))).toBe('个人提案 · 提案已全部处理');
    fireEvent.click(screen.getByTestId('proposal-user'));
    expect(at()).toBe('/user/proposal?status=0');
  });
});

describe('the fullscreen toggle', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'fullscreenEnabled');
  });

  it('draws its icon 22×22', () => {
    renderWithProviders(<FullscreenToggle />);
    const icon = screen.getByTestId('fullscreen').querySelector('.anticon') as HTMLElement;
    expect(icon.style.fontSize).toBe('22px');
    expect(icon.style.width).toBe('22px');
    expect(icon.style.height).toBe('22px');
  });

  it("warns 'you browser can not work' where fullscreen is unsupported", async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    const request = vi.fn(() => Promise.resolve());
    document.documentElement.requestFullscreen = request;
    renderWithProviders(<FullscreenToggle />);
    fireEvent.click(screen.getByTestId('fullscreen'));
    expect(await screen.findByText('you browser can not work')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it('asks the browser for fullscreen where it is supported', () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    const request = vi.fn(() => Promise.resolve());
    document.documentElement.requestFullscreen = request;
    renderWithProviders(<FullscreenToggle />);
    fireEvent.click(screen.getByTestId('fullscreen'));
    expect(request).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('you browser can not work')).toBeNull();
  });
});
