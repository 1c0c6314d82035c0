/** Demo experts (issue 22): one per field, and service requests to them in every state. */
import { ExpertRequestStatus, expertRequestResource, expertResource } from '@console/contract';
import type { Tx } from '../../engine/index.ts';
import { familyTable } from '../../engine/index.ts';
import { demoPictureUrl } from './demo-images.ts';

const DAY_MS = 86_400_000;

export async function writeExpertDemo(tx: Tx, now: Date, mark: (text: string) => string): Promise<void> {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const experts = familyTable(expertResource);
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  const rows = await tx
    .insert(experts)
    .values([
      {
        name: mark('周建华'),
        field: 'material',
        title: '教授级高工',
        organisation: '华东理工大学材料学院',
        photo: demoPictureUrl('expert-1'),
        bio: '<p>从事工程塑料选材与失效分析 25 年，主持汽车轻量化材料项目十余项。</p>',
        sort: 10,
      },
      {
        name: mark('林晓雯'),
        field: 'processing',
        title: '高级工程师',
        organisation: '宁波注塑技术研究院',
        photo: demoPictureUrl('expert-2'),
        bio: '<p>精密注塑与模流分析专家，擅长翘曲与缩痕问题。</p>',
        sort: 20,
      },
      {
        name: mark('马国栋'),
        field: 'testing',
        title: '实验室主任',
        organisation: '国家塑料制品质量检验中心',
        photo: '',
        bio: '<p>UL、IEC 阻燃与电气性能测试。</p>',
        sort: 30,
      },
      {
        name: mark('郑蕾'),
        field: 'recycling',
        title: '研究员',
        organisation: '循环经济材料研究所',
        photo: '',
        bio: '<p>再生 PET、PP 的提纯与改性。</p>',
        sort: 40,
      },
    ])
    .returning({ id: experts.id });
  const [zhou, lin, ma, zheng] = rows.map((row) => row.id) as [number, number, number, number];
  const { waiting, accepted, replied, declined } = ExpertRequestStatus;
  const requests = [
    {
      expert_id: zhou,
      subject: 'PA66 水室爆裂原因分析',
      user_name: '张工',
      company: '华东汽车零部件',
      question: '试验 500 h 后水室在熔接线处开裂，请帮忙分析原因。',
      status: waiting,
    },
    {
      expert_id: lin,
      subject: 'PC 外壳缩痕改善',
      user_name: '陈经理',
      company: '深圳精密电子',
      question: '壁厚 2.5 mm 加筋处缩痕明显，保压已加到 90 MPa。',
      status: accepted,
    },
    {
      expert_id: lin,
      subject: 'POM 齿轮尺寸超差',
      user_name: '刘工',
      company: '苏州办公设备',
      question: '成型 48 h 后尺寸仍在变化，如何稳定？',
      status: replied,
      reply: '建议提高模温至 90 ℃ 并做 80 ℃×4 h 退火处理。',
    },
    {
      expert_id: ma,
      subject: '5VA 测试样品准备',
      user_name: '品质部',
      company: '厦门电器',
      question: '5VA 平板样品尺寸与数量要求？',
      status: waiting,
    },
    {
      expert_id: zheng,
      subject: '再生 PP 异味',
      user_name: '王采购',
      company: '青岛家电',
      question: '再生 PP 用于内部件仍有异味，有什么处理方法？',
      status: declined,
      reply: '该问题需现场取样，建议联系检测中心。',
    },
    {
      expert_id: zhou,
      subject: '电池包上盖阻燃选材',
      user_name: '赵主管',
      company: '新能源科技',
      question: '需通过 UL94 V-0 1.5 mm，兼顾成本。',
      status: waiting,
    },
  ];
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  await tx.insert(familyTable(expertRequestResource)).values(
    requests.map((request, i) => ({
      ...request,
      subject: mark(request.subject),
      accepted_at: request.status === accepted || request.status === replied ? at(i) : null,
      replied_at: request.status === replied || request.status === declined ? at(i) : null,
      created_at: at(i + 1),
      updated_at: at(i),
    })),
  );
}
