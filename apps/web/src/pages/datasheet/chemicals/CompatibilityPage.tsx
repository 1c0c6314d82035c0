/**
 * /datasheet/chemicals/compatibility/list: the resistance chart first (what the ratings are read as), the
 * generic list of ratings beside it (where they are added, edited and exported). A link that carries list
 * filters opens on the list.
 */
import { chemicalCompatibilityResource } from '@console/contract';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ResourceList } from '../../../resources/ResourceList.tsx';
import { ChemicalMatrixView } from './matrix/ChemicalMatrix.tsx';
import { useChemicalT } from './strings.ts';

export function CompatibilityPage() {
  const t = useChemicalT();
  const [params] = useSearchParams();
  const [tab, setTab] = useState(() => (params.size > 0 ? 'list' : 'matrix'));
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      data-testid="compatibility-tabs"
      items={[
        { key: 'matrix', label: t('tabMatrix'), children: <ChemicalMatrixView /> },
        {
          key: 'list',
          label: t('tabList'),
          children: <ResourceList def={chemicalCompatibilityResource} />,
        },
      ]}
    />
  );
}
