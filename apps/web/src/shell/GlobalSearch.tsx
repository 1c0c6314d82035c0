import { SearchOutlined } from '@ant-design/icons';
import { DASHBOARD_KEY_MAX } from '@console/contract';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../i18n/index.ts';
import { useGoTo } from '../router/goTo.ts';

/** Sends the keyword to /dashboard?key=… (spec §2), then clears the box; an empty box does nothing. */
export function GlobalSearch() {
  const t = useT();
  const navigate = useGoTo();
  const [value, setValue] = useState('');
  const submit = () => {
    const keyword = value.trim();
    if (!keyword) return;
    navigate(`/dashboard?key=${encodeURIComponent(keyword)}`);
    setValue('');
  };
  // Built from Input + Button rather than Input.Search so the test id sits on the <input> itself.
  return (
    <Space.Compact className="navbar__search">
      <Input
        placeholder={t('globalSearch')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={submit}
        allowClear
        maxLength={DASHBOARD_KEY_MAX}
        data-testid="global-search"
        aria-label={t('globalSearch')}
      />
      <Button
        icon={<SearchOutlined />}
        onClick={submit}
        data-testid="global-search-button"
        aria-label={t('globalSearch')}
      />
    </Space.Compact>
  );
}
