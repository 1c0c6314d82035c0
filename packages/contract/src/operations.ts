/** What `GET /api/system/backups` answers a super admin (配置管理 → 键值配置): the backup folder's record. */
export interface BackupStatus {
  /** BACKUP_DIR, absolute. */
  dir: string;
  /** BACKUP_EVERY_HOURS; 0: no scheduled backups. */
  every_hours: number;
  /** BACKUP_KEEP: archives kept in the folder. */
  keep: number;
  /** When the next scheduled backup runs (ISO), or null when none is scheduled. */
  next_at: string | null;
  /** The newest archive in the folder. */
  last: {
    file: string;
    /** Bytes. */
    size: number;
    reason: 'scheduled' | 'manual' | 'pre-migration';
    created_at: string;
    version: string;
    /** The migration its database was at. */
    migration: string | null;
    /** Rows of all tables together. */
    rows: number;
  } | null;
  /** The last backup that failed, when it is newer than the last that succeeded. */
  failure: { at: string; reason: string; message: string } | null;
}
