import type { LocalName } from '@console/contract';
import { Card, Result } from 'antd';
import { useT } from '../i18n/index.ts';
import { useLocaleStore } from '../stores/locale.ts';

/** The one plain panel of a route whose screen does not exist yet. Deliberately nothing else. */
export function NotBuilt({ name }: { name: LocalName }) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  return (
    <Card data-testid="not-built">
      <Result status="info" title={t('notBuiltTitle', { name: name[locale] })} subTitle={t('notBuiltHint')} />
    </Card>
  );
}
