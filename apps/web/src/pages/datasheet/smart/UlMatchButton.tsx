/**
 * Matching a raw UL row (`cache/ul_data`): the companies its spelling is mapped to or resembles, the cards of
 * that file number or company holding the designation, and the sheets of that grade; the operator confirms
 * the company and the card (or a new one) and the server adds the row to the card in one transaction.
 * Ignoring runs the row's ignore transition.
 */
import { type ListRowOf, UlRawStatus, ulRawResource, yellowCardResource } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Descriptions, Modal, Radio, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { familyKey, runTransition } from '../../../resources/api.ts';
import { RowLink } from '../../../resources/list/RowLink.tsx';
import { ReferenceSelect } from '../../../resources/ReferenceSelect.tsx';
import { sheetDetailPath } from '../sheets/routes.ts';
import { matchUlRow, useUlSuggestions } from './api.ts';
import { useSmartT } from './strings.ts';

/** A raw UL row as its list hands it over. */
type UlRawRow = ListRowOf<typeof ulRawResource>;

function MatchDialog({ row, onClose, onDone }: { row: UlRawRow; onClose: () => void; onDone: () => void }) {
  const t = useSmartT();
  const { message } = App.useApp();
  const suggestions = useUlSuggestions(row.id);
  const [company, setCompany] = useState<number | null>(null);
  const [card, setCard] = useState<number | 0>(0);
  const [busy, setBusy] = useState(false);
  const data = suggestions.data;
  useEffect(() => {
    if (company === null && data?.companies[0]) setCompany(data.companies[0].id);
  }, [data, company]);
  const cards = (data?.cards ?? []).filter((c) => c.company_id === company);
  const firstCard = cards[0]?.id ?? 0;
  // The chosen company's first card (or a new one) until the operator picks another.
  useEffect(() => setCard(firstCard), [firstCard]);
  const sheets = data?.sheets ?? [];

  const submit = async () => {
    if (company === null) return;
    setBusy(true);
    try {
      const result = await matchUlRow({
        id: row.id,
        company_id: company,
        ...(card ? { yellow_card_id: card } : {}),
      });
      message.success(t(result.created ? 'ulDoneNew' : 'ulDone', { id: result.yellow_card_id }));
      onDone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={720}
      title={t('ulMatchTitle', { file: row.file_number, grade: row.designation })}
      onCancel={onClose}
      onOk={submit}
      okText={t('ulMatch')}
      okButtonProps={{ disabled: company === null, loading: busy, 'data-testid': 'ul-match-confirm' }}
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Descriptions size="small" bordered column={4}>
          <Descriptions.Item label={t('ulCompany')} span={4}>
            {row.company_raw}
          </Descriptions.Item>
          <Descriptions.Item label={t('ulRow')} span={4}>
            {`${row.colour} · ${row.min_thickness} mm · ${row.flame_class} · HWI ${row.hwi ?? '—'} · HAI ${
              row.hai ?? '—'
            } · CTI ${row.cti ?? '—'} · RTI ${row.rti_elec ?? '—'}/${row.rti_imp ?? '—'}/${row.rti_str ?? '—'}`}
          </Descriptions.Item>
        </Descriptions>
        <div>
          <Typography.Text strong>{t('ulCompany')}</Typography.Text>
          <Space wrap style={{ display: 'flex', margin: '6px 0' }}>
            {(data?.companies ?? []).map((c) => (
              <Tag.CheckableTag key={c.id} checked={company === c.id} onChange={() => setCompany(c.id)}>
                {c.label}{' '}
                <Typography.Text type="secondary">
                  ({t(c.via === 'origin' ? 'ulViaOrigin' : 'ulViaName')})
                </Typography.Text>
              </Tag.CheckableTag>
            ))}
          </Space>
          <ReferenceSelect
            target="company"
            value={company}
            onChange={(value) => setCompany(typeof value === 'number' ? value : null)}
            placeholder={t('ulCompanyPick')}
            style={{ width: '100%' }}
            data-testid="ul-match-company"
          />
        </div>
        <div>
          <Typography.Text strong>{t('ulCard')}</Typography.Text>
          <Radio.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 4, marginTop: 6 }}
            value={card}
            onChange={(e) => setCard(e.target.value as number)}
          >
            {cards.map((c) => (
              <Radio key={c.id} value={c.id}>
                {`${c.file_number} · ${c.grade} · ${c.company}`}{' '}
                <Link to={`${yellowCardResource.route}?file_number=${encodeURIComponent(c.file_number)}`}>
                  #{c.id}
                </Link>
              </Radio>
            ))}
            <Radio value={0} data-testid="ul-match-new-card">
              {t('ulNewCard', { file: row.file_number, grade: row.designation })}
            </Radio>
          </Radio.Group>
          {cards.length === 0 && (
            <Alert type="info" showIcon style={{ marginTop: 6 }} title={t('ulCardsNone')} />
          )}
        </div>
        <div>
          <Typography.Text strong>{t('ulSheets')}</Typography.Text>
          <div style={{ marginTop: 6 }}>
            {sheets.length === 0 ? (
              <Typography.Text type="secondary">{t('ulSheetsNone')}</Typography.Text>
            ) : (
              <Space wrap>
                {sheets.map((s) => (
                  <Link key={s.id} to={sheetDetailPath(s.id)}>{`${s.dsno} ${s.grade} (${s.company})`}</Link>
                ))}
              </Space>
            )}
          </div>
        </div>
      </Space>
    </Modal>
  );
}

export function UlRowActions({ row, reload }: { row: UlRawRow; reload: () => void }) {
  const t = useSmartT();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  if (row.status !== UlRawStatus.waiting) return null;
  const done = async () => {
    setOpen(false);
    await Promise.all([
      client.invalidateQueries({ queryKey: familyKey(ulRawResource) }),
      client.invalidateQueries({ queryKey: familyKey(yellowCardResource) }),
    ]);
    reload();
  };
  return (
    <>
      <RowLink onClick={() => setOpen(true)} data-testid={`ul-match-${row.id}`}>
        {t('ulMatch')}
      </RowLink>
      <RowLink
        onClick={async () => {
          await runTransition(ulRawResource, 'ignore', [row.id]);
          await done();
        }}
      >
        {t('ulIgnore')}
      </RowLink>
      {open && <MatchDialog row={row} onClose={() => setOpen(false)} onDone={done} />}
    </>
  );
}
