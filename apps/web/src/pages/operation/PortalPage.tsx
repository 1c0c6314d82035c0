/**
 * /operation/portal/details/:id: the portal builder. Title, path and description; banners (image, title, link)
 * and an ordered list of panels, each set up by its kind (companies or datasheets picked from the libraries, a
 * number of latest news, rich text, links); saved in one update (the server checks each panel's settings and
 * sanitises rich text), then previewed as the server resolves it. The workflow's transitions sit in the header.
 */
import {
  type PanelKind,
  panelKindOptions,
  portalResource,
  ROW_VERSION_FIELD,
  type RowOf,
  type ScalarField,
  workflowStates,
} from '@console/contract';
import { Alert, App, Button, Card, Empty, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/request.ts';
import { updateRow, useFamilyMutation, useResourceRow } from '../../resources/api.ts';
import { FieldControl } from '../../resources/form/controls.tsx';
import { rowScreen, useRouteRowId } from '../../resources/RowScreen.tsx';
import { RowTransitions } from '../../resources/workflow/TransitionActions.tsx';
import { useLocaleStore } from '../../stores/locale.ts';
import { type Panel, PanelSettings } from './PanelSettings.tsx';
import { PortalPreviewDialog } from './PortalPreview.tsx';
import { portalListPath } from './routes.ts';
import { useOperationT } from './strings.ts';

interface Banner {
  id?: number;
  image: string;
  title: string;
  link: string;
}

const bannerImage: ScalarField = { name: 'image', kind: 'image', label: { zh: '图片', en: 'Image' } };

const emptyConfig: Record<PanelKind, Record<string, unknown>> = {
  company_list: { company_ids: [] },
  sheet_list: { datasheet_ids: [] },
  news_list: { count: 5 },
  rich_text: { html: '' },
  links: { links: [] },
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A portal as its detail hands it over: its banners and panels are its child rows. */
type PortalRow = RowOf<typeof portalResource>;

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function PortalPage() {
  const t = useOperationT();
  const id = useRouteRowId();
  const row = useResourceRow(portalResource, id);
  const state = rowScreen(id, row, { backTo: portalListPath, title: t('portalNotFound'), rows: 8 }).state;
  if (state || !row.data) return state;
  // Keyed by the row's version: a save or a transition starts the builder from what the server holds.
  return <PortalBuilder key={`${row.data.id}:${row.data.updated_at}`} row={row.data} />;
}

function PortalBuilder({ row }: { row: PortalRow }) {
  const t = useOperationT();
  const locale = useLocaleStore((s) => s.locale);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [title, setTitle] = useState(row.title);
  const [slug, setSlug] = useState(row.slug);
  const [description, setDescription] = useState(row.description);
  const [banners, setBanners] = useState<Banner[]>(() =>
    row.banners.map(({ id, image, title, link }) => ({ id, image, title, link })),
  );
  const [panels, setPanels] = useState<Panel[]>(() =>
    row.panels.map(({ id, kind, title, config }) => ({
      id,
      kind,
      title,
      // A json field: its shape is the panel kind's (PanelSettings reads it).
      config: (config as Record<string, unknown> | null) ?? {},
    })),
  );
  const [newKind, setNewKind] = useState<PanelKind>('company_list');
  const [dirty, setDirty] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [previewing, setPreviewing] = useState(false);
  const status = workflowStates(portalResource).find((option) => option.value === row.status);
  const write = useFamilyMutation(portalResource, (values: Record<string, unknown>) =>
    updateRow(portalResource, row.id, values),
  );
  const touch = () => setDirty(true);
  const change = (apply: () => void) => {
    apply();
    touch();
  };
  const setPanel = (i: number, change: Partial<Panel>) => {
    setPanels((all) => all.map((panel, at) => (at === i ? { ...panel, ...change } : panel)));
    touch();
  };
  const setBanner = (i: number, change: Partial<Banner>) => {
    setBanners((all) => all.map((banner, at) => (at === i ? { ...banner, ...change } : banner)));
    touch();
  };

  const save = async () => {
    setRefusal(undefined);
    try {
      await write.mutateAsync({
        title,
        slug,
        description,
        banners: banners.map(({ id, ...banner }) => ({ ...(id ? { id } : {}), ...banner })),
        panels: panels.map(({ id, ...panel }) => ({ ...(id ? { id } : {}), ...panel })),
        [ROW_VERSION_FIELD]: row[ROW_VERSION_FIELD],
      });
      message.success(t('portalSaved'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setRefusal(error.message);
    }
  };

  return (
    <Card
      data-testid="portal-builder"
      title={
        <Space>
          <span>{title || row.title}</span>
          <Tag color={status?.color} data-testid="portal-status">
            {status?.label[locale]}
          </Tag>
          {dirty && <Tag color="warning">{t('portalUnsaved')}</Tag>}
        </Space>
      }
      extra={
        <Space>
          <Button onClick={() => navigate(portalListPath)}>{t('portalBack')}</Button>
          {!dirty && <RowTransitions def={portalResource} row={row} asButtons />}
          <Button onClick={() => setPreviewing(true)} disabled={dirty} data-testid="portal-preview">
            {t('portalPreview')}
          </Button>
          <Button
            type="primary"
            loading={write.isPending}
            onClick={() => void save()}
            data-testid="portal-save"
          >
            {t('portalSave')}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {refusal && <Alert type="error" showIcon title={refusal} data-testid="portal-refusal" />}
        {dirty && <Alert type="info" showIcon title={t('portalPreviewHint')} />}
        <Form layout="inline">
          <Form.Item label={t('portalTitle')} required>
            <Input
              value={title}
              maxLength={64}
              aria-label={t('portalTitle')}
              onChange={(e) => change(() => setTitle(e.target.value))}
              data-testid="portal-title"
            />
          </Form.Item>
          <Form.Item label={t('portalSlug')} required>
            <Input
              value={slug}
              maxLength={48}
              aria-label={t('portalSlug')}
              onChange={(e) => change(() => setSlug(e.target.value))}
            />
          </Form.Item>
          <Form.Item label={t('portalDescription')}>
            <Input
              value={description}
              maxLength={200}
              aria-label={t('portalDescription')}
              style={{ width: 320 }}
              onChange={(e) => change(() => setDescription(e.target.value))}
            />
          </Form.Item>
        </Form>

        <Card
          size="small"
          title={t('portalBanners')}
          extra={
            <Button
              size="small"
              onClick={() => change(() => setBanners((all) => [...all, { image: '', title: '', link: '' }]))}
              data-testid="portal-banner-add"
            >
              {t('portalBannerAdd')}
            </Button>
          }
        >
          <Space orientation="vertical" style={{ width: '100%' }}>
            {banners.map((banner, i) => (
              <Space key={banner.id ?? `new-${i}`} wrap align="start" data-testid="portal-banner">
                <FieldControl
                  field={bannerImage}
                  locale={locale}
                  value={banner.image}
                  onChange={(v) => setBanner(i, { image: text(v) })}
                />
                <Input
                  placeholder={t('portalPanelTitle')}
                  aria-label={t('portalPanelTitle')}
                  value={banner.title}
                  onChange={(e) => setBanner(i, { title: e.target.value })}
                />
                <Input
                  placeholder={t('portalLink')}
                  aria-label={t('portalLink')}
                  value={banner.link}
                  style={{ width: 280 }}
                  onChange={(e) => setBanner(i, { link: e.target.value })}
                />
                <Button
                  danger
                  size="small"
                  onClick={() => change(() => setBanners((all) => all.filter((_, at) => at !== i)))}
                >
                  {t('portalRemove')}
                </Button>
              </Space>
            ))}
          </Space>
        </Card>

        <Card
          size="small"
          title={t('portalPanels')}
          extra={
            <Space>
              <Select<PanelKind>
                size="small"
                value={newKind}
                style={{ width: 140 }}
                aria-label={t('portalPanels')}
                onChange={setNewKind}
                options={panelKindOptions.map((option) => ({
                  value: option.value,
                  label: option.label[locale],
                }))}
                data-testid="portal-panel-kind"
              />
              <Button
                size="small"
                onClick={() => {
                  const label =
                    panelKindOptions.find((option) => option.value === newKind)?.label[locale] ?? '';
                  setPanels((all) => [
                    ...all,
                    { kind: newKind, title: label, config: { ...emptyConfig[newKind] } },
                  ]);
                  touch();
                }}
                data-testid="portal-panel-add"
              >
                {t('portalPanelAdd')}
              </Button>
            </Space>
          }
        >
          {panels.length === 0 ? (
            <Empty description={t('portalEmptyPanels')} />
          ) : (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {panels.map((panel, i) => (
                <Card
                  key={panel.id ?? `new-${i}`}
                  size="small"
                  type="inner"
                  data-testid="portal-panel"
                  title={
                    <Space>
                      <Tag color={panelKindOptions.find((o) => o.value === panel.kind)?.color}>
                        {panelKindOptions.find((o) => o.value === panel.kind)?.label[locale]}
                      </Tag>
                      <Input
                        size="small"
                        value={panel.title}
                        maxLength={64}
                        aria-label={t('portalPanelTitle')}
                        onChange={(e) => setPanel(i, { title: e.target.value })}
                        data-testid="portal-panel-title"
                      />
                    </Space>
                  }
                  extra={
                    <Space size={4}>
                      <Button
                        size="small"
                        disabled={i === 0}
                        onClick={() => change(() => setPanels((all) => moved(all, i, i - 1)))}
                      >
                        {t('portalMoveUp')}
                      </Button>
                      <Button
                        size="small"
                        disabled={i === panels.length - 1}
                        onClick={() => change(() => setPanels((all) => moved(all, i, i + 1)))}
                      >
                        {t('portalMoveDown')}
                      </Button>
                      <Button
                        size="small"
                        danger
                        onClick={() => change(() => setPanels((all) => all.filter((_, at) => at !== i)))}
                      >
                        {t('portalRemove')}
                      </Button>
                    </Space>
                  }
                >
                  <PanelSettings panel={panel} onChange={(config) => setPanel(i, { config })} />
                </Card>
              ))}
            </Space>
          )}
        </Card>
      </Space>
      <PortalPreviewDialog id={row.id} open={previewing} onClose={() => setPreviewing(false)} />
    </Card>
  );
}
