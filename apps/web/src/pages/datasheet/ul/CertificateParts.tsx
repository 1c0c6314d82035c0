/**
 * The certificate lists' own parts: the validity filter, which writes the `valid_to` range of `validityRange`
 * into the URL like any filter, and the notice below a certificate's details. The end of validity and its mark
 * in the list are the generic cell of a field declared `expiry` (resources/ExpiryDate.tsx).
 */
import { certificateValidity, RANGE_FROM_SUFFIX, RANGE_TO_SUFFIX, validityRange } from '@console/contract';
import { Alert, Segmented } from 'antd';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/index.ts';
import { dayOf, expiryNote, localToday } from '../../../resources/ExpiryDate.tsx';
import { useLocaleStore } from '../../../stores/locale.ts';
import { useUlT } from './strings.ts';

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
  const shell = useT();
  const labels: Record<Choice, string> = {
    all: t('validityAll'),
    expired: shell('validityExpired'),
    expiring: shell('validityExpiring'),
    valid: t('validityValid'),
  };
  return (
    <Segmented<Choice>
      value={currentChoice(params, today) ?? 'all'}
      onChange={choose}
      options={(Object.keys(labels) as Choice[]).map((value) => ({ value, label: labels[value] }))}
      data-testid="cert-validity-filter"
    />
  );
}

/** Below a certificate's details: whether it has expired or lapses soon, said plainly. */
export function ValidityNotice({ validTo }: { validTo: unknown }) {
  const locale = useLocaleStore((state) => state.locale);
  const day = dayOf(validTo);
  const today = localToday();
  const note = expiryNote(day, today, locale);
  if (!note) return null;
  const type = certificateValidity(day, today) === 'expired' ? 'error' : 'warning';
  return <Alert type={type} showIcon title={note} data-testid="cert-notice" />;
}
