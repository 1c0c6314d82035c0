/** What the enterprise detail screens show below a row: the rows of other families that belong to it. */
import {
  colleagueResource,
  companyResource,
  datasheetResource,
  detailUrl,
  equipmentResource,
  factoryReputationResource,
  factoryResource,
  type groupResource,
  networkExpansionResource,
  productResource,
  type ResourceDef,
  type RowOf,
  supplyResource,
  TagType,
  trademarkResource,
} from '@console/contract';
import { Button, Card, Space, Table } from 'antd';
import { Link } from 'react-router';
import { renderCell } from '../../resources/cells.tsx';
import { RelatedRows } from '../../resources/RelatedRows.tsx';
import { useLocaleStore } from '../../stores/locale.ts';
import { RowTags } from '../configuration/system/tags/RowTags.tsx';
import { LocationPreview } from './LocationPreview.tsx';
import { useEnterpriseT } from './strings.ts';

const as = (def: unknown) => def as ResourceDef;

export function CompanyPanels({ company }: { company: RowOf<typeof companyResource> }) {
  const t = useEnterpriseT();
  const own = { company_id: company.id };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="company-panels">
      <RowTags
        type={TagType.COMPANY}
        targetId={company.id}
        color="purple"
        title={t('tags')}
        testId="company-tag"
      />
      <LocationPreview row={company} />
      <RelatedRows def={as(trademarkResource)} filter={own} testId="company-trademarks" />
      <RelatedRows
        def={as(factoryResource)}
        filter={own}
        fields={['name', 'type_id', 'region', 'capacity', 'certifications', 'special_tags']}
        expand={(factory) => (
          <RelatedRows
            def={as(equipmentResource)}
            filter={{ factory_id: factory.id }}
            fields={['type_id', 'second_type_id', 'brand', 'model', 'count', 'year']}
            testId={`factory-${factory.id}-equipment`}
          />
        )}
        testId="company-factories"
      />
      <RelatedRows
        def={as(datasheetResource)}
        filter={own}
        title={t('sheets')}
        fields={['dsno', 'grade', 'trademark_id', 'category_id', 'status', 'updated_at']}
        size={10}
        testId="company-sheets"
      />
      <RelatedRows
        def={as(productResource)}
        filter={own}
        fields={['name', 'grade', 'datasheet_id', 'category_id', 'enabled']}
        size={10}
        testId="company-products"
      />
      <RelatedRows
        def={as(supplyResource)}
        filter={{ supplier_id: company.id }}
        fields={['grade', 'price_min', 'price_max', 'currency', 'unit', 'valid_until']}
        size={10}
        testId="company-supply"
      />
      <RelatedRows def={as(colleagueResource)} filter={own} testId="company-colleagues" />
      <RelatedRows
        def={as(networkExpansionResource)}
        filter={own}
        title={t('requests')}
        size={10}
        testId="company-requests"
      />
    </Space>
  );
}

export function GroupMembers({ group }: { group: RowOf<typeof groupResource> }) {
  const t = useEnterpriseT();
  return (
    <RelatedRows
      def={as(companyResource)}
      filter={{ group_id: group.id }}
      title={t('members')}
      fields={['name_zh', 'short_name', 'type', 'country', 'region', 'enabled']}
      testId="group-members"
    />
  );
}

type FactoryRow = RowOf<typeof factoryResource>;

/** A factory's free attributes, read-only here; edited on the attribute details screen. */
function FactoryAttributes({ factory }: { factory: FactoryRow }) {
  const t = useEnterpriseT();
  const locale = useLocaleStore((s) => s.locale);
  const field = factoryResource.fields.find((f) => f.name === 'attributes');
  const rows = factory.attributes;
  const url = detailUrl(as(factoryResource), factory.id)?.replace('/details/', '/attribute_details/');
  if (field?.kind !== 'children') return null;
  return (
    <Card
      size="small"
      title={`${t('attributes')} (${rows.length})`}
      data-testid="factory-attribute-summary"
      extra={
        url && (
          <Link to={url} data-testid="factory-attributes-open">
            <Button size="small">{t('attributesEdit')}</Button>
          </Link>
        )
      }
    >
      <Table
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={rows}
        locale={{ emptyText: t('attributesEmpty') }}
        columns={field.fields.map((child) => ({
          key: child.name,
          title: child.label[locale],
          render: (_: unknown, row: Record<string, unknown>) =>
            renderCell(child, { id: 0, created_at: '', updated_at: '', ...row }, { locale }),
        }))}
      />
    </Card>
  );
}

export function FactoryPanels({ factory }: { factory: FactoryRow }) {
  const own = { factory_id: factory.id };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="factory-panels">
      <LocationPreview row={factory} />
      <FactoryAttributes factory={factory} />
      <RelatedRows def={as(equipmentResource)} filter={own} testId="factory-equipment" />
      <RelatedRows def={as(factoryReputationResource)} filter={own} testId="factory-reputation" />
    </Space>
  );
}
