/** The image library's own calls: where an image is used, and adding many uploaded images at once. */
import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { mediaImageResource } from './families.ts';

const imageUse = z.object({
  /** The family using it (its key), its label and the row. */
  family: z.string(),
  label: z.object({ zh: z.string(), en: z.string() }),
  row_id: z.number().int().positive(),
  title: z.string(),
  /** The field holding it (a cover, a rich-text body). */
  field: z.string(),
  field_label: z.object({ zh: z.string(), en: z.string() }),
});
export type ImageUse = z.infer<typeof imageUse>;

/** Most images one batch adds (a folder's worth; more is several batches). */
export const MAX_IMAGE_BATCH = 50;

export const mediaEndpoints = {
  imageUsage: endpoint({
    method: 'GET',
    path: `${mediaImageResource.base}/usage`,
    name: { zh: '图片使用位置', en: 'Where an image is used' },
    input: z.object({ id: z.coerce.number().int().positive() }),
    output: z.object({ uses: z.array(imageUse), truncated: z.boolean() }),
  }),
  imageBatchAdd: endpoint({
    method: 'POST',
    path: `${mediaImageResource.base}/batch_add`,
    name: { zh: '批量添加图片', en: 'Add images' },
    input: z.strictObject({
      category: z.string().max(32).optional(),
      images: z
        .array(
          z.strictObject({
            url: z.string().min(1).max(500),
            name: z.string().trim().min(1).max(120),
            size: z.number().int().nonnegative().optional(),
          }),
        )
        .min(1)
        .max(MAX_IMAGE_BATCH),
    }),
    output: z.object({ ids: z.array(z.number().int().positive()) }),
  }),
} as const;
