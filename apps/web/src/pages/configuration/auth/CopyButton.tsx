/** A button copying a text (a password) to the clipboard, saying whether it worked. */
import { CopyOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useAuthT } from './strings.ts';

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard outside a secure context, or permission refused: the text stays on screen to select.
    return false;
  }
}

export function CopyButton({
  text,
  disabled,
  'data-testid': testId,
}: {
  text: string;
  disabled?: boolean;
  'data-testid'?: string;
}) {
  const at = useAuthT();
  const { message } = App.useApp();
  return (
    <Button
      icon={<CopyOutlined />}
      disabled={disabled || !text}
      data-testid={testId}
      onClick={async () => {
        if (await copyText(text)) message.success(at('copied'));
        else message.warning(at('copyFailed'));
      }}
    >
      {at('copy')}
    </Button>
  );
}
