/**
 * /datasheet/detail/:id — one sheet: its header block, its properties by group in the chosen unit system,
 * what can be done with it (edit, copy, compare, PDF, its source PDF) and its change history.
 */
import { CopyOutlined, EditOutlined, FilePdfOutlined, FileSearchOutlined } from '@ant-design/icons';
import type { CompareSheet } from '@console/contract';
import { Alert, Button, Card, Descriptions, Skeleton, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useResourceRow } from '../../../../resources/api.ts';
import { ChangeHistory } from '../../../../resources/ChangeHistory.tsx';
import { renderCell } from '../../../../resources/cells.tsx';
import { BackButton, rowScreen, useRouteRowId } from '../../../../resources/RowScreen.tsx';
import { useLocaleStore } from '../../../../stores/locale.ts';
import { FlaggedValues } from '../../flags/FlaggedValues.tsx';
import { type SheetRow, sheetDef } from '../editor/editorModel.ts';
import { useLibraryIndex } from '../libraries.ts';
import { CategoryPath, FillerTags } from '../list/ListCells.tsx';
import { CompareToggle, usePdfDownload } from '../list/SheetActions.tsx';
import { sheetCopyPath, sheetListPath, sheetModifyPath } from '../routes.ts';
import { useSheetT } from '../strings.ts';
import { PropertyTable } from './PropertyTable.tsx';
import { UnitSystemSwitch } from './UnitSystemSwitch.tsx';
import '../sheets.css';

/** The header block's fields, in the order a materials engineer reads a datasheet's head. */
const HEAD = [
  'grade',
  'company_id',
  'trademark_id',
  'dsno',
  'category_id',
  'status',
  'enabled',
  'fillers',
  'features',
  'appliances',
  'processing_modes',
  'form_id',
  'colour',
  'region',
  'updated_at',
] as const;

function SheetHead({ sheet }: { sheet: SheetRow }) {
  const locale = useLocaleStore((s) => s.locale);
  const items = HEAD.map((name) => {
    const field = sheetDef.fields.find((f) => f.name === name);
    const children =
      name === 'category_id' ? (
        <CategoryPath key={name} id={sheet.category_id} />
      ) : name === 'fillers' ? (
        <FillerTags key={name} rows={sheet.fillers} />
      ) : field ? (
        renderCell(field, sheet, { locale, detail: true })
      ) : null;
    return { key: name, label: field?.label[locale] ?? name, children };
  });
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2, xl: 3 }}
      items={items}
      data-testid="sheet-head"
    />
  );
}

function Actions({ sheet }: { sheet: SheetRow }) {
  const t = useSheetT();
  const navigate = useNavigate();
  const pdf = usePdfDownload(sheet);
  const source = sheet.source_pdf || undefined;
  return (
    <Space wrap>
      <Button
        type="primary"
        icon={<EditOutlined />}
        onClick={() => navigate(sheetModifyPath(sheet.id))}
        data-testid="detail-modify"
      >
        {t('modify')}
      </Button>
      <Button
        icon={<CopyOutlined />}
        onClick={() => navigate(sheetCopyPath(sheet.id))}
        data-testid="detail-copy"
      >
        {t('copy')}
      </Button>
      <CompareToggle row={sheet} asButton />
      <Button
        icon={<FilePdfOutlined />}
        loading={pdf.busy}
        onClick={() => void pdf.run()}
        data-testid="detail-pdf"
      >
        {t('pdf')}
      </Button>
      {source && (
        <Button
          icon={<FileSearchOutlined />}
          href={source}
          target="_blank"
          rel="noreferrer"
          data-testid="detail-source"
        >
          {t('sourcePdf')}
        </Button>
      )}
    </Space>
  );
}

export function DatasheetDetailPage() {
  const t = useSheetT();
  const id = useRouteRowId();
  const row = useResourceRow(sheetDef, id);
  const libraries = useLibraryIndex();
  const { state, row: sheet } = rowScreen(id, row, {
    backTo: sheetListPath,
    title: t('notFound'),
    testId: 'detail-not-found',
  });
  if (state) return state;
  const compared: CompareSheet = { dsno: sheet.dsno, grade: sheet.grade, properties: sheet.properties };

  return (
    <Space orientation="vertical" size={16} className="ds-detail" data-testid="datasheet-detail">
      <div>
        <BackButton to={sheetListPath} />
      </div>
      <Card
        title={
          <Typography.Title level={4} className="ds-detail__title">
            {compared.grade} <Typography.Text type="secondary">{compared.dsno}</Typography.Text>
          </Typography.Title>
        }
        extra={<Actions sheet={sheet} />}
      >
        <SheetHead sheet={sheet} />
      </Card>
      <FlaggedValues owner="datasheet_id" id={sheet.id} />
      <Card
        title={`${t('sectionGrid')} · ${t('propertyCount', { n: compared.properties.length })}`}
        extra={<UnitSystemSwitch />}
      >
        {libraries.isError ? (
          <Alert type="error" showIcon title={t('librariesFailed')} />
        ) : libraries.index ? (
          <PropertyTable sheet={compared} index={libraries.index} />
        ) : (
          <Skeleton active />
        )}
      </Card>
      <ChangeHistory def={sheetDef} id={sheet.id} />
    </Space>
  );
}
