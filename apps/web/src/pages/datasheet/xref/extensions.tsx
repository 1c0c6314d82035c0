/**
 * The cross-reference families' generic screens with what their declarations cannot say: the substitute
 * pairs' basis explained with a way to find similar grades, the prices' chart link and sheet matching, the
 * access requests' decisions, and the access records' honest note about where they come from.
 */
import {
  accessRecordResource,
  accessRequestResource,
  datasheetPriceResource,
  gradeReplacementResource,
} from '@console/contract';
import { Alert, Button, message, Space } from 'antd';
import { Link } from 'react-router';
import {
  familyExtension,
  type ResourceExtensions,
  type ResourceScreenContext,
} from '../../../resources/extensions.ts';
import { matchPrices } from './api.ts';
import { DecideButtons, DecisionPanel } from './DecideButtons.tsx';
import { useXrefT, type XrefT } from './strings.ts';

function Notice({ text, action }: { text: Parameters<XrefT>[0]; action?: React.ReactNode }) {
  const t = useXrefT();
  return <Alert type="info" showIcon title={t(text)} action={action} style={{ marginBottom: 12 }} />;
}

function FindSimilarLink() {
  const t = useXrefT();
  return <Link to="/datasheet/similar">{t('findSimilar')}</Link>;
}

/** Matches the ticked prices, or every unmatched one when none is ticked. */
function MatchButton({ ctx }: { ctx: ResourceScreenContext }) {
  const t = useXrefT();
  const [toast, holder] = message.useMessage();
  return (
    <>
      {holder}
      <Button
        onClick={async () => {
          const result = await matchPrices(
            ctx.selectedIds.length > 0 ? { ids: ctx.selectedIds } : { all: true },
          );
          toast.success(t('matchDone', { matched: result.matched, unmatched: result.unmatched }));
          ctx.reload();
        }}
        data-testid="price-match"
      >
        {t('match')}
      </Button>
    </>
  );
}

function ChartLink({ grade }: { grade: string }) {
  const t = useXrefT();
  return (
    <Link to={`/datasheet/price_grade_supply?grade=${encodeURIComponent(grade)}`}>{t('openChart')}</Link>
  );
}

export const xrefExtensions: ResourceExtensions = {
  ...familyExtension(gradeReplacementResource, {
    header: () => <Notice text="replaceNotice" action={<FindSimilarLink />} />,
  }),
  ...familyExtension(datasheetPriceResource, {
    toolbar: (ctx) => (
      <Space>
        <MatchButton ctx={ctx} />
      </Space>
    ),
    rowActions: (row) => <ChartLink grade={row.grade} />,
    rowActionsWidth: 90,
  }),
  ...familyExtension(accessRequestResource, {
    rowActions: (row, ctx) => <DecideButtons row={row} onDone={ctx.reload} />,
    rowActionsWidth: 110,
    detailPanel: (row) => <DecisionPanel row={row} />,
  }),
  ...familyExtension(accessRecordResource, {
    header: () => <Notice text="accessNotice" />,
  }),
};
