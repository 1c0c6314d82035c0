/** The settings of one portal panel, by its kind: library rows picked, a number of news, rich text or links. */
import type { PanelKind, ScalarField } from '@console/contract';
import { Input, InputNumber, Space } from 'antd';
import { FieldControl } from '../../resources/form/controls.tsx';
import { ReferenceSelect } from '../../resources/ReferenceSelect.tsx';
import { useLocaleStore } from '../../stores/locale.ts';
import { useOperationT } from './strings.ts';

export interface Panel {
  id?: number;
  kind: PanelKind;
  title: string;
  config: Record<string, unknown>;
}

const richText: ScalarField = { name: 'html', kind: 'richText', label: { zh: '图文内容', en: 'Text' } };
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function PanelSettings({
  panel,
  onChange,
}: {
  panel: Panel;
  onChange: (config: Record<string, unknown>) => void;
}) {
  const t = useOperationT();
  const locale = useLocaleStore((s) => s.locale);
  const ids = (name: string) => (Array.isArray(panel.config[name]) ? (panel.config[name] as number[]) : []);
  switch (panel.kind) {
    case 'company_list':
    case 'sheet_list': {
      const [target, name] =
        panel.kind === 'company_list' ? ['company', 'company_ids'] : ['datasheet', 'datasheet_ids'];
      return (
        <ReferenceSelect
          target={target}
          multiple
          value={ids(name)}
          onChange={(value) => onChange({ [name]: Array.isArray(value) ? value : [] })}
          placeholder={panel.kind === 'company_list' ? t('portalCompanies') : t('portalSheets')}
          aria-label={panel.kind === 'company_list' ? t('portalCompanies') : t('portalSheets')}
          style={{ width: '100%' }}
          data-testid="portal-panel-picker"
        />
      );
    }
    case 'news_list':
      return (
        <Space>
          <span>{t('portalNewsCount')}</span>
          <InputNumber
            min={1}
            max={20}
            aria-label={t('portalNewsCount')}
            value={Number(panel.config.count ?? 5)}
            onChange={(count) => onChange({ count: count ?? 5 })}
          />
        </Space>
      );
    case 'rich_text':
      return (
        <FieldControl
          field={richText}
          locale={locale}
          value={text(panel.config.html)}
          onChange={(html) => onChange({ html: text(html) })}
        />
      );
    case 'links': {
      const links = Array.isArray(panel.config.links)
        ? (panel.config.links as { label: string; url: string }[])
        : [];
      return (
        <Input.TextArea
          rows={3}
          placeholder={t('portalLinks')}
          defaultValue={links.map((link) => `${link.label} ${link.url}`).join('\n')}
          onChange={(event) =>
            onChange({
              links: event.target.value
                .split('\n')
                .map((line) => line.trim())
                .filter(Boolean)
                .map((line) => {
                  const at = line.lastIndexOf(' ');
                  return at > 0
                    ? { label: line.slice(0, at).trim(), url: line.slice(at + 1) }
                    : { label: line, url: '' };
                }),
            })
          }
        />
      );
    }
  }
}
