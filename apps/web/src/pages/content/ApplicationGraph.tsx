/**
 * /application/graph: applications, the materials they use and the industries they serve as an ECharts graph
 * (force layout, one colour per kind, node size by links). Clicking a node opens its row: an application's
 * detail, a material's category, an industry's application field. Only the graph series and what it needs are
 * imported, in this lazily loaded screen's chunk.
 */
import {
  type ApplicationGraph,
  type ApplicationGraphNode,
  applianceResource,
  applicationResource,
  categoryResource,
  contentEndpoints,
  detailUrl,
  type ResourceDef,
} from '@console/contract';
import { Alert, Card, Empty, Space, Spin, Typography } from 'antd';
import { GraphChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../api/call.ts';
import { useQuery } from '../../api/queries.ts';
import { ReferenceSelect } from '../../resources/ReferenceSelect.tsx';
import { useContentT } from './strings.ts';

echarts.use([GraphChart, TooltipComponent, LegendComponent, CanvasRenderer]);

const KINDS = ['application', 'material', 'industry'] as const;
const COLOURS = { application: '#1677ff', material: '#fa8c16', industry: '#52c41a' } as const;
const FAMILY: Record<ApplicationGraphNode['kind'], ResourceDef> = {
  application: applicationResource,
  material: categoryResource,
  industry: applianceResource,
};

/** Where a node leads: the row's own screen, else its family's list filtered to it. */
export function nodeUrl(node: Pick<ApplicationGraphNode, 'kind' | 'row_id'>): string | undefined {
  const def = FAMILY[node.kind];
  return detailUrl(def, node.row_id) ?? (def.route ? `${def.route}?id=${node.row_id}` : undefined);
}

export function graphOption(
  graph: ApplicationGraph,
  names: Record<string, string>,
): echarts.EChartsCoreOption {
  return {
    animationDuration: 600,
    tooltip: {
      formatter: (p: { data?: { name?: string; kindName?: string } }) =>
        `${p.data?.kindName ?? ''}：${p.data?.name ?? ''}`,
    },
    legend: [{ data: KINDS.map((kind) => names[kind]), top: 0 }],
    series: [
      {
        type: 'graph',
        layout: 'force',
        roam: true,
        draggable: true,
        label: { show: true, position: 'right', fontSize: 11 },
        force: { repulsion: 180, edgeLength: [60, 140], gravity: 0.08 },
        categories: KINDS.map((kind) => ({ name: names[kind], itemStyle: { color: COLOURS[kind] } })),
        data: graph.nodes.map((node) => ({
          id: node.id,
          name: node.name,
          kind: node.kind,
          rowId: node.row_id,
          kindName: names[node.kind],
          category: KINDS.indexOf(node.kind),
          symbolSize: Math.min(48, (node.kind === 'application' ? 14 : 18) + node.degree * 3),
        })),
        links: graph.links,
        lineStyle: { color: 'source', opacity: 0.5, curveness: 0.1 },
        emphasis: { focus: 'adjacency' },
      },
    ],
  };
}

export function ApplicationGraphPage() {
  const t = useContentT();
  const navigate = useNavigate();
  const [industry, setIndustry] = useState<number | null>(null);
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const graph = useQuery({
    queryKey: ['application', 'graph', industry],
    queryFn: ({ signal }) =>
      call(contentEndpoints.applicationGraph, industry ? { industry_id: industry } : {}, { signal }),
  });

  useEffect(() => {
    if (!host.current) return;
    const instance = echarts.init(host.current);
    chart.current = instance;
    instance.on('click', (params) => {
      const data = params.data as { kind?: ApplicationGraphNode['kind']; rowId?: number } | undefined;
      if (params.dataType !== 'node' || !data?.kind || !data.rowId) return;
      const url = nodeUrl({ kind: data.kind, row_id: data.rowId });
      if (url) navigate(url);
    });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(host.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [navigate]);

  const names = {
    application: t('kindApplication'),
    material: t('kindMaterial'),
    industry: t('kindIndustry'),
  };
  useEffect(() => {
    if (graph.data) chart.current?.setOption(graphOption(graph.data, names), { notMerge: true });
  });

  const empty = graph.data && graph.data.nodes.length === 0;
  return (
    <Card
      title={t('graphTitle')}
      extra={
        <Space>
          <Typography.Text>{t('graphIndustry')}</Typography.Text>
          <ReferenceSelect
            target={applianceResource.key}
            value={industry}
            onChange={(value) => setIndustry(typeof value === 'number' ? value : null)}
            placeholder={t('graphAll')}
            aria-label={t('graphIndustry')}
            style={{ width: 200 }}
          />
        </Space>
      }
      data-testid="application-graph"
    >
      <Typography.Paragraph type="secondary">{t('graphHint')}</Typography.Paragraph>
      {graph.data?.truncated && <Alert type="warning" showIcon title={t('graphTruncated', { n: 300 })} />}
      {empty && <Empty description={t('graphEmpty')} />}
      <Spin spinning={graph.isPending}>
        <div
          ref={host}
          style={{ width: '100%', height: 620, display: empty ? 'none' : 'block' }}
          data-testid="application-graph-canvas"
          data-nodes={graph.data?.nodes.length ?? 0}
        />
      </Spin>
    </Card>
  );
}
