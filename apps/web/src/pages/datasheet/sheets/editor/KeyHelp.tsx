/** The grid's key model in words, a click (or focus and Enter) away from the editor's title. */
import { QuestionCircleOutlined } from '@ant-design/icons';
import type { Locale } from '@console/contract';
import { Button, Popover } from 'antd';
import { keyHelp } from '../grid/keyModel.ts';
import type { SheetT } from '../strings.ts';

export function KeyHelp({ t, locale }: { t: SheetT; locale: Locale }) {
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('keysTitle')}
      content={
        <table className="ds-keys" data-testid="key-help">
          <tbody>
            {keyHelp.map((entry) => (
              <tr key={entry.keys}>
                <td>
                  <kbd>{entry.keys}</kbd>
                </td>
                <td>{entry.does[locale]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <Button icon={<QuestionCircleOutlined />} data-testid="key-help-open">
        {t('keysTitle')}
      </Button>
    </Popover>
  );
}
