/**
 * The control of a `richText` field: a Tiptap editor whose value is HTML. Loaded lazily (see controls.tsx),
 * so only forms with a rich-text field fetch it. Its schema produces only markup the server's sanitiser keeps
 * (apps/server/src/engine/validators.ts): p, h1–h3, strong, em, u, s, code, pre, blockquote, ul/ol/li, a, img,
 * br, hr.
 */
import { type Editor, Extension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Form } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { isAllowedLink } from './RichTextLink.tsx';
import { RichTextToolbar } from './RichTextToolbar.tsx';
import { insertUploadedImages, isImageFile } from './richTextImages.ts';
import { useRichTextT } from './richTextMessages.ts';
import './RichTextEditor.css';

export interface RichTextEditorProps {
  /** The field's label, for the placeholder and the editing area's accessible name. */
  label: string;
  value?: string | null;
  onChange?: (html: string) => void;
  disabled?: boolean;
  id?: string;
  'data-testid'?: string;
}

/**
 * An empty document is '' (not `<p></p>`), so the required rule and "no changes" see nothing; empty
 * paragraphs left at the end (Enter pressed once too often) are not content either.
 */
function htmlOf(editor: { isEmpty: boolean; getHTML: () => string }): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, '');
}

export function RichTextEditor({ label, value, onChange, disabled, id, ...rest }: RichTextEditorProps) {
  const t = useRichTextT();
  const { status } = Form.Item.useStatus();
  const [linkOpen, setLinkOpen] = useState(false);
  // The editor is created once; these refs let its callbacks see the latest props.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const openLinkRef = useRef(() => setLinkOpen(true));
  /** The HTML the editor last reported, to tell the form's own value apart from an outside change. */
  const emitted = useRef(value ?? '');
  const placeholder = t('placeholder', { label });
  const editorRef = useRef<Editor | null>(null);

  const editor = useEditor(
    {
      editable: !disabled,
      content: value ?? '',
      extensions: [
        StarterKit.configure({
          heading: { levels: [1, 2, 3] },
          // An always-present empty last paragraph would join every select-all (an empty bullet after
          // "select all, make a list"); the gap cursor already lets the caret below a last heading or image.
          trailingNode: false,
          link: {
            openOnClick: false,
            autolink: true,
            defaultProtocol: 'https',
            isAllowedUri: (url) => isAllowedLink(url),
            // The sanitiser drops `rel`; browsers treat target=_blank as noopener anyway.
            HTMLAttributes: { target: '_blank', rel: null },
          },
        }),
        Image.configure({ allowBase64: false }),
        Placeholder.configure({ placeholder }),
        Extension.create({
          name: 'linkShortcut',
          addKeyboardShortcuts: () => ({
            'Mod-k': () => {
              openLinkRef.current();
              return true;
            },
          }),
        }),
      ],
      editorProps: {
        attributes: {
          class: 'rich-text__content',
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
        },
        // Pasted or dropped image files are uploaded, never embedded as data: URLs (the sanitiser drops them).
        handlePaste: (_view, event) => {
          const files = Array.from(event.clipboardData?.files ?? []).filter(isImageFile);
          if (!files.length || !editorRef.current) return false;
          void insertUploadedImages(editorRef.current, files).catch(() => {});
          return true;
        },
        handleDrop: (view, event) => {
          const files = Array.from(event.dataTransfer?.files ?? []).filter(isImageFile);
          if (!files.length || !editorRef.current) return false;
          const pos = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
          void insertUploadedImages(editorRef.current, files, pos).catch(() => {});
          return true;
        },
      },
      onUpdate: ({ editor: e }) => {
        const html = htmlOf(e);
        if (html === emitted.current) return;
        emitted.current = html;
        onChangeRef.current?.(html);
      },
    },
    // The placeholder follows the language; the document survives because `value` seeds the new editor.
    [placeholder],
  );
  editorRef.current = editor;

  // A value set from outside (the row loaded, the form reset) replaces the document without echoing back.
  useEffect(() => {
    const next = value ?? '';
    if (!editor || next === emitted.current) return;
    emitted.current = next;
    editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const classes = ['rich-text', disabled && 'rich-text--disabled', status === 'error' && 'rich-text--error'];
  return (
    <div id={id} className={classes.filter(Boolean).join(' ')} data-testid={rest['data-testid']}>
      {editor && (
        <RichTextToolbar
          editor={editor}
          disabled={disabled}
          t={t}
          linkOpen={linkOpen}
          onLinkOpenChange={setLinkOpen}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
