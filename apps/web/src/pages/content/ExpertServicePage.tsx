/**
 * /expert_service/list: the service requests users send (the first tab: status, reply through the declared
 * workflow) and the experts they are sent to, each the generic list of its family. Only the open tab is mounted,
 * so each list keeps its filters in the URL as every list does; a tab change starts from a clean query.
 */
import { expertRequestResource, expertResource } from '@console/contract';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { ResourceList } from '../../resources/ResourceList.tsx';
import { useContentT } from './strings.ts';

const TAB = 'tab';
const EXPERTS = 'experts';

export function ExpertServicePage() {
  const t = useContentT();
  const [params, setParams] = useSearchParams();
  const experts = params.get(TAB) === EXPERTS;
  return (
    <Tabs
      activeKey={experts ? EXPERTS : 'requests'}
      onChange={(key) => setParams(key === EXPERTS ? { [TAB]: EXPERTS } : {})}
      destroyOnHidden
      data-testid="expert-service-tabs"
      items={[
        {
          key: 'requests',
          label: t('requestsTab'),
          children: <ResourceList def={expertRequestResource} />,
        },
        { key: EXPERTS, label: t('expertsTab'), children: <ResourceList def={expertResource} /> },
      ]}
    />
  );
}
