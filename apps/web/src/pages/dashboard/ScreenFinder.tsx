import { AppstoreOutlined } from '@ant-design/icons';
import { Card, Empty, Input, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { usePageRegistry } from '../../router/pageRegistry.tsx';
import { useRouteIndex } from '../../router/useRouteIndex.ts';
import { useLocaleStore } from '../../stores/locale.ts';
import { findScreens, openableScreens } from './screenFinder.ts';

const SHOWN = 24;

/**
 * Finds a screen among the ~230 of the console by name or path. The global search keyword (`key`) fills it
 * in; what the person types afterwards is kept while the dashboard stays in the tab strip (kept alive).
 */
export function ScreenFinder({ keyword }: { keyword: string }) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const index = useRouteIndex();
  const { pages } = usePageRegistry();
  const [query, setQuery] = useState(keyword);
  // A new keyword replaces the typed text; adjusting state during render (not in an effect) keeps a kept-alive
  // dashboard from resetting what was typed each time it is shown again.
  const [seenKeyword, setSeenKeyword] = useState(keyword);
  if (keyword !== seenKeyword) {
    setSeenKeyword(keyword);
    setQuery(keyword);
  }

  const screens = useMemo(() => openableScreens(index, locale, pages), [index, locale, pages]);
  const otherNames = useMemo(() => {
    const other = locale === 'zh' ? 'en' : 'zh';
    return new Map(openableScreens(index, other, pages).map((s) => [s.path, s.trail.join(' ')]));
  }, [index, locale, pages]);
  const found = useMemo(() => findScreens(screens, query, otherNames), [screens, query, otherNames]);

  return (
    <Card
      title={
        <span>
          <AppstoreOutlined /> {t('finderTitle')}
        </span>
      }
      extra={
        <Typography.Text type="secondary" data-testid="screen-finder-count">
          {t('finderCount', { count: found.length, built: found.filter((s) => s.built).length })}
        </Typography.Text>
      }
    >
      <Input
        allowClear
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t('finderPlaceholder')}
        data-testid="screen-finder"
        aria-label={t('finderTitle')}
      />
      {found.length === 0 ? (
        <Empty description={t('finderEmpty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ul className="screen-finder__list">
          {found.slice(0, SHOWN).map((screen) => (
            <li key={screen.path}>
              <Link to={screen.path} data-testid="screen-finder-result" data-path={screen.path}>
                <Typography.Text type="secondary">{screen.trail.slice(0, -1).join(' / ')}</Typography.Text>
                {screen.trail.length > 1 ? ' / ' : ''}
                <Typography.Text strong>{screen.trail.at(-1)}</Typography.Text>
                {!screen.built && (
                  <Tag className="screen-finder__not-built" data-testid="screen-finder-not-built">
                    {t('finderNotBuilt')}
                  </Tag>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {found.length > SHOWN && (
        <Typography.Paragraph type="secondary" className="screen-finder__more">
          {t('finderMore', { shown: SHOWN })}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
