/** A mark list's "collect from users": gathers what users typed into the marks, counting each one's users. */
import { ImportOutlined } from '@ant-design/icons';
import { type UserMarkKind, userEndpoints } from '@console/contract';
import { App, Button } from 'antd';
import { useState } from 'react';
import { call } from '../../api/call.ts';
import { useUserT } from './strings.ts';

export function CollectMarksButton({ kind, reload }: { kind: UserMarkKind; reload: () => void }) {
  const t = useUserT();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const collect = async () => {
    setBusy(true);
    try {
      const answer = await call(userEndpoints.collectMarks, { kind });
      message.success(t('collected', answer));
      reload();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<ImportOutlined />}
      loading={busy}
      onClick={() => void collect()}
      data-testid="user-marks-collect"
    >
      {t('collect')}
    </Button>
  );
}
