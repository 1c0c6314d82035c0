/** The trade mark picker: only the marks of the chosen manufacturer, filtered locally as one types. */
import { MAX_PAGE_SIZE, trademarkResource } from '@console/contract';
import { Select } from 'antd';
import { useQuery } from '../../../../api/queries.ts';
import { familyKey, fetchList } from '../../../../resources/api.ts';
import { matches } from '../grid/gridOptions.ts';
import { useSheetT } from '../strings.ts';

interface TrademarkSelectProps {
  companyId: number | null | undefined;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The title of the stored mark, shown until the company's marks arrive. */
  storedLabel?: string;
  id?: string;
  disabled?: boolean;
}

export function TrademarkSelect({
  companyId,
  value,
  onChange,
  storedLabel,
  id,
  disabled,
}: TrademarkSelectProps) {
  const t = useSheetT();
  const marks = useQuery({
    queryKey: [...familyKey(trademarkResource), 'of-company', companyId],
    queryFn: ({ signal }) =>
      fetchList(
        trademarkResource,
        { company_id: companyId as number, page: 1, size: MAX_PAGE_SIZE, sort: 'name' },
        signal,
      ),
    enabled: typeof companyId === 'number',
    staleTime: 30_000,
  });
  const options = (marks.data?.list ?? []).map((row) => ({
    value: row.id,
    label: row.name,
    search: row.name.toLowerCase(),
  }));
  if (typeof value === 'number' && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: storedLabel ?? `#${value}`, search: (storedLabel ?? '').toLowerCase() });
  }
  return (
    <Select<number>
      id={id}
      data-testid="field-trademark_id"
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      loading={marks.isFetching}
      disabled={disabled || typeof companyId !== 'number'}
      placeholder={typeof companyId === 'number' ? undefined : t('trademarkPickCompany')}
      allowClear
      showSearch={{ filterOption: (input, option) => matches(input, option as { search?: string }) }}
    />
  );
}
