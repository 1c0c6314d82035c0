import { SearchOutlined } from '@ant-design/icons';
import { DASHBOARD_KEY_MAX } from '@console/contract';
import { Button, Input, type InputRef, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/index.ts';
import { useGoTo } from '../router/goTo.ts';

/** Whether a key typed into `target` is the person's text (an input, a select's search, a rich-text editor). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable]') !== null;
}

/**
 * Sends the keyword to /dashboard?key=… (spec §2), then clears the box; an empty box does nothing. `/` anywhere
 * but in a text field focuses the box, as on GitHub and most consoles.
 */
export function GlobalSearch() {
  const t = useT();
  const navigate = useGoTo();
  const [value, setValue] = useState('');
  const input = useRef<InputRef>(null);
  const submit = () => {
    const keyword = value.trim();
    if (!keyword) return;
    navigate(`/dashboard?key=${encodeURIComponent(keyword)}`);
    setValue('');
  };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      // A dialog or drawer open on top keeps the keyboard to itself.
      if (isTyping(event.target) || document.querySelector('.ant-modal-wrap, .ant-drawer-open')) return;
      event.preventDefault();
      input.current?.focus({ cursor: 'all' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  // Built from Input + Button rather than Input.Search so the test id sits on the <input> itself.
  return (
    <Space.Compact className="navbar__search" role="search">
      <Input
        ref={input}
        placeholder={t('globalSearch')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={submit}
        allowClear
        maxLength={DASHBOARD_KEY_MAX}
        data-testid="global-search"
        aria-label={t('globalSearch')}
        aria-keyshortcuts="/"
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
