/** "保存搜索": the query in the page's URL, stored as it is under a name, owned by whoever saves it. */
import { savedSearchResource } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { addRow, familyKey } from '../../../resources/api.ts';
import type { SearchT } from './strings.ts';

export function SaveSearchButton({ query, t }: { query: string; t: SearchT }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await addRow(savedSearchResource, { name: name.trim(), query });
      await client.invalidateQueries({ queryKey: familyKey(savedSearchResource) });
      setOpen(false);
      setName('');
      message.success(
        <span>
          {t('saveDone')} <Link to={savedSearchResource.route}>{t('savedList')}</Link>
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
        <Input
          autoFocus
          maxLength={100}
          placeholder={t('saveName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={() => name.trim() && save()}
          data-testid="search-save-name"
        />
      </Modal>
    </>
  );
}
