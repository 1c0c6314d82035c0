/**
 * The small additions of the operations lists: an ad's state now and what is live, link checks, the keyword
 * sync with what it changed, a QR code's preview and downloads, and the tags of a row of a given tag type.
 */
import {
  adSlotOptions,
  type advertisementResource,
  type KeywordSync,
  keywordResource,
  type ListRowOf,
  operationEndpoints,
  type QrFormat,
  type qrcodeResource,
  siteLinkResource,
  type TagType,
  tagBindingResource,
} from '@console/contract';
import { Alert, App, Button, Card, Descriptions, Image, Modal, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../api/call.ts';
import { useQuery } from '../../api/queries.ts';
import { addRow, deleteRows, familyKey, fetchList, useFamilyMutation } from '../../resources/api.ts';
import { ReferenceSelect } from '../../resources/ReferenceSelect.tsx';
import { useLocaleStore } from '../../stores/locale.ts';
import { fetchQrImage, saveBlob } from './api.ts';
import { useOperationT } from './strings.ts';

type AdState = 'adLive' | 'adScheduled' | 'adEnded' | 'adOff';
const adColors: Record<AdState, string> = {
  adLive: 'green',
  adScheduled: 'blue',
  adEnded: 'default',
  adOff: 'red',
};

type AdRow = ListRowOf<typeof advertisementResource>;

export function adStateOf(row: AdRow, now = Date.now()): AdState {
  if (!row.enabled) return 'adOff';
  if (new Date(row.starts_at).getTime() > now) return 'adScheduled';
  if (new Date(row.ends_at).getTime() < now) return 'adEnded';
  return 'adLive';
}

export function AdStateCell({ row }: { row: AdRow }) {
  const t = useOperationT();
  const state = adStateOf(row);
  return (
    <Tag color={adColors[state]} data-testid="ad-state">
      {t(state)}
    </Tag>
  );
}

/** What the public site shows in each slot now (the server's answer: enabled, started, not ended). */
export function LiveAds() {
  const t = useOperationT();
  const locale = useLocaleStore((s) => s.locale);
  const live = useQuery({
    queryKey: ['operation', 'ads-live'],
    queryFn: () => call(operationEndpoints.adsLive, {}),
  });
  const rows = live.data ?? [];
  return (
    <Alert
      type={rows.length > 0 ? 'success' : 'info'}
      showIcon
      data-testid="ads-live"
      title={
        rows.length === 0 ? (
          t('liveNone')
        ) : (
          <Space wrap size={[4, 4]}>
            <span>{t('liveNow')}：</span>
            {rows.map((row) => (
              <Tag key={row.id} color="green">
                {adSlotOptions.find((option) => option.value === row.slot)?.label[locale] ?? row.slot} ·{' '}
                {row.title}
              </Tag>
            ))}
          </Space>
        )
      }
    />
  );
}

function useLinkCheck() {
  const t = useOperationT();
  const { message } = App.useApp();
  const check = useFamilyMutation(siteLinkResource, (ids: number[]) =>
    call(operationEndpoints.linkCheck, { ids }),
  );
  const run = async (ids: number[]) => {
    if (ids.length === 0) return void message.info(t('selectFirst'));
    const results = await check.mutateAsync(ids);
    const ok = results.filter((result) => result.ok).length;
    message.success(t('checkDone', { n: results.length, ok, bad: results.length - ok }));
  };
  return { run, pending: check.isPending };
}

export function LinkCheckButton({ ids }: { ids: number[] }) {
  const t = useOperationT();
  const { run, pending } = useLinkCheck();
  return (
    <Button loading={pending} onClick={() => void run(ids)} data-testid="link-check">
      {pending ? t('checking') : t('checkLinks')}
    </Button>
  );
}

export function LinkCheckRowAction({ id }: { id: number }) {
  const t = useOperationT();
  const { run, pending } = useLinkCheck();
  return (
    <Typography.Link disabled={pending} onClick={() => void run([id])} data-testid="link-check-row">
      {t('checkOne')}
    </Typography.Link>
  );
}

export function KeywordSyncButton() {
  const t = useOperationT();
  const { modal } = App.useApp();
  const sync = useFamilyMutation(keywordResource, () => call(operationEndpoints.keywordSync, undefined));
  const show = (result: KeywordSync) =>
    modal.info({
      title: t('syncTitle'),
      width: 640,
      content: <SyncReport result={result} />,
    });
  return (
    <Button
      type="primary"
      loading={sync.isPending}
      onClick={() =>
        void sync.mutateAsync(undefined).then((result) => {
          show(result);
        })
      }
      data-testid="keyword-sync"
    >
      {t('syncKeywords')}
    </Button>
  );
}

function SyncReport({ result }: { result: KeywordSync }) {
  const t = useOperationT();
  const words = (list: string[], color: string) =>
    list.length === 0
      ? t('syncNone')
      : list.map((word) => (
          <Tag key={word} color={color}>
            {word}
          </Tag>
        ));
  return (
    <Descriptions column={1} size="small" data-testid="keyword-sync-report">
      <Descriptions.Item label={t('syncContents')}>
        {Object.entries(result.contents)
          .map(([source, n]) => `${source} ${n}`)
          .join('，') || t('syncNone')}
      </Descriptions.Item>
      <Descriptions.Item label={t('syncAdded')}>{words(result.added, 'green')}</Descriptions.Item>
      <Descriptions.Item label={t('syncRemoved')}>{words(result.removed, 'red')}</Descriptions.Item>
      <Descriptions.Item label={t('syncKept')}>{result.kept}</Descriptions.Item>
      <Descriptions.Item label={t('hits')}>{t('syncLinks', result.links)}</Descriptions.Item>
      <Descriptions.Item label="">{t('syncTook', { ms: result.ms })}</Descriptions.Item>
    </Descriptions>
  );
}

/** A QR code's picture in a dialog, with its content and downloads as PNG and SVG. */
export function QrPreviewAction({ row }: { row: ListRowOf<typeof qrcodeResource> }) {
  const t = useOperationT();
  const [open, setOpen] = useState(false);
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!open) return;
    let live = true;
    // A data: URL, which the console's Content-Security-Policy allows for images (blob: it does not).
    void fetchQrImage(row.id, 'png').then((blob) => {
      const reader = new FileReader();
      reader.onload = () => live && setSrc(String(reader.result));
      reader.readAsDataURL(blob);
    });
    return () => {
      live = false;
      setSrc(undefined);
    };
  }, [open, row.id]);
  const download = async (format: QrFormat) =>
    saveBlob(await fetchQrImage(row.id, format, true), `${row.name}.${format}`);
  return (
    <>
      <Typography.Link onClick={() => setOpen(true)} data-testid="qr-preview">
        {t('qrPreview')}
      </Typography.Link>
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        title={t('qrTitle', { name: row.name })}
        footer={
          <Space>
            <Button onClick={() => void download('png')} data-testid="qr-download-png">
              {t('qrPng')}
            </Button>
            <Button onClick={() => void download('svg')} data-testid="qr-download-svg">
              {t('qrSvg')}
            </Button>
          </Space>
        }
      >
        <Space orientation="vertical" align="center" style={{ width: '100%' }}>
          {src ? (
            <Image src={src} width={240} preview={false} alt={row.name} data-testid="qr-image" />
          ) : (
            <Spin />
          )}
          <Typography.Text copyable type="secondary" data-testid="qr-content">
            {row.content}
          </Typography.Text>
          <Typography.Text type="secondary">{t('qrScans', { n: row.scan_count })}</Typography.Text>
        </Space>
      </Modal>
    </>
  );
}

/** The tags of one row of a tag type (a scene: 9, a keyword: 5), with a picker to add and close to remove. */
export function RowTags({ type, targetId, color }: { type: TagType; targetId: number; color: string }) {
  const t = useOperationT();
  const { message } = App.useApp();
  const locale = useLocaleStore((s) => s.locale);
  const [picked, setPicked] = useState<number | null>(null);
  const query = { target_type: String(type), target_id: targetId, page: 1, size: 100 };
  const bindings = useQuery({
    queryKey: [...familyKey(tagBindingResource), 'list', query],
    queryFn: ({ signal }) => fetchList(tagBindingResource, query, signal),
  });
  const bind = useFamilyMutation(tagBindingResource, (tagId: number) =>
    addRow(tagBindingResource, { tag_id: tagId, target_type: type, target_id: targetId }),
  );
  const unbind = useFamilyMutation(tagBindingResource, (id: number) => deleteRows(tagBindingResource, [id]));
  const rows = bindings.data?.list ?? [];
  const add = async (tagId: number | null) => {
    setPicked(tagId);
    if (tagId !== null && !rows.some((row) => row.tag_id === tagId)) {
      try {
        await bind.mutateAsync(tagId);
      } catch (error) {
        message.error(error instanceof Error ? error.message : String(error));
      }
    }
    setPicked(null);
  };
  return (
    <Card size="small" title={t('tags')} data-testid="row-tags" lang={locale}>
      <Space wrap size={[4, 8]}>
        {rows.length === 0 && !bindings.isPending && (
          <Typography.Text type="secondary">{t('tagsEmpty')}</Typography.Text>
        )}
        {rows.map((row) => (
          <Tag
            key={row.id}
            color={color}
            closable
            title={t('tagRemove')}
            onClose={(event) => {
              event.preventDefault();
              unbind.mutate(row.id);
            }}
          >
            {String(row.$labels?.tag_id ?? row.tag_id)}
          </Tag>
        ))}
        <ReferenceSelect
          target="tag"
          filter={{ type, enabled: true }}
          value={picked}
          onChange={(value) => void add(typeof value === 'number' ? value : null)}
          placeholder={t('tagAdd')}
          aria-label={t('tagAdd')}
          style={{ width: 180 }}
          data-testid="row-tag-add"
        />
      </Space>
    </Card>
  );
}
