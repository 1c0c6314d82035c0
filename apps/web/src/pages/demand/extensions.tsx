/**
 * The demand and SaaS domain's additions to the generic screens: what a demand shows below its details (its
 * follow-ups, business proposals and the messages that pushed it, with a link to push it), a business
 * proposal's payments, and a SaaS enterprise's users, proposals and supply offers.
 */
import { SendOutlined } from '@ant-design/icons';
import {
  DemandStatus,
  demandFollowResource,
  demandPaymentResource,
  demandProposalResource,
  demandResource,
  type ListRowOf,
  proposalResource,
  type RowOf,
  saasEnterpriseResource,
  saasEnterpriseStanding,
  saasSupplyCheckResource,
  saasUserResource,
  userMessageResource,
} from '@console/contract';
import { Button, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { familyExtension, type ResourceExtensions } from '../../resources/extensions.ts';
import { RelatedRows } from '../../resources/RelatedRows.tsx';
import { useLocaleStore } from '../../stores/locale.ts';
import { useDemandT } from './strings.ts';

function DemandPanels({ demand }: { demand: RowOf<typeof demandResource> }) {
  const t = useDemandT();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <RelatedRows def={demandFollowResource} filter={{ demand_id: demand.id }} testId="demand-follows" />
      <RelatedRows def={demandProposalResource} filter={{ demand_id: demand.id }} testId="demand-proposals" />
      <RelatedRows
        def={userMessageResource}
        filter={{ demand_id: demand.id }}
        fields={['user_id', 'is_read', 'read_at', 'sent_by', 'created_at']}
        testId="demand-messages"
      />
      {demand.status === DemandStatus.approved && (
        <Link to={`/v2_demand/send_message?demand_id=${demand.id}`}>
          <Button icon={<SendOutlined />} data-testid="demand-push">
            {t('sendTitle')}
          </Button>
        </Link>
      )}
    </Space>
  );
}

/** Today in the person's own calendar, as `YYYY-MM-DD`. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** A demand's next follow-up date; an overdue one stands out in red. */
function NextFollowUp({ row }: { row: ListRowOf<typeof demandResource> }) {
  const t = useDemandT();
  const date = row.next_follow_date;
  if (!date) return <span>—</span>;
  if (date >= today()) return <span>{date}</span>;
  return (
    <Tag color="red" data-testid="follow-overdue">
      {t('overdue', { date })}
    </Tag>
  );
}

/** A client's status, read expired once its last valid day is past (saasEnterpriseStanding). */
function EnterpriseStanding({ row }: { row: ListRowOf<typeof saasEnterpriseResource> }) {
  const locale = useLocaleStore((s) => s.locale);
  const standing = saasEnterpriseStanding(row, today());
  return (
    <Tag color={standing.color} data-testid="saas-standing" data-standing={standing.value}>
      {standing.label[locale]}
    </Tag>
  );
}

function EnterprisePanels({ enterprise }: { enterprise: RowOf<typeof saasEnterpriseResource> }) {
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <RelatedRows def={saasUserResource} filter={{ enterprise_id: enterprise.id }} testId="saas-users" />
      <RelatedRows
        def={proposalResource}
        filter={{ saas_enterprise_id: enterprise.id }}
        testId="saas-proposals"
      />
      <RelatedRows
        def={saasSupplyCheckResource}
        filter={{ enterprise_id: enterprise.id }}
        testId="saas-supplies"
      />
    </Space>
  );
}

export const demandExtensions: ResourceExtensions = {
  ...familyExtension(demandResource, {
    detailPanel: (row) => <DemandPanels demand={row} />,
    cells: { next_follow_date: (row) => <NextFollowUp row={row} /> },
  }),
  ...familyExtension(demandProposalResource, {
    detailPanel: (row) => (
      <RelatedRows def={demandPaymentResource} filter={{ proposal_id: row.id }} testId="proposal-payments" />
    ),
  }),
  ...familyExtension(saasEnterpriseResource, {
    detailPanel: (row) => <EnterprisePanels enterprise={row} />,
    cells: { status: (row) => <EnterpriseStanding row={row} /> },
  }),
};
