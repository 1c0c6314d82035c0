/** The console screen of one row (a family's `detailRoute`): the id comes from `:id` or from `?id=`. */
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ResourceDef } from '@console/contract';
import { Button, Card, Result } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useT } from '../i18n/index.ts';
import { ResourceDetail } from './ResourceDetail.tsx';

export function rowIdOf(param: string | undefined, search: URLSearchParams): number | undefined {
  const raw = param ?? search.get('id') ?? '';
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

export function ResourceDetailPage({ def }: { def: ResourceDef }) {
  const t = useT();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const id = rowIdOf(params.id, search);
  const back = def.route && (
    <Button
      icon={<ArrowLeftOutlined />}
      onClick={() => navigate(def.route as string)}
      data-testid="detail-back"
    >
      {t('backToList')}
    </Button>
  );
  if (id === undefined) {
    return (
      <Card>
        <Result status="warning" title={t('missingId')} extra={back} data-testid="detail-missing-id" />
      </Card>
    );
  }
  return (
    <div className="resource-detail-page">
      {back && <div className="resource-detail-page__back">{back}</div>}
      <ResourceDetail def={def} id={id} />
    </div>
  );
}
