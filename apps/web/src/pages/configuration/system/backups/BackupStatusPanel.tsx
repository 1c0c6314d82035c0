/**
 * Above the keys (系统配置 → 键值配置), for a super admin only: the server's last backup, its schedule and a
 * failure newer than it (GET /system/backups; how backups work is in docs/operations.md). Other admins do not
 * see it: backups are the platform's operators' business, not a content editor's.
 */
import { formatDateTime } from '../../../../i18n/dates.ts';
import { type BackupStatus, systemEndpoints } from '@console/contract';
import { Alert, Card, Descriptions } from 'antd';
import { useQuery } from '../../../../api/queries.ts';
import { call } from '../../../../api/call.ts';
import { useLocaleStore } from '../../../../stores/locale.ts';
import { useUserStore } from '../../../../stores/user.ts';

const zh = {
  title: '数据备份',
  last: '最近一次备份',
  none: '尚无备份',
  size: '大小',
  reason: '方式',
  reasons: { scheduled: '定时', manual: '手动', 'pre-migration': '升级前' } as Record<string, string>,
  migration: '数据库版本',
  schedule: '定时备份',
  every: (hours: number, keep: number) => `每 ${hours} 小时一次，保留 ${keep} 份`,
  off: '未开启（BACKUP_EVERY_HOURS）',
  next: '下次',
  dir: '备份目录',
  failed: (at: string) => `${at} 的备份失败`,
};
const en: typeof zh = {
  title: 'Backups',
  last: 'Last backup',
  none: 'No backup yet',
  size: 'Size',
  reason: 'Taken',
  reasons: { scheduled: 'scheduled', manual: 'by command', 'pre-migration': 'before an upgrade' },
  migration: 'Database migration',
  schedule: 'Schedule',
  every: (hours, keep) => `every ${hours} h, keeping ${keep}`,
  off: 'off (BACKUP_EVERY_HOURS)',
  next: 'next',
  dir: 'Folder',
  failed: (at) => `The backup of ${at} failed`,
};

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

const when = (iso: string) => formatDateTime(iso);

function BackupStatusView() {
  const s = useLocaleStore((state) => state.locale) === 'en' ? en : zh;
  const status = useQuery({
    queryKey: ['backup-status'],
    queryFn: ({ signal }) => call(systemEndpoints.backupStatus, {}, { signal }),
  });
  const data = status.data;
  if (!data) return null;
  const { last, failure } = data;
  return (
    <Card size="small" title={s.title} data-testid="backup-status" style={{ marginBottom: 12 }}>
      {failure && (
        <Alert
          type="error"
          showIcon
          title={s.failed(when(failure.at))}
          description={failure.message}
          data-testid="backup-failure"
          style={{ marginBottom: 8 }}
        />
      )}
      <Descriptions size="small" bordered column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={s.last}>
          <span data-testid="backup-last">{last ? when(last.created_at) : s.none}</span>
        </Descriptions.Item>
        <Descriptions.Item label={s.size}>
          <span data-testid="backup-size">{last ? formatSize(last.size) : '—'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={s.reason}>
          {last ? (s.reasons[last.reason] ?? last.reason) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={s.schedule}>
          {data.every_hours > 0 ? s.every(data.every_hours, data.keep) : s.off}
          {data.next_at ? ` · ${s.next} ${when(data.next_at)}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={s.migration}>{last?.migration ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={s.dir}>
          <code>{data.dir}</code>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

export function BackupStatusPanel() {
  const superAdmin = useUserStore((state) => state.role === 'super_admin');
  return superAdmin ? <BackupStatusView /> : null;
}
