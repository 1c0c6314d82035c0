/**
 * Every declared transition of demands, business proposals, proposals, SaaS supply checks and SaaS enterprises,
 * from every state of its family: legal ones move the row and are audited by the transition's name; illegal ones
 * are refused (code 6) naming the row's state, and write nothing. Rows reach each state through the transitions
 * themselves (shortest path from the state a new row starts in).
 */
import {
  DemandStatus,
  demandProposalResource,
  demandResource,
  ProposalSource,
  proposalResource,
  type ResourceDef,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
  type StateValue,
  saasEnterpriseResource,
  saasSupplyCheckResource,
  stateLabel,
  type WorkflowTransition,
  workflowStates,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let first: number;
let second: number;
let company: number;
let adminId: number;

async function post<T = ResourceRow>(url: string, payload: object) {
  return (await t.call<T>(token, { method: 'POST', url: `/api${url}`, payload })).body;
}
async function added(def: ResourceDef, values: object): Promise<number> {
  const answer = await post(`${def.base}/add`, values);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.id;
}
async function row(def: ResourceDef, id: number): Promise<ResourceRow> {
  return (await t.call<ResourceRow>(token, { url: `/api${def.base}/get?id=${id}` })).body.data;
}
async function history(def: ResourceDef, id: number): Promise<ResourceRow[]> {
  const url = `/api/system/audit/list?family=${def.key}&row_id=${id}&sort=id&size=50`;
  return (await t.call<ResourcePage>(token, { url })).body.data.list;
}

/** What each transition is given: its required inputs (and, approving a demand, its flags). */
function inputsOf(def: ResourceDef, transition: WorkflowTransition): Record<string, unknown> {
  if (def.key === demandResource.key && transition.name === 'approve') {
    return {
      first_classification_id: first,
      second_classification_id: second,
      cooperation_mode: 'purchase',
      points: 30,
      is_top: true,
      on_shelf: true,
      can_proposal: true,
      hide_user_info: true,
    };
  }
  const values: Record<string, unknown> = {};
  for (const input of transition.inputs ?? []) {
    if (!input.required) continue;
    values[input.field] = input.field.endsWith('_id') ? adminId : `测试${transition.label.zh}说明`;
  }
  return values;
}

interface Family {
  def: ResourceDef;
  /** A new row, in the family's first state. */
  create(): Promise<number>;
}

async function approvedDemand(): Promise<number> {
  const id = await added(demandResource, { title: '测试需求', content: '求购 PA66' });
  const done = await post(`${demandResource.base}/approve`, {
    id,
    ...inputsOf(demandResource, { name: 'approve' } as WorkflowTransition),
  });
  expect(done.code, done.msg).toBe(0);
  return id;
}

const families = (): Family[] => [
  { def: demandResource, create: () => added(demandResource, { title: '流程需求', content: '内容' }) },
  {
    def: demandProposalResource,
    create: async () =>
      added(demandProposalResource, {
        demand_id: await approvedDemand(),
        direction: 'business',
        company_id: company,
        title: '流程提案',
      }),
  },
  {
    def: proposalResource,
    create: () => added(proposalResource, { source: ProposalSource.saas, title: '流程 SaaS 提案' }),
  },
  {
    def: saasSupplyCheckResource,
    create: async () =>
      added(saasSupplyCheckResource, {
        enterprise_id: await added(saasEnterpriseResource, { name: `供应企业 ${Math.random()}` }),
        product_name: '流程供应',
      }),
  },
  {
    def: saasEnterpriseResource,
    create: () => added(saasEnterpriseResource, { name: `流程企业 ${Math.random()}` }),
  },
];

/** The shortest run of transitions from `start` to `state`. */
function pathTo(def: ResourceDef, start: StateValue, state: StateValue): WorkflowTransition[] | null {
  const queue: [StateValue, WorkflowTransition[]][] = [[start, []]];
  const seen = new Set<StateValue>([start]);
  while (queue.length > 0) {
    const [at, path] = queue.shift() as [StateValue, WorkflowTransition[]];
    if (at === state) return path;
    for (const transition of def.workflow?.transitions ?? []) {
      if (!transition.from.includes(at) || seen.has(transition.to)) continue;
      seen.add(transition.to);
      queue.push([transition.to, [...path, transition]]);
    }
  }
  return null;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const me = await t.call<{ uid: number }>(token, { url: '/api/admin/user/info' });
  adminId = me.body.data.uid;
  first = await added({ base: '/v2_demand/second_classification' } as ResourceDef, { name: '塑料原料' });
  second = await added({ base: '/v2_demand/second_classification' } as ResourceDef, {
    name: '工程塑料',
    parent_id: first,
  });
  company = await added({ base: '/v1_company' } as ResourceDef, { name_zh: '流程测试企业' });
});
afterAll(async () => {
  await t?.close();
});

describe('declared workflows of demands, proposals and SaaS', () => {
  for (const family of families()) {
    const { def } = family;
    const states = workflowStates(def).map((option) => option.value);
    for (const transition of def.workflow?.transitions ?? []) {
      for (const state of states) {
        const legal = transition.from.includes(state);
        it(`${def.key}.${transition.name} from ${stateLabel(def, state).en}: ${legal ? 'moves it' : 'refused'}`, async () => {
          const id = await family.create();
          const start = (await row(def, id)).status as StateValue;
          const path = pathTo(def, start, state);
          // Every state of these workflows is reachable from a new row's.
          expect(path).not.toBeNull();
          for (const step of path ?? []) {
            const moved = await post(`${def.base}/${step.name}`, { id, ...inputsOf(def, step) });
            expect(moved.code, moved.msg).toBe(0);
          }
          const before = await row(def, id);
          const done = await post<{ updated: number }>(`${def.base}/${transition.name}`, {
            id,
            ...inputsOf(def, transition),
          });
          if (legal) {
            expect(done, done.msg).toMatchObject({ code: 0, data: { updated: 1 } });
            expect((await row(def, id)).status).toBe(transition.to);
            const last = (await history(def, id)).at(-1);
            expect([last?.action, last?.transition]).toEqual(['transition', transition.name]);
            expect(last?.changes).toMatchObject({ status: [state, transition.to] });
            return;
          }
          expect(done.code).toBe(ResultCode.conflict);
          expect(done.msg).toContain(stateLabel(def, state).zh);
          expect(await row(def, id)).toEqual(before);
        });
      }
    }
  }

  it('approving a demand writes its classes and flags; the second class must be under the first', async () => {
    const id = await added(demandResource, { title: '分类校验', content: '内容' });
    const other = await added({ base: '/v2_demand/second_classification' } as ResourceDef, {
      name: '加工服务',
    });
    const wrong = await post(`${demandResource.base}/approve`, {
      id,
      first_classification_id: other,
      second_classification_id: second,
    });
    expect(wrong.code).toBe(ResultCode.invalid);
    expect(wrong.msg).toContain('工程塑料');
    const missing = await post(`${demandResource.base}/approve`, { id, first_classification_id: first });
    expect(missing.code).toBe(ResultCode.invalid);
    expect((await row(demandResource, id)).status).toBe(DemandStatus.waiting);
    // Flags left untouched in the dialog arrive as null: they keep the row's value (the engine's rule for
    // optional inputs whose column always holds one).
    const done = await post(`${demandResource.base}/approve`, {
      id,
      ...inputsOf(demandResource, { name: 'approve' } as WorkflowTransition),
      need_proposal: null,
      can_show_to_customer: null,
      cooperation_mode: null,
    });
    expect(done.code, done.msg).toBe(0);
    expect(await row(demandResource, id)).toMatchObject({
      status: DemandStatus.approved,
      first_classification_id: first,
      second_classification_id: second,
      points: 30,
      is_top: true,
      on_shelf: true,
      hide_user_info: true,
      can_proposal: true,
      need_proposal: false,
      can_show_to_customer: false,
      cooperation_mode: null,
    });
    expect((await row(demandResource, id)).checked_at).not.toBeNull();
  });

  it('a third level of classification is refused', async () => {
    const third = await post('/v2_demand/second_classification/add', { name: 'PA66', parent_id: second });
    expect(third.code).toBe(ResultCode.invalid);
  });
});
