import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/index.ts';
import './errors.css';

function ErrorPage({ status, title, text }: { status: '403' | '404'; title: string; text: string }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="error-page">
      <Result
        status={status}
        title={title}
        subTitle={text}
        extra={
          <Button type="primary" data-testid="back-home" onClick={() => navigate('/')}>
            {t('backHome')}
          </Button>
        }
      />
    </div>
  );
}

export function ForbiddenPage() {
  const t = useT();
  return <ErrorPage status="403" title={t('forbiddenTitle')} text={t('forbiddenText')} />;
}

export function NotFoundPage() {
  const t = useT();
  return <ErrorPage status="404" title={t('notFoundTitle')} text={t('notFoundText')} />;
}
