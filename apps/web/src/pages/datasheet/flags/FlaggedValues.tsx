/**
 * A sheet's flagged values (issue 36) where it is reviewed and edited: each implausible value with why (a misplaced
 * decimal, far from its family's median, outside what physics allows) and its state, with the declared "mark
 * checked" transition. Never a blocker: the sheet saves and approves with open flags. Nothing shows when none.
 */
import { FlagState, flagReasonOptions, valueFlagResource } from '@console/contract';
import { Alert, Space, Tag, Typography } from 'antd';
import { useResourceList } from '../../../resources/api.ts';
import { RowTransitions } from '../../../resources/workflow/TransitionActions.tsx';
import { useLocaleStore } from '../../../stores/locale.ts';
import './flags.css';

export function FlaggedValues({ owner, id }: { owner: 'datasheet_id' | 'cache_id'; id: number }) {
  const locale = useLocaleStore((s) => s.locale);
  const flags = useResourceList(valueFlagResource, { [owner]: id, size: 100 });
  const list = flags.data?.list ?? [];
  if (list.length === 0) return null;
  const open = list.filter((flag) => flag.state === FlagState.open).length;
  const title =
    locale === 'en'
      ? `${list.length} implausible value${list.length > 1 ? 's' : ''}, ${open} open (saving and approving are not blocked)`
      : `${list.length} 个可疑数值，${open} 个待核对（不影响保存和审核）`;
  return (
    <Alert
      type={open > 0 ? 'warning' : 'info'}
      showIcon
      data-testid="flagged-values"
      title={title}
      description={
        <ul className="flagged-values">
          {list.map((flag) => {
            const reason = flagReasonOptions.find((o) => o.value === flag.reason);
            return (
              <li key={flag.id} data-testid="flagged-value">
                <Space wrap size={6}>
                  <Tag color={reason?.color}>{reason?.label[locale] ?? flag.reason}</Tag>
                  <Typography.Text delete={flag.state === FlagState.checked}>
                    {locale === 'en' ? flag.why_en : flag.why_zh}
                  </Typography.Text>
                  <RowTransitions def={valueFlagResource} row={flag} />
                </Space>
              </li>
            );
          })}
        </ul>
      }
    />
  );
}
