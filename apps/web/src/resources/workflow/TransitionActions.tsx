/**
 * A family's declared transitions as the person meets them: a link per transition legal from a row's state and
 * granted to the admin (in the row's actions and on its detail screen), the same on the list's selection, and
 * one dialog asking for the transition's inputs (a reason, an assignee) or, when it needs none, a confirmation.
 */
import {
  type ChildrenField,
  legalTransitions,
  personTransitions,
  type ResourceDef,
  type ResourceField,
  type ResourceRow,
  ROW_VERSIONS_FIELD,
  type RowVersions,
  transitionEndpoint,
  transitionFields,
  transitionPath,
  type WorkflowTransition,
} from '@console/contract';
import { App, Button, Form, Modal, Space } from 'antd';
import { useState } from 'react';
import { call } from '../../api/call.ts';
import { useCan } from '../../api/grants.ts';
import { useT } from '../../i18n/index.ts';
import { useLocaleStore } from '../../stores/locale.ts';
import { useUserStore } from '../../stores/user.ts';
import { useFamilyMutation, versionsOf } from '../api.ts';
import { ExtensibleControl } from '../form/controls.tsx';
import { fieldRules } from '../form/rules.ts';
import { fromFormValues, toFormValue } from '../form/values.ts';
import { RowLink } from '../list/RowLink.tsx';
import { rowTitle, selectionNames } from '../rowNames.ts';

/** The rows a transition is about to run on: one (its title named) or a selection (counted). */
interface Target {
  transition: WorkflowTransition;
  ids: number[];
  title?: string;
  /** A selection's first titles and how many more ("「A」、「B」、「C」 等 2 条"). */
  names?: string;
  /** The versions of the rows as shown: the server refuses the transition when one changed since. */
  versions: RowVersions;
  /** The one row, as shown: its inputs start with what it holds (an approval keeps the flags set). */
  row?: ResourceRow;
}

/** The transitions of the family this admin may run at all (the server judges each call again). */
export function useGrantedTransitions(def: ResourceDef): WorkflowTransition[] {
  const can = useCan();
  return personTransitions(def).filter((t) => !t.ownControl && can('POST', transitionPath(def, t)));
}

function TransitionDialog({
  def,
  target,
  onClose,
}: {
  def: ResourceDef;
  target: Target;
  onClose: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const locale = useLocaleStore((s) => s.locale);
  const me = useUserStore((s) => s.uid);
  const [form] = Form.useForm();
  const { transition } = target;
  const inputs = transitionFields(def, transition);
  const run = useFamilyMutation(def, (values: Record<string, unknown>) =>
    call(transitionEndpoint(def, transition), {
      ids: target.ids,
      ...values,
      [ROW_VERSIONS_FIELD]: target.versions,
    }),
  );
  const initialValues = Object.fromEntries([
    ...inputs
      .filter(({ field }) => target.row?.[field.name] !== undefined && target.row?.[field.name] !== null)
      .map(({ field }) => [field.name, toFormValue(field, target.row?.[field.name])]),
    ...inputs.filter(({ input }) => input.defaultsToSelf && me !== null).map(({ field }) => [field.name, me]),
  ]);
  const label = transition.label[locale];
  const submit = async () => {
    const values = await form.validateFields();
    const body = fromFormValues(
      inputs.map(({ field }) => ({ field, disabled: false })),
      values,
    );
    const result = await run.mutateAsync(body);
    message.success(t('transitionDone', { action: label, n: result.updated }));
    onClose();
  };
  return (
    <Modal
      open
      title={
        target.title
          ? t('transitionTitleOne', { action: label, title: target.title })
          : t('transitionTitleMany', { action: label, n: target.ids.length })
      }
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={label}
      okButtonProps={{ danger: transition.danger, 'data-testid': 'transition-submit' }}
      confirmLoading={run.isPending}
      destroyOnHidden
      wrapProps={{ 'data-testid': 'transition-dialog' }}
    >
      {target.names && <p data-testid="transition-names">{t('selectionIs', { names: target.names })}</p>}
      {transition.hint && <p data-testid="transition-hint">{transition.hint[locale]}</p>}
      {inputs.length === 0 ? (
        <p>{t('transitionConfirm', { action: label })}</p>
      ) : (
        <Form form={form} layout="vertical" preserve={false} initialValues={initialValues}>
          {inputs.map(({ input, field }) => {
            // An input names a scalar or multi-reference field (a child table is no transition input).
            const rule = { ...field, required: input.required === true } as Exclude<
              ResourceField,
              ChildrenField
            >;
            return (
              <Form.Item
                key={field.name}
                name={field.name}
                label={field.label[locale]}
                // A required text must hold more than spaces (the rules say so; the server trims it too).
                rules={fieldRules(rule, locale)}
              >
                <ExtensibleControl field={rule} locale={locale} />
              </Form.Item>
            );
          })}
        </Form>
      )}
    </Modal>
  );
}

/** Runs one transition at a time, wherever its button is; the dialog exists only while one is chosen. */
export function useTransitionDialog(def: ResourceDef) {
  const [target, setTarget] = useState<Target | null>(null);
  const dialog = target ? (
    <TransitionDialog def={def} target={target} onClose={() => setTarget(null)} />
  ) : null;
  return { open: setTarget, dialog };
}

/** The links of one row's legal, granted transitions (list row actions, detail header). */
export function RowTransitions({
  def,
  row,
  asButtons,
}: {
  def: ResourceDef;
  row: ResourceRow;
  asButtons?: boolean;
}) {
  const locale = useLocaleStore((s) => s.locale);
  const granted = useGrantedTransitions(def);
  const { open, dialog } = useTransitionDialog(def);
  const legal = legalTransitions(def, row).filter((t) => granted.includes(t));
  if (legal.length === 0) return null;
  const title = rowTitle(def, row);
  const buttons = legal.map((transition) => {
    const props = {
      danger: transition.danger,
      onClick: () => open({ transition, ids: [row.id], title, row, versions: versionsOf([row], [row.id]) }),
      'data-testid': `transition-${transition.name}`,
    };
    return asButtons ? (
      <Button key={transition.name} {...props}>
        {transition.label[locale]}
      </Button>
    ) : (
      <RowLink key={transition.name} {...props}>
        {transition.label[locale]}
      </RowLink>
    );
  });
  return (
    <>
      {asButtons ? <Space>{buttons}</Space> : buttons}
      {dialog}
    </>
  );
}

/** The list toolbar's buttons for the selection: the server refuses the call naming any row not in a legal state. */
export function BulkTransitions({
  def,
  selectedIds,
  rows,
}: {
  def: ResourceDef;
  selectedIds: readonly number[];
  /** The rows the list shows, whose versions the call names. */
  rows: readonly ResourceRow[];
}) {
  const locale = useLocaleStore((s) => s.locale);
  const granted = useGrantedTransitions(def).filter((t) => t.bulk !== false);
  const { open, dialog } = useTransitionDialog(def);
  if (granted.length === 0) return null;
  return (
    <>
      {granted.map((transition) => (
        <Button
          key={transition.name}
          danger={transition.danger}
          disabled={selectedIds.length === 0}
          onClick={() =>
            open({
              transition,
              ids: [...selectedIds],
              names: selectionNames(def, locale, selectedIds, rows),
              versions: versionsOf(rows, selectedIds),
            })
          }
          data-testid={`bulk-transition-${transition.name}`}
        >
          {transition.label[locale]}
        </Button>
      ))}
      {dialog}
    </>
  );
}
