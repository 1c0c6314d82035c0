import { LoadingOutlined } from '@ant-design/icons';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** A row action drawn as a link: a real button (keyboard, focus ring), without antd's per-button machinery. */
export function RowLink({
  danger,
  busy,
  icon,
  className,
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { danger?: boolean; busy?: boolean; icon?: ReactNode }) {
  const classes = ['row-link', danger && 'row-link--danger', className].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} aria-busy={busy || undefined} {...props}>
      {busy ? <LoadingOutlined /> : icon}
      {children}
    </button>
  );
}
