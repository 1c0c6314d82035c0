/**
 * The certificate lists' own parts: the end of validity with its mark (expired, expiring within 30 days), and
 * the validity filter, which writes the `valid_to` range of `validityRange` into the URL like any filter.
 */
import {
  type CertificateValidity,
  certificateValidity,
  RANGE_FROM_SUFFIX,
  RANGE_TO_SUFFIX,
  validityRange,
} from '@console/contract';
import { Alert, Segmented, Space, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { type UlStringKey, useUlT } from './strings.ts';

/** Today in the person's own calendar: a certificate lapses at the end of its last day where they are. */
export const localToday = () => dayjs().format('YYYY-MM-DD');

const marks: Partial<Record<CertificateValidity, { color: string; label: UlStringKey }>> = {
  expired: { color: 'red', label: 'validityExpired' },
  expiring: { color: 'orange', label: 'validityExpiring' },
};

export function ValidityCell({ validTo }: { validTo: unknown }) {
  const t = useUlT();
  const day = typeof validTo === 'string' && validTo ? validTo.slice(0, 10) : null;
  const today = localToday();
  const validity = certificateValidity(day, today);
  const mark = marks[validity];
  const days = day ? dayjs(day).diff(dayjs(today), 'day') : 0;
  const tip =
    validity === 'expired'
      ? t('expiredOn', { date: day ?? '' })
      : validity === 'expiring'
        ? days === 0
          ? t('expiresToday')
          : t('expiresIn', { n: days })
        : undefined;
  return (
    <Space size={4} data-testid="cert-validity" data-validity={validity}>
      {day ? <span>{day}</span> : <Tag>{t('validityOpen')}</Tag>}
      {mark && (
        <Tooltip title={tip}>
          <Tag color={mark.color} data-testid={`cert-${validity}`}>
            {t(mark.label)}
          </Tag>
        </Tooltip>
      )}
    </Space>
  );
}

type Choice = 'all' | 'expired' | 'expiring' | 'valid';

const FROM = `valid_to${RANGE_FROM_SUFFIX}`;
const TO = `valid_to${RANGE_TO_SUFFIX}`;

/** Which choice the URL's `valid_to` range is, if it is exactly one of them. */
function currentChoice(params: URLSearchParams, today: string): Choice | undefined {
  const from = params.get(FROM) ?? undefined;
  const to = params.get(TO) ?? undefined;
  if (!from && !to) return 'all';
  return (['expired', 'expiring', 'valid'] as const).find((choice) => {
    const range = validityRange(choice, today);
    return range.from === from && range.to === to;
  });
}

export function ValidityFilter() {
  const t = useUlT();
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const choose = (choice: Choice) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      out.delete(FROM);
      out.delete(TO);
      out.delete('page');
      if (choice !== 'all') {
        const range = validityRange(choice, today);
        if (range.from) out.set(FROM, range.from);
        if (range.to) out.set(TO, range.to);
      }
      return out;
    });
  const labels: Record<Choice, UlStringKey> = {
    all: 'validityAll',
    expired: 'validityExpired',
    expiring: 'validityExpiring',
    valid: 'validityValid',
  };
  return (
    <Segmented<Choice>
      value={currentChoice(params, today) ?? 'all'}
      onChange={choose}
      options={(Object.keys(labels) as Choice[]).map((value) => ({ value, label: t(labels[value]) }))}
      data-testid="cert-validity-filter"
    />
  );
}

/** Below a certificate's details: whether it has expired or lapses soon, said plainly. */
export function ValidityNotice({ validTo }: { validTo: unknown }) {
  const t = useUlT();
  const day = typeof validTo === 'string' && validTo ? validTo.slice(0, 10) : null;
  const today = localToday();
  const validity = certificateValidity(day, today);
  if (validity === 'expired')
    return (
      <Alert type="error" showIcon title={t('expiredOn', { date: day ?? '' })} data-testid="cert-notice" />
    );
  if (validity !== 'expiring') return null;
  const days = dayjs(day).diff(dayjs(today), 'day');
  return (
    <Alert
      type="warning"
      showIcon
      title={days === 0 ? t('expiresToday') : t('expiresIn', { n: days })}
      data-testid="cert-notice"
    />
  );
}
