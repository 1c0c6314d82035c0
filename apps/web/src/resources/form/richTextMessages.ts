/**
 * The rich-text editor's labels. Kept beside the editor so they travel in its lazily loaded chunk; Chinese is
 * the reference and English must have the same keys (the type checker enforces it).
 */
import { domainTexts } from '../../i18n/index.ts';

const zh = {
  placeholder: '请输入{label}…',
  toolbar: '格式工具栏',
  blockType: '段落格式',
  paragraph: '正文',
  heading: '标题 {level}',
  bold: '加粗',
  italic: '斜体',
  underline: '下划线',
  bulletList: '无序列表',
  orderedList: '有序列表',
  blockquote: '引用',
  link: '链接',
  linkUrl: '链接地址',
  linkApply: '确定',
  linkRemove: '取消链接',
  linkInvalid: '请输入以 http://、https://、mailto: 或 / 开头的地址',
  image: '插入图片',
  imageUploading: '图片上传中…',
  undo: '撤销',
  redo: '重做',
  clearFormatting: '清除格式',
};

type RichTextKey = keyof typeof zh;

const en: Record<RichTextKey, string> = {
  placeholder: 'Enter {label}…',
  toolbar: 'Formatting toolbar',
  blockType: 'Paragraph style',
  paragraph: 'Normal text',
  heading: 'Heading {level}',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  blockquote: 'Quote',
  link: 'Link',
  linkUrl: 'Link address',
  linkApply: 'Apply',
  linkRemove: 'Remove link',
  linkInvalid: 'Enter an address starting with http://, https://, mailto: or /',
  image: 'Insert image',
  imageUploading: 'Uploading image…',
  undo: 'Undo',
  redo: 'Redo',
  clearFormatting: 'Clear formatting',
};

/** Like `useT`, over the editor's own catalogue. */
export const useRichTextT = domainTexts({ zh, en });

export type RichTextT = ReturnType<typeof useRichTextT>;
