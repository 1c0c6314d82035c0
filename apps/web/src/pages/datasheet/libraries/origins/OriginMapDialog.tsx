/**
 * Bulk mapping of the ticked raw spellings: all to one canonical row picked here, or each to its own top
 * suggestion. The server takes one target per call (`POST …/origin/map {ids, target_id}`), so the rows are
 * grouped by target and each group is one call; the total updated is reported.
 */
import { NodeIndexOutlined } from '@ant-design/icons';
import type { OriginSuggestions } from '@console/contract';
import { Alert, App, Button, Modal, Radio, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { joinList } from '../../../../i18n/index.ts';
import { useFamilyMutation } from '../../../../resources/api.ts';
import type { ResourceScreenContext } from '../../../../resources/extensions.ts';
import { ReferenceSelect } from '../../../../resources/ReferenceSelect.tsx';
import { useLocaleStore } from '../../../../stores/locale.ts';
import { useLibraryT } from '../strings.ts';
import {
  groupByTarget,
  mapGroups,
  type OriginLibrary,
  type OriginRow,
  useOriginSuggestions,
} from './originLibraries.ts';

type Mode = 'target' | 'suggested';

/** Each ticked row's top suggestion (undefined: none). Pure. */
export function topTargets(ids: readonly number[], suggestions: OriginSuggestions | undefined) {
  return new Map(ids.map((id) => [id, suggestions?.[String(id)]?.[0]?.id]));
}

interface OriginMapDialogProps<F extends string> {
  library: OriginLibrary<F>;
  ids: readonly number[];
  /** Rows of the page, to name the ticked ones. */
  rows: readonly OriginRow<F>[];
  onClose: () => void;
  onDone: () => void;
}

export function OriginMapDialog<F extends string>({
  library,
  ids,
  rows,
  onClose,
  onDone,
}: OriginMapDialogProps<F>) {
  const t = useLibraryT();
  const locale = useLocaleStore((s) => s.locale);
  const { message } = App.useApp();
  const [mode, setMode] = useState<Mode>('target');
  const [target, setTarget] = useState<number | null>(null);
  const suggestions = useOriginSuggestions(library, mode === 'suggested' ? ids : []);
  const map = useFamilyMutation(library.origin, (groups: Map<number, number[]>) =>
    mapGroups(library, groups),
  );

  const rawOf = (id: number) => {
    const row = rows.find((r) => r.id === id);
    return row ? row.raw : `#${id}`;
  };
  const targets = useMemo(() => topTargets(ids, suggestions.data), [ids, suggestions.data]);
  const groups = useMemo(
    () => (mode === 'target' ? new Map(target === null ? [] : [[target, [...ids]]]) : groupByTarget(targets)),
    [mode, target, ids, targets],
  );
  const labelOf = (targetId: number) => {
    for (const list of Object.values(suggestions.data ?? {})) {
      const found = list.find((s) => s.id === targetId);
      if (found) return found.label;
    }
    return `#${targetId}`;
  };
  const skipped = mode === 'suggested' ? ids.filter((id) => targets.get(id) === undefined) : [];
  const canonical = library.canonical.label[locale];

  const submit = async () => {
    const updated = await map.mutateAsync(groups);
    message.success(t('mapped', { n: updated }));
    onDone();
    onClose();
  };

  return (
    <Modal
      open
      title={t('bulkMapTitle', { n: ids.length, origin: library.origin.label[locale] })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={t('mapOk')}
      okButtonProps={{ disabled: groups.size === 0, 'data-testid': 'origin-map-ok' }}
      confirmLoading={map.isPending}
      destroyOnHidden
      data-testid="origin-map-dialog"
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Radio.Group
          value={mode}
          onChange={(e) => setMode(e.target.value as Mode)}
          data-testid="origin-map-mode"
          options={[
            { value: 'target', label: t('mapToTarget', { canonical }) },
            { value: 'suggested', label: t('mapToSuggested') },
          ]}
        />
        {mode === 'target' ? (
          <ReferenceSelect
            target={library.canonical.key}
            value={target}
            onChange={(value) => setTarget(typeof value === 'number' ? value : null)}
            placeholder={t('pickTarget', { canonical })}
            style={{ width: '100%' }}
            data-testid="origin-map-target"
          />
        ) : suggestions.isPending ? (
          <Spin />
        ) : (
          <>
            {groups.size > 0 ? (
              <div data-testid="origin-map-groups">
                <Typography.Text type="secondary">{t('suggestedGroups')}</Typography.Text>
                <ul className="origin-map__groups">
                  {[...groups].map(([targetId, members]) => (
                    <li key={targetId}>
                      <Tag color="blue">{labelOf(targetId)}</Tag>←{' '}
                      <Typography.Text>{joinList(locale, members.map(rawOf))}</Typography.Text>
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <Alert type="warning" showIcon title={t('nothingToMap')} />
            )}
            {skipped.length > 0 && groups.size > 0 && (
              <Alert
                type="info"
                showIcon
                data-testid="origin-map-skipped"
                title={t('noSuggestionSkipped', {
                  n: skipped.length,
                  raws: joinList(locale, skipped.map(rawOf)),
                })}
              />
            )}
          </>
        )}
      </Space>
    </Modal>
  );
}

/** The origin list's toolbar button: opens the bulk mapping for the ticked rows. */
export function OriginToolbar<F extends string>({
  library,
  ctx,
}: {
  library: OriginLibrary<F>;
  ctx: ResourceScreenContext<OriginRow<F>>;
}) {
  const t = useLibraryT();
  const [open, setOpen] = useState(false);
  const none = ctx.selectedIds.length === 0;
  return (
    <>
      <Tooltip title={none ? t('bulkMapHint') : undefined}>
        <Button
          icon={<NodeIndexOutlined />}
          disabled={none}
          onClick={() => setOpen(true)}
          data-testid="origin-bulk-map"
        >
          {t('bulkMap')}
        </Button>
      </Tooltip>
      {open && (
        <OriginMapDialog
          library={library}
          ids={ctx.selectedIds}
          rows={ctx.rows}
          onClose={() => setOpen(false)}
          onDone={ctx.clearSelection}
        />
      )}
    </>
  );
}
