/**
 * The progress of a long export: rows of the total and a bar from the size and rows the server announced
 * before the first byte, a cancel button that gives the download up, and the bytes alone when the server
 * announced nothing.
 */
import { EXPORT_ROWS_HEADER, EXPORT_SIZE_HEADER, tagResource } from '@console/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportProgress } from '../../src/api/download.ts';
import { ExportButton } from '../../src/resources/list/ListParts.tsx';
import { useLocaleStore } from '../../src/stores/locale.ts';
import { startFakeApi } from '../api/session.ts';
import { renderRoute } from './render.tsx';

const session = startFakeApi({ signedIn: false });

/** A download the test feeds piece by piece; aborting the request errors its body, as a browser does. */
function slowDownload(headers: Record<string, string>) {
  let feed: ReadableStreamDefaultController<Uint8Array> | undefined;
  session().on('/tags/export', (call) => ({
    body: new ReadableStream<Uint8Array>({
      start(controller) {
        feed = controller;
        call.signal?.addEventListener('abort', () =>
          controller.error(new DOMException('The user aborted a request.', 'AbortError')),
        );
      },
    }),
    headers: { 'Content-Disposition': `attachment; filename="tags.xlsx"`, ...headers },
  }));
  return {
    signal: () => session().callsTo('/tags/export')[0]?.signal,
    async send(bytes: number) {
      // The download has begun (its body is there to feed), and the clock is past the repaint interval (moved,
      // not waited for), so each piece shows.
      await waitFor(() => expect(feed).toBeDefined());
      vi.setSystemTime(Date.now() + 1000);
      await act(async () => feed?.enqueue(new Uint8Array(bytes)));
    },
    async end() {
      await act(async () => feed?.close());
    },
  };
}

const saved: string[] = [];

beforeEach(() => {
  saved.length = 0;
  // Only the clock is faked: the repaint interval is passed by moving it, the rest runs on real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  useLocaleStore.setState({ locale: 'zh' });
  // No motion, so a notification closed is gone at once (happy-dom runs no CSS transitions to their end).
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:x');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderButton = () =>
  renderRoute('/tags', '/tags', <ExportButton def={tagResource} query={{ sort: 'sort' }} />);

describe('the progress of an export', () => {
  it('estimates the share done from the announced size, never 100 % before the end', () => {
    expect(exportProgress(400, { rows: 1000, size: 1000 })).toEqual({ percent: 40, rows: 400 });
    expect(exportProgress(1200, { rows: 1000, size: 1000 })).toEqual({ percent: 99, rows: 1000 });
    expect(exportProgress(50, { size: 1000 })).toEqual({ percent: 5 });
    expect(exportProgress(50, { rows: 1000 })).toBeUndefined();
  });

  it('shows rows of the total while the file arrives, then done', async () => {
    const download = slowDownload({ [EXPORT_ROWS_HEADER]: '100000', [EXPORT_SIZE_HEADER]: '2000' });
    renderButton();
    fireEvent.click(await screen.findByTestId('resource-export'));
    expect((await screen.findByText('正在导出标签')).textContent).toBe('正在导出标签');
    await waitFor(() =>
      expect(screen.getByTestId('export-progress-text').textContent).toBe('约 0 / 100,000 行 · 已接收 0 B'),
    );
    await download.send(500);
    await waitFor(() =>
      expect(screen.getByTestId('export-progress-text').textContent).toBe(
        '约 25,000 / 100,000 行 · 已接收 500 B',
      ),
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    await download.send(1000);
    await waitFor(() =>
      expect(screen.getByTestId('export-progress-text').textContent).toBe(
        '约 75,000 / 100,000 行 · 已接收 1.5 KB',
      ),
    );
    await download.end();
    expect((await screen.findByTestId('export-done')).textContent).toBe('导出完成：tags.xlsx（1.5 KB）');
    await waitFor(() => expect(screen.queryByTestId('export-progress')).toBeNull());
    expect(saved).toEqual(['tags.xlsx']);
  });

  it('gives the download up when the person cancels, saving nothing', async () => {
    const download = slowDownload({ [EXPORT_ROWS_HEADER]: '100000', [EXPORT_SIZE_HEADER]: '2000' });
    renderButton();
    fireEvent.click(await screen.findByTestId('resource-export'));
    await download.send(300);
    fireEvent.click(await screen.findByTestId('export-cancel'));
    expect((await screen.findByTestId('export-cancelled')).textContent).toBe('已取消导出');
    const signal = download.signal();
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('export-progress')).toBeNull());
    expect(saved).toEqual([]);
    expect(screen.getByTestId('resource-export').textContent).toContain('导出');
  });

  it('shows the bytes received when the server announced no size, in English when asked', async () => {
    useLocaleStore.setState({ locale: 'en' });
    const download = slowDownload({});
    renderButton();
    fireEvent.click(await screen.findByTestId('resource-export'));
    await download.send(2048);
    await waitFor(() =>
      expect(screen.getByTestId('export-progress-text').textContent).toBe('Exporting… 2.0 KB received'),
    );
    expect(screen.getByText('Exporting Tag')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await download.end();
    expect((await screen.findByTestId('export-done')).textContent).toContain('Export done');
  });
});
