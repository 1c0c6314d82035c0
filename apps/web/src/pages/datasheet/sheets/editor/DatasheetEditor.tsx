/**
 * The datasheet editor of the add, copy and modify pages: the sheet's fields and its property grid, saved
 * together in one call. Grid problems show while typing (the contract's rules); a refusal of the server is
 * shown with its row marked and nothing typed is lost. Ctrl+Enter saves from anywhere on the page.
 */

import { Alert, App, Button, Card, Form, Space, Typography } from 'antd';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../api/request.ts';
import { addRow, updateRow, useFamilyMutation } from '../../../../resources/api.ts';
import { fieldNamedIn } from '../../../../resources/form/values.ts';
import { useLocaleStore } from '../../../../stores/locale.ts';
import { type CellProblem, checkGrid, type GridRow, rowNamedIn, sortRows } from '../grid/gridModel.ts';
import { isSaveKey } from '../grid/keyModel.ts';
import { PropertyGrid, type PropertyGridHandle } from '../grid/PropertyGrid.tsx';
import type { LibraryIndex } from '../libraries.ts';
import { sheetDetailPath, sheetListPath } from '../routes.ts';
import { useSheetT } from '../strings.ts';
import {
  type EditorMode,
  initialRows,
  initialValues,
  type SheetRow,
  saveBody,
  sheetDef,
  sheetFields,
} from './editorModel.ts';
import { KeyHelp } from './KeyHelp.tsx';
import { SheetFields } from './SheetFields.tsx';
import { useLeaveGuard } from './useLeaveGuard.ts';

export interface DatasheetEditorProps {
  mode: EditorMode;
  index: LibraryIndex;
  /** The sheet copied (copy) or edited (modify). */
  sheet?: SheetRow;
}

interface Refusal {
  message: string;
  rowKey?: string;
}

export function DatasheetEditor({ mode, index, sheet }: DatasheetEditorProps) {
  const t = useSheetT();
  const locale = useLocaleStore((s) => s.locale);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const root = useRef<HTMLDivElement>(null);
  const grid = useRef<PropertyGridHandle>(null);

  const markCopy = (grade: string) => t('copyOf', { grade });
  const [startValues] = useState(() => initialValues(mode, sheet, markCopy));
  const copiedGrade = mode === 'copy' ? (startValues.grade as string) : undefined;
  const [startRows] = useState(() => initialRows(mode, sheet, index));
  const [rows, setRows] = useState<GridRow[]>(startRows);
  const [formDirty, setFormDirty] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const saved = useRef(false);

  const sorted = useMemo(() => sortRows(rows, index), [rows, index]);
  const checked = useMemo(() => checkGrid(sorted, index), [sorted, index]);
  const [startGrid] = useState(() => JSON.stringify(checkGrid(startRows, index).rows));
  const gridChanged = JSON.stringify(checked.rows) !== startGrid;
  const dirty = !saved.current && (formDirty || rows !== startRows || mode === 'copy');
  const confirmLeave = useLeaveGuard(dirty, root, t);

  const problems = useMemo<CellProblem[]>(() => {
    if (!refusal?.rowKey || checked.problems.some((p) => p.rowKey === refusal.rowKey))
      return checked.problems;
    // The server found what the rules here did not (a library row disabled meanwhile): its words, on its row.
    const text = { zh: refusal.message, en: refusal.message };
    return [...checked.problems, { rowKey: refusal.rowKey, cell: 'header', message: text }];
  }, [checked.problems, refusal]);

  const save = useFamilyMutation(sheetDef, (body: Record<string, unknown>) =>
    mode === 'modify' && sheet ? updateRow(sheetDef, sheet.id, body) : addRow(sheetDef, body),
  );

  const submit = async () => {
    if (save.isPending) return;
    setAttempted(true);
    setRefusal(null);
    try {
      await form.validateFields();
    } catch {
      message.error(t('formProblems'));
      return;
    }
    const first = checked.problems[0];
    if (first) {
      message.error(t('gridProblems', { n: checked.problems.length }));
      grid.current?.focusCell(first.rowKey, first.cell);
      return;
    }
    const body = saveBody(mode, form.getFieldsValue(true), sheet, checked.rows, gridChanged);
    if (mode === 'modify' && sheet && Object.keys(body).length === 0) {
      message.info(t('noChanges'));
      saved.current = true;
      navigate(sheetDetailPath(sheet.id));
      return;
    }
    try {
      const row = await save.mutateAsync(body);
      saved.current = true;
      message.success(t('saved', { dsno: row.dsno }));
      navigate(sheetDetailPath(row.id));
    } catch (error) {
      const text = error instanceof ApiError ? error.message : t('serverRefused');
      const n = rowNamedIn(text);
      const rowKey = n === undefined ? undefined : checked.keys[n - 1];
      setRefusal({ message: text, rowKey });
      if (rowKey) grid.current?.focusCell(rowKey, 'header');
      const named = rowKey ? undefined : fieldNamedIn(text, sheetFields(mode));
      if (named) form.setFields([{ name: named, errors: [text] }]);
    }
  };

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isSaveKey(event)) return;
    event.preventDefault();
    event.stopPropagation();
    void submit();
  };

  const title =
    mode === 'add'
      ? t('titleAdd')
      : mode === 'copy'
        ? t('titleCopy', { dsno: sheet?.dsno ?? '' })
        : t('titleModify', { dsno: sheet?.dsno ?? '' });

  return (
    <div ref={root} className="ds-editor" data-testid="datasheet-editor" onKeyDownCapture={onKeyDownCapture}>
      <Form
        form={form}
        layout="vertical"
        initialValues={startValues}
        onValuesChange={(changed: Record<string, unknown>) => {
          setFormDirty(true);
          // A trade mark belongs to one manufacturer: another manufacturer starts without one.
          if ('company_id' in changed) form.setFieldValue('trademark_id', null);
        }}
      >
        <Card
          title={
            <Typography.Title level={4} className="ds-editor__title">
              {title}
            </Typography.Title>
          }
          extra={<KeyHelp t={t} locale={locale} />}
        >
          {mode === 'copy' && (
            <Alert
              type="info"
              showIcon
              className="ds-editor__alert"
              title={t('copyHint', { dsno: sheet?.dsno ?? '' })}
            />
          )}
          <SheetFields
            form={form}
            mode={mode}
            locale={locale}
            t={t}
            loaded={sheet}
            copiedGrade={copiedGrade}
          />
        </Card>
      </Form>
      <Card title={t('sectionGrid')} className="ds-editor__grid-card">
        {refusal && (
          <Alert
            type="error"
            showIcon
            className="ds-editor__alert"
            title={t('serverRefused')}
            description={refusal.message}
            data-testid="editor-refusal"
          />
        )}
        <PropertyGrid
          ref={grid}
          rows={sorted}
          setRows={setRows}
          index={index}
          problems={problems}
          showAll={attempted}
          refusedRowKey={refusal?.rowKey}
          locale={locale}
          t={t}
        />
      </Card>
      <div className="ds-editor__footer">
        <Space>
          <Button
            onClick={() =>
              confirmLeave(() =>
                navigate(mode === 'modify' && sheet ? sheetDetailPath(sheet.id) : sheetListPath),
              )
            }
            data-testid="editor-cancel"
          >
            {t('cancel')}
          </Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => void submit()}
            data-testid="editor-save"
          >
            {t('save')} <span className="ds-editor__shortcut">Ctrl+Enter</span>
          </Button>
        </Space>
        {checked.problems.length > 0 && (
          <Typography.Text type="danger" data-testid="editor-problem-count">
            {t('gridProblems', { n: checked.problems.length })}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}
