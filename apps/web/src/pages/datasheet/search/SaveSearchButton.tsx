/**
 * "保存搜索": the query in the page's URL, stored as it is under a name, owned by whoever saves it; or, ticked,
 * as a preset every admin's search form offers (the way to write one without typing its JSON).
 */
import { savedSearchResource, searchPresetResource } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { addRow, familyKey } from '../../../resources/api.ts';
import { smartOptionsKey } from '../smart/api.ts';
import type { SearchT } from './strings.ts';

export function SaveSearchButton({ query, t }: { query: string; t: SearchT }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [asPreset, setAsPreset] = useState(false);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const title = name.trim();
      if (asPreset) {
        await addRow(searchPresetResource, { name_zh: title, name_en: title, query });
        await Promise.all([
          client.invalidateQueries({ queryKey: familyKey(searchPresetResource) }),
          client.invalidateQueries({ queryKey: smartOptionsKey }),
        ]);
      } else {
        await addRow(savedSearchResource, { name: title, query });
        await client.invalidateQueries({ queryKey: familyKey(savedSearchResource) });
      }
      setOpen(false);
      setName('');
      const list = asPreset ? searchPresetResource.route : savedSearchResource.route;
      message.success(
        <span>
          {t('saveDone')} <Link to={list}>{t(asPreset ? 'presetList' : 'savedList')}</Link>
        </span>,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="search-save">
        {t('save')}
      </Button>
      <Modal
        open={open}
        title={t('saveTitle')}
        onCancel={() => setOpen(false)}
        onOk={save}
        okButtonProps={{ disabled: name.trim() === '', loading: busy, 'data-testid': 'search-save-confirm' }}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input
            autoFocus
            maxLength={100}
            placeholder={t('saveName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onPressEnter={() => name.trim() && save()}
            data-testid="search-save-name"
          />
          <Checkbox
            checked={asPreset}
            onChange={(e) => setAsPreset(e.target.checked)}
            data-testid="search-save-preset"
          >
            {t('asPreset')}
          </Checkbox>
        </Space>
      </Modal>
    </>
  );
}
