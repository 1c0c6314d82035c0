/**
 * Routes that went and the authorities that took over their grants. A family's generic status switch
 * (`POST {base}/status`, any state to any) gave way to its workflow's named transitions: a role that could set
 * the status keeps what it could do by being granted each transition a person runs, instead of losing it when
 * the sync removes the old route with its grants. Server-only transitions have no route, so no grant.
 */
import { personTransitions, transitionPath } from '@console/contract';
import { allFamilies } from '../engine/families.ts';

const key = (method: string, path: string) => `${method} ${path}`;

/** `METHOD path` of a retired route → `METHOD path` of the routes its grants pass to. */
export function retiredRouteSuccessors(): ReadonlyMap<string, readonly string[]> {
  const successors = new Map<string, string[]>();
  for (const def of allFamilies()) {
    const transitions = personTransitions(def).filter((t) => !t.servedByModule);
    if (transitions.length === 0) continue;
    successors.set(
      key('POST', `${def.base}/status`),
      transitions.map((t) => key('POST', transitionPath(def, t))),
    );
  }
  return successors;
}
