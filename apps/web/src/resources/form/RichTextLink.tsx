/** The link box of the rich-text toolbar: set, change or remove the link at the selection. */
import type { Editor } from '@tiptap/core';
import { Selection } from '@tiptap/pm/state';
import { Button, Input, Popover, Space, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import type { RichTextT } from './richTextMessages.ts';

/**
 * The addresses a link may have: those the server's sanitiser keeps (http, https, mailto) and site-relative
 * paths. Anything else (`javascript:`, `data:`) would be stripped on save, so it is refused here already.
 */
export function isAllowedLink(url: string): boolean {
  return /^(https?:\/\/\S+|mailto:\S+|\/(?!\/)\S*)$/i.test(url);
}

interface LinkButtonProps {
  editor: Editor;
  t: RichTextT;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  disabled?: boolean;
  trigger: ReactNode;
}

export function LinkButton({ editor, t, open, onOpenChange, disabled, trigger }: LinkButtonProps) {
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState(false);
  const current = open ? ((editor.getAttributes('link').href as string | undefined) ?? '') : '';

  useEffect(() => {
    if (open) {
      setUrl(current);
      setInvalid(false);
    }
  }, [open, current]);

  const close = () => {
    onOpenChange(false);
    editor.commands.focus();
  };

  const apply = () => {
    const href = url.trim();
    if (!href) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onOpenChange(false);
      return;
    }
    if (!isAllowedLink(href)) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus();
    // With nothing selected (and not inside a link) the address itself becomes the linked text.
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] });
    } else {
      chain.extendMarkRange('link').setLink({ href });
    }
    // The caret goes after the link and what is typed next is plain text (links extend while typing, for
    // autolinking); a select-all left in place would be replaced by the next key.
    chain
      .command(({ tr }) => {
        tr.setSelection(Selection.near(tr.doc.resolve(tr.selection.to), -1));
        return true;
      })
      .unsetMark('link')
      .run();
    onOpenChange(false);
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onOpenChange(false);
  };

  return (
    <Popover
      open={open && !disabled}
      trigger="click"
      placement="bottom"
      onOpenChange={(next) => onOpenChange(next && !disabled)}
      content={
        <div className="rich-text__link">
          <Space.Compact block>
            <Input
              autoFocus
              size="small"
              aria-label={t('linkUrl')}
              placeholder="https://"
              value={url}
              status={invalid ? 'error' : undefined}
              onChange={(e) => {
                setUrl(e.target.value);
                setInvalid(false);
              }}
              onPressEnter={(e) => {
                // Enter belongs to the link box: it must not submit the surrounding form.
                e.preventDefault();
                apply();
              }}
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  e.stopPropagation();
                  close();
                }
              }}
            />
            <Button size="small" type="primary" onClick={apply}>
              {t('linkApply')}
            </Button>
          </Space.Compact>
          {invalid && (
            <Typography.Text type="danger" className="rich-text__link-error">
              {t('linkInvalid')}
            </Typography.Text>
          )}
          {current && (
            <Button size="small" type="link" danger onClick={remove} className="rich-text__link-remove">
              {t('linkRemove')}
            </Button>
          )}
        </div>
      }
    >
      {/* The popover aligns to a DOM element; the toolbar's button component does not pass a ref. */}
      <span className="rich-text__link-anchor">{trigger}</span>
    </Popover>
  );
}
