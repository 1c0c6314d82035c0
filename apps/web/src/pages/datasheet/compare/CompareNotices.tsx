/** What the person should know about the sheets asked for: a shared link's, those not found, bad words. */
import { CloseOutlined } from '@ant-design/icons';
import { Alert, App, Button, Space, Tag } from 'antd';
import type { CompareSelection } from './selection.ts';
import { useCompareT } from './strings.ts';

export function LinkNotice({ selection }: { selection: CompareSelection }) {
  const t = useCompareT();
  const { message } = App.useApp();
  if (!selection.fromLink || selection.dsnos.length === 0) return null;
  const missing = selection.notInStore.length;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="compare-link-notice"
      title={t('linkTitle', { n: selection.dsnos.length })}
      description={missing > 0 ? t('linkNotInStore', { n: missing }) : t('linkAllInStore')}
      action={
        <Space vertical size={4}>
          {missing > 0 && (
            <Button
              size="small"
              type="primary"
              onClick={() => {
                selection.loadIntoStore();
                message.success(t('loadedIntoStore'));
              }}
              data-testid="compare-load-link"
            >
              {t('loadIntoStore')}
            </Button>
          )}
          <Button size="small" onClick={selection.showStore} data-testid="compare-show-store">
            {t('showStore')}
          </Button>
        </Space>
      }
    />
  );
}

export function MissingNotice({
  missing,
  onRemove,
}: {
  missing: readonly string[];
  onRemove: (dsnos: readonly string[]) => void;
}) {
  const t = useCompareT();
  if (missing.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="compare-missing"
      title={t('missingTitle', { n: missing.length })}
      description={
        <>
          <div>{t('missingText')}</div>
          <div className="compare-notice__tags">
            {missing.map((dsno) => (
              <Tag
                key={dsno}
                className="compare-notice__tag"
                data-testid="compare-missing-dsno"
                data-dsno={dsno}
              >
                {dsno}
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={t('removeMissingOne', { dsno })}
                  onClick={() => onRemove([dsno])}
                  data-testid="compare-missing-remove"
                />
              </Tag>
            ))}
          </div>
        </>
      }
      action={
        <Button size="small" onClick={() => onRemove(missing)} data-testid="compare-remove-missing">
          {t('removeMissing')}
        </Button>
      }
    />
  );
}

export function InvalidNotice({ invalid }: { invalid: readonly string[] }) {
  const t = useCompareT();
  if (invalid.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="compare-invalid"
      title={t('invalidTitle', { n: invalid.length })}
      description={invalid.join(', ')}
    />
  );
}
