/** Images in the rich-text editor go through the app's upload call; the document only ever holds their URL. */
import { imageMimeTypes } from '@console/contract';
import type { Editor } from '@tiptap/core';
import { upload } from '../../api/request.ts';

export const imageAccept = imageMimeTypes.join(',');

export function isImageFile(file: File): boolean {
  return (imageMimeTypes as readonly string[]).includes(file.type);
}

/**
 * Uploads each image and inserts it at `pos` (the drop point), else at the selection. A refused upload is
 * reported by the request function and leaves the document as it was.
 */
export async function insertUploadedImages(editor: Editor, files: readonly File[], pos?: number) {
  let at = pos;
  for (const file of files) {
    const saved = await upload(file);
    if (editor.isDestroyed) return;
    const image = { type: 'image', attrs: { src: saved.url, alt: saved.name } };
    const chain = editor.chain().focus();
    if (at === undefined) chain.insertContent(image).run();
    else {
      chain.insertContentAt(at, image).run();
      at += 1;
    }
  }
}
