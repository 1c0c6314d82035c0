/**
 * The admin's saved custom user analyses (family `analysis_user_view`, each admin's own): listed newest first,
 * reopened by putting the saved query back in the URL, saved as a new view or over the one opened, deleted.
 */

import {
  analysisEndpoints,
  type ListRowOf,
  type UserAnalysisParams,
  analysisUserViewResource as views,
} from '@console/contract';
import { App, Button, Card, Empty, Input, List, Modal, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../api/call.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { deleteRows, useFamilyMutation, useResourceList } from '../../resources/api.ts';
import { useLocaleStore } from '../../stores/locale.ts';
import { useAnalyticsT } from './strings.ts';

type SavedView = ListRowOf<typeof views>;

export function SavedViews({ analysis, openedId }: { analysis: UserAnalysisParams; openedId?: number }) {
  const t = useAnalyticsT();
  const { message } = App.useApp();
  const locale = useLocaleStore((s) => (s.locale === 'en' ? 'en' : 'zh'));
  const [, setParams] = useSearchParams();
  const list = useResourceList(views, { size: 100 });
  const rows = list.data?.list ?? [];
  const opened = rows.find((row) => row.id === openedId);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');

  const open = (row: SavedView) => {
    const query = row.query as Record<string, string>;
    setParams(new URLSearchParams({ ...query, view: String(row.id) }));
  };
  const save = useFamilyMutation(views, (input: { id?: number; name: string }) =>
    call(analysisEndpoints.saveUserView, { ...input, query: analysis }),
  );
  const remove = useFamilyMutation(views, (row: SavedView) => deleteRows(views, [row.id]));
  const saveAs = async (input: { id?: number; name: string }) => {
    const saved = await save.mutateAsync(input);
    message.success(t('viewSaved', { name: saved.name }));
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('view', String(saved.id));
      return next;
    });
  };

  return (
    <Card
      size="small"
      title={t('myViews')}
      data-testid="user-views"
      extra={
        <Space size={4}>
          {opened && (
            <Button
              size="small"
              data-testid="user-view-update"
              loading={save.isPending}
              onClick={() => void saveAs({ id: opened.id, name: opened.name }).catch(() => undefined)}
            >
              {t('updateView')}
            </Button>
          )}
          <Button
            size="small"
            type="primary"
            data-testid="user-view-save"
            onClick={() => {
              setName('');
              setNaming(true);
            }}
          >
            {t('saveView')}
          </Button>
        </Space>
      }
    >
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noViews')} />
      ) : (
        <List<SavedView>
          size="small"
          dataSource={rows}
          renderItem={(row) => (
            <List.Item
              style={{ background: row.id === openedId ? 'rgba(22,119,255,0.08)' : undefined }}
              actions={[
                <Popconfirm
                  key="delete"
                  title={t('deleteView', { name: String(row.name) })}
                  onConfirm={() => remove.mutate(row)}
                >
                  <Button size="small" type="link" danger>
                    {t('delete')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <div>
                <Typography.Link data-testid="user-view" onClick={() => open(row)}>
                  {row.name}
                </Typography.Link>
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {formatDateTime(row.updated_at, locale)}
                </Typography.Text>
              </div>
            </List.Item>
          )}
        />
      )}
      <Modal
        title={t('saveView')}
        open={naming}
        confirmLoading={save.isPending}
        okButtonProps={{ disabled: !name.trim(), ...{ 'data-testid': 'user-view-save-ok' } }}
        onCancel={() => setNaming(false)}
        onOk={async () => {
          // A refused save (a name already used) was said by the request; the dialog stays open to rename.
          await saveAs({ name: name.trim() }).then(
            () => setNaming(false),
            () => undefined,
          );
        }}
      >
        <Input
          data-testid="user-view-name"
          autoFocus
          maxLength={64}
          placeholder={t('viewName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Modal>
    </Card>
  );
}
