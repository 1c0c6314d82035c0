/** The rich-text editor's toolbar: every button runs one Tiptap command and shows whether it is active. */
import {
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Button, Divider, Select, Tooltip, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { LinkButton } from './RichTextLink.tsx';
import { imageAccept, insertUploadedImages } from './richTextImages.ts';
import type { RichTextT } from './richTextMessages.ts';

const HEADING_LEVELS = [1, 2, 3] as const;
type BlockType = 'paragraph' | `h${(typeof HEADING_LEVELS)[number]}`;

/** How the platform spells the modifier key in shortcut hints. */
const MOD = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘' : 'Ctrl';

function hint(label: string, keys?: string) {
  return keys ? `${label} (${keys.replace('Mod', MOD)})` : label;
}

interface ToolButtonProps {
  label: string;
  keys?: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

function ToolButton({ label, keys, icon, active, disabled, onClick }: ToolButtonProps) {
  return (
    <Tooltip title={hint(label, keys)} mouseEnterDelay={0.5}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        // Keep the editor's selection: a toolbar click must not move focus out of the text first.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/** A quotation mark: antd's icon set has no blockquote glyph. */
const QuoteIcon = (
  <span className="anticon">
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
      <path d="M4 18h6v-6H6.5c0-2.2 1.3-3.5 3.5-3.5V6C6.5 6 4 8.4 4 12v6zm10 0h6v-6h-3.5c0-2.2 1.3-3.5 3.5-3.5V6c-3.5 0-6 2.4-6 6v6z" />
    </svg>
  </span>
);

interface RichTextToolbarProps {
  editor: Editor;
  disabled?: boolean;
  t: RichTextT;
  /** Set by the toolbar so the editor's Mod-K shortcut opens the link box. */
  linkOpen: boolean;
  onLinkOpenChange: (open: boolean) => void;
}

export function RichTextToolbar({ editor, disabled, t, linkOpen, onLinkOpenChange }: RichTextToolbarProps) {
  const [uploading, setUploading] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      block: (HEADING_LEVELS.find((level) => e.isActive('heading', { level })) ?? 0) as number,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const block: BlockType = state.block ? (`h${state.block}` as BlockType) : 'paragraph';
  const setBlock = (next: BlockType) => {
    if (next === 'paragraph') chain().setParagraph().run();
    else
      chain()
        .setHeading({ level: Number(next.slice(1)) as 1 | 2 | 3 })
        .run();
  };

  return (
    <div className="rich-text__toolbar" role="toolbar" aria-label={t('toolbar')}>
      <Select<BlockType>
        size="small"
        variant="borderless"
        className="rich-text__block"
        style={{ width: 104 }}
        aria-label={t('blockType')}
        popupMatchSelectWidth={false}
        value={block}
        disabled={disabled}
        onChange={setBlock}
        options={[
          { value: 'paragraph', label: t('paragraph') },
          ...HEADING_LEVELS.map((level) => ({
            value: `h${level}` as BlockType,
            label: t('heading', { level }),
          })),
        ]}
      />
      <Divider orientation="vertical" />
      <ToolButton
        label={t('bold')}
        keys="Mod+B"
        icon={<BoldOutlined />}
        active={state.bold}
        disabled={disabled}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label={t('italic')}
        keys="Mod+I"
        icon={<ItalicOutlined />}
        active={state.italic}
        disabled={disabled}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label={t('underline')}
        keys="Mod+U"
        icon={<UnderlineOutlined />}
        active={state.underline}
        disabled={disabled}
        onClick={() => chain().toggleUnderline().run()}
      />
      <Divider orientation="vertical" />
      <ToolButton
        label={t('bulletList')}
        keys="Mod+Shift+8"
        icon={<UnorderedListOutlined />}
        active={state.bulletList}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label={t('orderedList')}
        keys="Mod+Shift+7"
        icon={<OrderedListOutlined />}
        active={state.orderedList}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        label={t('blockquote')}
        keys="Mod+Shift+B"
        icon={QuoteIcon}
        active={state.blockquote}
        disabled={disabled}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <Divider orientation="vertical" />
      <LinkButton
        editor={editor}
        t={t}
        open={linkOpen}
        onOpenChange={onLinkOpenChange}
        disabled={disabled}
        trigger={
          <ToolButton
            label={t('link')}
            keys="Mod+K"
            icon={<LinkOutlined />}
            active={state.link}
            disabled={disabled}
            // The popover's own click trigger opens and closes the box.
            onClick={() => {}}
          />
        }
      />
      <Upload
        accept={imageAccept}
        showUploadList={false}
        multiple
        disabled={disabled || uploading}
        customRequest={async ({ file, onSuccess, onError }) => {
          setUploading(true);
          try {
            await insertUploadedImages(editor, [file as File]);
            onSuccess?.(null);
          } catch (error) {
            // The request function has already told the user why the server refused the file.
            onError?.(error as Error);
          } finally {
            setUploading(false);
          }
        }}
      >
        <Tooltip title={uploading ? t('imageUploading') : t('image')} mouseEnterDelay={0.5}>
          <Button
            type="text"
            size="small"
            icon={<PictureOutlined />}
            aria-label={t('image')}
            loading={uploading}
            disabled={disabled}
          />
        </Tooltip>
      </Upload>
      <Divider orientation="vertical" />
      <ToolButton
        label={t('undo')}
        keys="Mod+Z"
        icon={<UndoOutlined />}
        disabled={disabled || !state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label={t('redo')}
        keys="Mod+Shift+Z"
        icon={<RedoOutlined />}
        disabled={disabled || !state.canRedo}
        onClick={() => chain().redo().run()}
      />
      <ToolButton
        label={t('clearFormatting')}
        icon={<ClearOutlined />}
        disabled={disabled}
        onClick={() => chain().unsetAllMarks().clearNodes().run()}
      />
    </div>
  );
}
