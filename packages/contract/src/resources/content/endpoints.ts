/**
 * The content domain's own calls (see `endpoint.ts`): the application graph, and the spec's hide/show call of
 * comments (`/comment/enable/update`, the same change as the family's generic `enable`).
 */
import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { applicationResource } from './applications.ts';
import { commentResource } from './comments.ts';

export const GRAPH_NODE_KINDS = ['application', 'material', 'industry'] as const;
export type GraphNodeKind = (typeof GRAPH_NODE_KINDS)[number];

const graphNode = z.object({
  /** `application:12`, `material:3`, `industry:5`: unique across kinds. */
  id: z.string(),
  kind: z.enum(GRAPH_NODE_KINDS),
  /** The row's id in its family (application, category, appliance). */
  row_id: z.number().int().positive(),
  name: z.string(),
  /** Applications linked to it (an application: its links), which sizes the node. */
  degree: z.number().int().nonnegative(),
});

export const applicationGraph = z.object({
  nodes: z.array(graphNode),
  links: z.array(z.object({ source: z.string(), target: z.string() })),
  /** Set when more applications matched than the graph draws (the newest are drawn). */
  truncated: z.boolean(),
});
export type ApplicationGraph = z.infer<typeof applicationGraph>;
export type ApplicationGraphNode = z.infer<typeof graphNode>;

/** Most applications one graph draws: past that a force layout is a hairball, not a picture. */
export const MAX_GRAPH_APPLICATIONS = 300;

export const contentEndpoints = {
  applicationGraph: endpoint({
    method: 'GET',
    path: `${applicationResource.base}/graph`,
    name: { zh: '应用图谱', en: 'Application graph' },
    input: z.object({ industry_id: z.coerce.number().int().positive().optional() }),
    output: applicationGraph,
  }),
  /** The spec's call: hide (`enabled: false`) or show comments, one or many. */
  commentEnableUpdate: endpoint({
    method: 'POST',
    path: `${commentResource.base}/enable/update`,
    name: { zh: '评论显示/隐藏', en: 'Show or hide comments' },
    input: z.strictObject({
      ids: z.array(z.number().int().positive()).min(1).max(1000),
      enabled: z.boolean(),
    }),
    output: z.object({ updated: z.number().int().nonnegative() }),
  }),
} as const;
