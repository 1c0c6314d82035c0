import { EXPORT_LIMIT_HEADER, EXPORT_TOTAL_HEADER, type ResourceDef, tagResource } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  downloadExport,
  filenameFromDisposition,
  formatBytes,
  readWithProgress,
  truncationOf,
} from '../../src/api/download.ts';
import { setNotifier } from '../../src/api/notifier.ts';
import { ApiError } from '../../src/api/request.ts';
import { useUserStore } from '../../src/stores/user.ts';
import { Refusal } from '../api/fakeApi.ts';
import { startFakeApi } from '../api/session.ts';

const session = startFakeApi({ signedIn: false });

const notify = { error: vi.fn() };

beforeEach(() => {
  notify.error.mockReset();
  setNotifier(notify);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setNotifier(null);
  useUserStore.setState({ token: '' });
});

describe('export download', () => {
  it('reads the file name from Content-Disposition, preferring the UTF-8 form', () => {
    expect(
      filenameFromDisposition(`attachment; filename="tags.xlsx"; filename*=UTF-8''%E6%A0%87%E7%AD%BE.xlsx`),
    ).toBe('标签.xlsx');
    expect(filenameFromDisposition('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(filenameFromDisposition('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(filenameFromDisposition('attachment')).toBeUndefined();
    expect(filenameFromDisposition(null)).toBeUndefined();
  });

  it("reads the server's word that the file holds only the first rows", () => {
    const headers = (values: Record<string, string>) => new Headers(values);
    expect(
      truncationOf(headers({ [EXPORT_LIMIT_HEADER]: '100000', [EXPORT_TOTAL_HEADER]: '100001' })),
    ).toEqual({
      rows: 100_000,
      total: 100_001,
    });
    expect(truncationOf(headers({}))).toBeUndefined();
    expect(truncationOf(headers({ [EXPORT_LIMIT_HEADER]: '5', [EXPORT_TOTAL_HEADER]: '5' }))).toBeUndefined();
    expect(truncationOf(headers({ [EXPORT_LIMIT_HEADER]: 'x', [EXPORT_TOTAL_HEADER]: '9' }))).toBeUndefined();
  });

  it('formats byte counts', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(12_595)).toBe('12.3 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });

  it('counts the bytes of every chunk as it arrives', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new Uint8Array(3));
        c.enqueue(new Uint8Array(5));
        c.close();
      },
    });
    const seen: number[] = [];
    const { bytes, chunks } = await readWithProgress(stream, (n) => seen.push(n));
    expect(seen).toEqual([3, 8]);
    expect(bytes).toBe(8);
    expect(chunks).toHaveLength(2);
  });

  it('a failure before the stream is the envelope: notified and thrown, nothing saved', async () => {
    useUserStore.getState().setToken('tok');
    session().on('/tags/export', () => new Refusal(2, '未知的筛选字段 nope'));
    const create = vi.spyOn(URL, 'createObjectURL');
    const error = await downloadExport(tagResource as ResourceDef, { nope: 1 }, () => {}).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 2, message: '未知的筛选字段 nope' });
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(create).not.toHaveBeenCalled();
    const [call] = session().callsTo('/tags/export');
    expect(call?.url).toBe('/api/tags/export?nope=1');
    expect(call?.headers.Authorization).toBe('tok');
  });
});
