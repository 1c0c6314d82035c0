/**
 * Checking one scanned card: its proposed duplicates (the kept cards with the same phone or e-mail), the
 * scanned values beside the chosen card's, field by field, then merging into that card (empty fields filled,
 * ticked fields overwritten) or creating a new card (confirmed when duplicates exist).
 */
import {
  businessCardResource,
  type CachedCardRow,
  type CardDuplicate,
  MERGEABLE_CARD_FIELDS,
  type MergeableCardField,
  phoneKey,
} from '@console/contract';
import { Alert, App, Button, Checkbox, Image, Modal, Popconfirm, Radio, Space, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { useLocaleStore } from '../../stores/locale.ts';
import { useCreateCard, useDuplicates, useMergeCard } from './api.ts';
import { useCustomerT } from './strings.ts';
import './customer.css';

const phoneFields = new Set(['mobile', 'office_phone']);
const compared = ['name', ...MERGEABLE_CARD_FIELDS] as const;
type Compared = (typeof compared)[number];
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function Value({ name, value }: { name: string; value: unknown }) {
  const shown = text(value);
  if (shown === '') return <span className="customer-empty">—</span>;
  if (name === 'card_image') return <Image src={shown} width={96} />;
  return <span>{shown}</span>;
}

interface Props {
  cached: CachedCardRow;
  open: boolean;
  onClose: () => void;
}

export function CheckCardDialog({ cached, open, onClose }: Props) {
  const t = useCustomerT();
  const locale = useLocaleStore((s) => s.locale);
  const { message } = App.useApp();
  const found = useDuplicates(open ? cached.id : undefined);
  const merge = useMergeCard();
  const create = useCreateCard();
  const [chosenId, setChosenId] = useState<number>();
  const [overwrite, setOverwrite] = useState<MergeableCardField[]>([]);
  const duplicates: CardDuplicate[] = found.data?.duplicates ?? [];
  const chosen = duplicates.find((d) => d.card.id === chosenId) ?? duplicates[0];
  const label = (name: string) =>
    businessCardResource.fields.find((field) => field.name === name)?.label[locale] ?? name;

  const doMerge = async () => {
    if (!chosen) return;
    const card = await merge.mutateAsync({ id: cached.id, card_id: chosen.card.id, fields: overwrite });
    message.success(t('merged', { name: card.name }));
    onClose();
  };
  const doCreate = async () => {
    const card = await create.mutateAsync({ id: cached.id, force: duplicates.length > 0 });
    message.success(t('created', { name: card.name }));
    onClose();
  };

  const rows = compared.map((name) => ({ name }));
  const canOverwrite = (name: Compared) =>
    name !== 'name' &&
    chosen !== undefined &&
    text(cached[name]) !== '' &&
    text(chosen.card[name]) !== '' &&
    text(cached[name]) !== text(chosen.card[name]) &&
    // The same number written another way is nothing to choose between.
    !(phoneFields.has(name) && phoneKey(text(cached[name])) === phoneKey(text(chosen.card[name])));

  const createButton = (
    <Button loading={create.isPending} data-testid="customer-create">
      {t('create')}
    </Button>
  );

  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={860}
      title={t('checkTitle', { name: cached.name })}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('cancel')}</Button>
          {duplicates.length > 0 ? (
            <Popconfirm
              title={t('createAnyway', { n: duplicates.length })}
              onConfirm={() => doCreate().catch(() => {})}
            >
              {createButton}
            </Popconfirm>
          ) : (
            <Button
              loading={create.isPending}
              onClick={() => void doCreate().catch(() => {})}
              data-testid="customer-create"
            >
              {t('create')}
            </Button>
          )}
          <Button
            type="primary"
            disabled={!chosen}
            loading={merge.isPending}
            onClick={() => void doMerge().catch(() => {})}
            data-testid="customer-merge"
          >
            {t('merge')}
          </Button>
        </Space>
      }
    >
      {found.isPending ? (
        <Spin tip={t('loading')}>
          <div style={{ height: 120 }} />
        </Spin>
      ) : duplicates.length === 0 ? (
        <Alert type="info" showIcon message={t('noneProposed')} />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <div>
            <div className="customer-section">{t('proposed')}</div>
            <Radio.Group
              value={chosen?.card.id}
              onChange={(event) => {
                setChosenId(event.target.value as number);
                setOverwrite([]);
              }}
            >
              <Space direction="vertical">
                {duplicates.map((d) => (
                  <Radio key={d.card.id} value={d.card.id}>
                    <span data-testid="customer-duplicate" data-id={d.card.id}>
                      {d.card.name}
                      {text(d.card.company) !== '' && ` · ${text(d.card.company)}`}{' '}
                      <Tag color="orange">{t('matchedBy', { fields: d.matched.map(label).join(' / ') })}</Tag>
                    </span>
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </div>
          <Alert type="info" message={t('mergeHint')} />
          <Table
            size="small"
            rowKey="name"
            pagination={false}
            dataSource={rows}
            data-testid="customer-compare"
            rowClassName={({ name }) => (chosen?.matched.includes(name as never) ? 'customer-matched' : '')}
            columns={[
              { key: 'field', title: t('field'), width: 110, render: (_, { name }) => label(name) },
              {
                key: 'scanned',
                title: t('scanned'),
                render: (_, { name }) => <Value name={name} value={cached[name]} />,
              },
              {
                key: 'kept',
                title: t('kept'),
                render: (_, { name }) => <Value name={name} value={chosen?.card[name]} />,
              },
              {
                key: 'overwrite',
                title: t('overwrite'),
                width: 80,
                align: 'center',
                render: (_, { name }) =>
                  canOverwrite(name) ? (
                    <Checkbox
                      data-testid={`customer-overwrite-${name}`}
                      checked={overwrite.includes(name as MergeableCardField)}
                      onChange={(event) =>
                        setOverwrite((list) =>
                          event.target.checked
                            ? [...list, name as MergeableCardField]
                            : list.filter((item) => item !== name),
                        )
                      }
                    />
                  ) : null,
              },
            ]}
          />
        </Space>
      )}
    </Modal>
  );
}
