/**
 * Combine filler (spec §7): the ticked duplicates folded into the one chosen to stay. The dialog names how many
 * sheets will be re-pointed (the sheets naming any filler that goes) before `POST /system/combine/filler`.
 */
import { MergeCellsOutlined } from '@ant-design/icons';
import {
  type CombineFillerBody,
  type CombineFillerResult,
  datasheetEndpoints,
  datasheetResource,
  fillerResource,
  type ListRowOf,
} from '@console/contract';
import { Alert, App, Button, Modal, Radio, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../../../api/call.ts';
import { useQuery } from '../../../../api/queries.ts';
import { familyKey, fetchList, useFamilyMutation } from '../../../../resources/api.ts';
import type { ResourceScreenContext } from '../../../../resources/extensions.ts';
import { useLibraryT } from '../strings.ts';

/** The datasheet list's filter on its filler rows (declared `filter` with `filterField: 'filler_id'`). */
const SHEET_FILLER_FILTER = 'fillers';

export function combineFillers(body: CombineFillerBody): Promise<CombineFillerResult> {
  return call(datasheetEndpoints.combineFiller, body);
}

/** How many sheets name any of these fillers: the total of a one-row page of the datasheet list. */
function useSheetsNaming(fillerIds: readonly number[]) {
  const ids = [...fillerIds].sort((a, b) => a - b).join(',');
  return useQuery({
    queryKey: [...familyKey(datasheetResource), 'naming-fillers', ids],
    queryFn: ({ signal }) =>
      fetchList(datasheetResource, { page: 1, size: 1, [SHEET_FILLER_FILTER]: ids }, signal),
    enabled: ids !== '',
  });
}

type Filler = ListRowOf<typeof fillerResource>;

const nameOf = (row: Filler | undefined, id: number) =>
  row ? `${row.name_zh}${row.abbreviation ? ` (${row.abbreviation})` : ''}` : `#${id}`;

interface CombineFillerDialogProps {
  ids: readonly number[];
  rows: readonly Filler[];
  onClose: () => void;
  onDone: () => void;
}

export function CombineFillerDialog({ ids, rows, onClose, onDone }: CombineFillerDialogProps) {
  const t = useLibraryT();
  const { message } = App.useApp();
  const [keep, setKeep] = useState<number | undefined>(ids[0]);
  const from = ids.filter((id) => id !== keep);
  const sheets = useSheetsNaming(keep === undefined ? [] : from);
  // The sheets' filler rows change too.
  const combine = useFamilyMutation(fillerResource, combineFillers, [datasheetResource]);
  const rowOf = (id: number) => rows.find((r) => r.id === id);

  const submit = async () => {
    if (keep === undefined) return;
    const result = await combine.mutateAsync({ into_id: keep, from_ids: from });
    message.success(t('combineDone', { sheets: result.sheets, removed: result.removed }));
    onDone();
    onClose();
  };

  return (
    <Modal
      open
      title={t('combineTitle', { n: ids.length })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={t('combineOk')}
      okButtonProps={{ danger: true, disabled: keep === undefined, 'data-testid': 'combine-ok' }}
      confirmLoading={combine.isPending}
      destroyOnHidden
      data-testid="combine-dialog"
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text>{t('combineKeep')}</Typography.Text>
        <Radio.Group
          value={keep}
          onChange={(e) => setKeep(Number(e.target.value))}
          data-testid="combine-keep"
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={ids.map((id) => ({
            value: id,
            label: (
              <span data-testid={`combine-keep-${id}`}>
                {nameOf(rowOf(id), id)} <Tag>ID {id}</Tag>
              </span>
            ),
          }))}
        />
        {keep !== undefined && (
          <Alert
            type="warning"
            showIcon
            data-testid="combine-summary"
            title={
              sheets.data
                ? t('combineSheets', {
                    n: sheets.data.total,
                    name: nameOf(rowOf(keep), keep),
                    removed: from.length,
                  })
                : t('combineSheetsLoading')
            }
          />
        )}
      </Space>
    </Modal>
  );
}

/** The filler list's toolbar button: two or more ticked fillers can be combined. */
export function CombineFillerButton({ ctx }: { ctx: ResourceScreenContext<Filler> }) {
  const t = useLibraryT();
  const [open, setOpen] = useState(false);
  const enough = ctx.selectedIds.length >= 2;
  return (
    <>
      <Tooltip title={enough ? undefined : t('combineHint')}>
        <Button
          icon={<MergeCellsOutlined />}
          disabled={!enough}
          onClick={() => setOpen(true)}
          data-testid="combine-fillers"
        >
          {t('combine')}
        </Button>
      </Tooltip>
      {open && (
        <CombineFillerDialog
          ids={ctx.selectedIds}
          rows={ctx.rows}
          onClose={() => setOpen(false)}
          onDone={ctx.clearSelection}
        />
      )}
    </>
  );
}
