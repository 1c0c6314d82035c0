/**
 * The routes of the editor: /datasheet/add, /datasheet/add/:id (a copy of sheet :id) and
 * /datasheet/modify/:id. Each waits for the libraries (and the sheet) before the editor starts, so the
 * editor's starting values are read once.
 */
import { Alert, Button } from 'antd';
import { useT } from '../../../../i18n/index.ts';
import { useResourceRow } from '../../../../resources/api.ts';
import { RowLoading, rowScreen, useRouteRowId } from '../../../../resources/RowScreen.tsx';
import { FlaggedValues } from '../../flags/FlaggedValues.tsx';
import { useLibraryIndex } from '../libraries.ts';
import { sheetListPath } from '../routes.ts';
import { useSheetT } from '../strings.ts';
import { DatasheetEditor } from './DatasheetEditor.tsx';
import { type EditorMode, sheetDef } from './editorModel.ts';
import '../sheets.css';

function EditorRoute({ mode }: { mode: EditorMode }) {
  const t = useSheetT();
  const common = useT();
  const routeId = useRouteRowId();
  const id = mode === 'add' ? undefined : routeId;
  const libraries = useLibraryIndex();
  const sheet = useResourceRow(sheetDef, id);
  // A new sheet has no row to miss.
  const state =
    mode === 'add'
      ? undefined
      : rowScreen(id, sheet, {
          backTo: sheetListPath,
          title: t('notFound'),
          testId: 'editor-not-found',
          rows: 8,
        }).state;
  if (state) return state;
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
  if (!libraries.index) return <RowLoading rows={8} />;
  const editor = (
    <DatasheetEditor
      key={`${mode}:${id ?? ''}`}
      mode={mode}
      index={libraries.index}
      sheet={mode === 'add' ? undefined : sheet.data}
    />
  );
  if (mode !== 'modify' || id === undefined) return editor;
  // The values flagged when the sheet was last saved, above the grid being edited.
  return (
    <div className="ds-editor-flags">
      <FlaggedValues owner="datasheet_id" id={id} />
      {editor}
    </div>
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
