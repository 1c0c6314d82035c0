/** Above the metric list: the conversion table is derived from these rows, one click away. */
import { TableOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { TRANSFORM_ROUTE } from '../routes.ts';
import { useLibraryT } from '../strings.ts';

export function MetricsHeader() {
  const t = useLibraryT();
  return (
    <Alert
      type="info"
      showIcon
      icon={<TableOutlined />}
      data-testid="metrics-transform-link"
      title={
        <span>
          {t('metricsTransformHint')} <Link to={TRANSFORM_ROUTE}>{t('metricsTransform')} →</Link>
        </span>
      }
    />
  );
}
