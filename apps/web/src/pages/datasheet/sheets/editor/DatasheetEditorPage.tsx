/**
 * The routes of the editor: /datasheet/add, /datasheet/add/:id (a copy of sheet :id) and
 * /datasheet/modify/:id. Each waits for the libraries (and the sheet) before the editor starts, so the
 * editor's starting values are read once.
 */
import { Alert, Button, Card, Result, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useT } from '../../../../i18n/index.ts';
import { useResourceRow } from '../../../../resources/api.ts';
import { useLibraryIndex } from '../libraries.ts';
import { sheetListPath } from '../routes.ts';
import { useSheetT } from '../strings.ts';
import { DatasheetEditor } from './DatasheetEditor.tsx';
import { type EditorMode, sheetDef } from './editorModel.ts';
import '../sheets.css';

function EditorRoute({ mode }: { mode: EditorMode }) {
  const t = useSheetT();
  const common = useT();
  const navigate = useNavigate();
  const params = useParams();
  const id = mode === 'add' || !/^\d+$/.test(params.id ?? '') ? undefined : Number(params.id);
  const libraries = useLibraryIndex();
  const sheet = useResourceRow(sheetDef, id);

  if (mode !== 'add' && (id === undefined || sheet.isError)) {
    return (
      <Card>
        <Result
          status="warning"
          title={t('notFound')}
          data-testid="editor-not-found"
          extra={<Button onClick={() => navigate(sheetListPath)}>{common('backToList')}</Button>}
        />
      </Card>
    );
  }
  if (libraries.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('librariesFailed')}
        action={<Button onClick={() => void libraries.refetch()}>{common('retry')}</Button>}
      />
    );
  }
  if (!libraries.index || (mode !== 'add' && !sheet.data)) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return (
    <DatasheetEditor
      key={`${mode}:${id ?? ''}`}
      mode={mode}
      index={libraries.index}
      sheet={mode === 'add' ? undefined : sheet.data}
    />
  );
}

export function DatasheetAddPage() {
  return <EditorRoute mode="add" />;
}

export function DatasheetCopyPage() {
  return <EditorRoute mode="copy" />;
}

export function DatasheetModifyPage() {
  return <EditorRoute mode="modify" />;
}
