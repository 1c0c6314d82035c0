/**
 * A family's workflow: the enum field holding each row's state, and the named transitions between states (a
 * request accepted or declined, a datasheet approved, a questionnaire published). From one declaration the
 * server derives an endpoint and an API authority per transition, and the web app the buttons legal from a
 * row's state, the dialog for the transition's inputs and the transition's name in the change history.
 */
import type { LocalName } from '../routes.ts';
import type { EnumOption, ResourceDef, ResourceField } from './types.ts';

export type StateValue = number | string;

/** A value the person gives when running a transition: a field of the family, written with the new state. */
export interface TransitionInput {
  /** The family's field it is written to; its declaration gives the label, kind and limits. */
  field: string;
  /** Must be given (a reason, an assignee), whatever the field itself says. */
  required?: boolean;
  /** A reference to an admin that starts as the admin running the transition (assign to me). */
  defaultsToSelf?: boolean;
}

export interface WorkflowTransition {
  /** snake_case; the endpoint is `{base}/{name}` and the change history names it. */
  name: string;
  label: LocalName;
  /** The states it may start from. */
  from: readonly StateValue[];
  to: StateValue;
  inputs?: readonly TransitionInput[];
  /** A date-time field set to the moment of the transition (handled_at). */
  stamp?: string;
  /** What the person is told in the transition's dialog before it runs (what it will change). */
  hint?: LocalName;
  /** Drawn as a warning (decline, reject): it is confirmed before it runs. */
  danger?: boolean;
  /** Offered on the list's selection too (default true). */
  bulk?: boolean;
  /**
   * The family's own screen draws this transition's control (approving a cached sheet shows the merge's
   * differences first), so the generic row, bulk and detail buttons leave it out; its endpoint is the same.
   */
  ownControl?: boolean;
  /**
   * Its call takes more than the transition's inputs (which of a card's fields a merge overwrites), so the
   * engine derives no endpoint: the family's module serves `{base}/{name}` and runs it through the engine.
   */
  servedByModule?: boolean;
  /**
   * Only the server runs it (a mail sent, a quote's first answer, a spelling mapped): no endpoint, no API
   * authority and no button; module code runs it through the engine with the same state check and audit.
   */
  serverOnly?: boolean;
}

export interface Workflow {
  /** The enum field holding the state; its options are the states (labels, colours). */
  field: string;
  transitions: readonly WorkflowTransition[];
}

/** Most rows one transition call may move. */
export const MAX_TRANSITION_ROWS = 1000;

export function transitionPath(def: Pick<ResourceDef, 'base'>, transition: Pick<WorkflowTransition, 'name'>) {
  return `${def.base}/${transition.name}`;
}

/** A transition the family declares, by name (a module's code running it); a missing one is a bug. */
export function declaredTransition(def: ResourceDef, name: string): WorkflowTransition {
  const transition = def.workflow?.transitions.find((t) => t.name === name);
  if (!transition) throw new Error(`${def.key} declares no transition ${name}`);
  return transition;
}

/** The state options of a family's workflow. */
export function workflowStates(def: ResourceDef): readonly EnumOption[] {
  const field = def.fields.find((f) => f.name === def.workflow?.field);
  return field?.kind === 'enum' ? field.options : [];
}

export function stateLabel(def: ResourceDef, value: unknown): LocalName {
  const option = workflowStates(def).find((o) => o.value === value);
  return option?.label ?? { zh: String(value), en: String(value) };
}

/** The transitions a person runs (through an endpoint): all but the server-only ones. */
export function personTransitions(def: ResourceDef): readonly WorkflowTransition[] {
  return (def.workflow?.transitions ?? []).filter((t) => !t.serverOnly);
}

/** The transitions a person may start from a row's state. */
export function legalTransitions(def: ResourceDef, row: Record<string, unknown>): WorkflowTransition[] {
  const workflow = def.workflow;
  if (!workflow) return [];
  const state = row[workflow.field] as StateValue;
  return personTransitions(def).filter((t) => t.from.includes(state));
}

/** The fields a transition's inputs write, with their declarations. */
export function transitionFields(
  def: ResourceDef,
  transition: WorkflowTransition,
): { input: TransitionInput; field: ResourceField }[] {
  return (transition.inputs ?? []).map((input) => {
    const field = def.fields.find((f) => f.name === input.field);
    if (!field) throw new Error(`${def.key}.${transition.name}: no field ${input.field}`);
    return { input, field };
  });
}

/** The change history's name of a transition, by the name its audit row keeps. */
export function transitionLabel(def: ResourceDef, name: unknown): LocalName | undefined {
  return def.workflow?.transitions.find((t) => t.name === name)?.label;
}
