/**
 * The API authority list's own controls: the "sync APIs" button, and the need_login / need_judge switches that
 * change one row in place. Turning need_login off makes the call public, so it is confirmed first.
 */
import { SyncOutlined } from '@ant-design/icons';
import {
  adminEndpoints,
  apiAuthorityResource,
  type EndpointOutput,
  type ListRowOf,
  type ResourceDef,
} from '@console/contract';
import { App, Button, Switch } from 'antd';
import { useState } from 'react';
import { call } from '../../../api/call.ts';
import { ApiError } from '../../../api/request.ts';
import { useT } from '../../../i18n/index.ts';
import { updateRow, useFamilyMutation } from '../../../resources/api.ts';
import type { FieldWidgetProps } from '../../../resources/extensions.ts';
import { useLocaleStore } from '../../../stores/locale.ts';
import { useAuthT } from './strings.ts';

const def: ResourceDef = apiAuthorityResource;

type AuthorityRow = ListRowOf<typeof apiAuthorityResource>;

export type SyncResult = EndpointOutput<typeof adminEndpoints.apiAuthoritySync>;

export function syncApiAuthorities(): Promise<SyncResult> {
  return call(adminEndpoints.apiAuthoritySync, {});
}

export function SyncApisButton({ onSynced }: { onSynced: () => void }) {
  const at = useAuthT();
  const { modal, message } = App.useApp();
  const sync = useFamilyMutation(def, syncApiAuthorities);
  return (
    <Button
      icon={<SyncOutlined spin={sync.isPending} />}
      loading={sync.isPending}
      data-testid="api-sync"
      onClick={() =>
        modal.confirm({
          title: at('syncConfirmTitle'),
          content: at('syncConfirmText'),
          okButtonProps: { 'data-testid': 'api-sync-ok' },
          onOk: async () => {
            // The request function reports a failure itself.
            const result = await sync.mutateAsync().catch(() => null);
            if (!result) return;
            message.success({ content: at('syncDone', { ...result }), duration: 6 });
            onSynced();
          },
        })
      }
    >
      {at('syncApis')}
    </Button>
  );
}

type SwitchField = 'need_login' | 'need_judge';

/** Asks before a change that makes a call public; resolves whether to go on. */
function useConfirmPublic() {
  const at = useAuthT();
  const { modal } = App.useApp();
  return (row?: AuthorityRow) =>
    modal.confirm({
      title: at('needLoginOffTitle'),
      content: row
        ? at('needLoginOffText', { method: row.method, path: row.path })
        : at('needLoginOffTextForm'),
      okText: at('needLoginOffOk'),
      okButtonProps: { danger: true, 'data-testid': 'need-login-off-ok' },
    });
}

/** One switch cell of the list: saves the row's field at once. */
export function AuthoritySwitchCell({ row, field }: { row: AuthorityRow; field: SwitchField }) {
  const at = useAuthT();
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const { message } = App.useApp();
  const confirmPublic = useConfirmPublic();
  const [busy, setBusy] = useState(false);
  const save = useFamilyMutation(def, (on: boolean) => updateRow(def, row.id, { [field]: on }));
  const label = def.fields.find((f) => f.name === field)?.label[locale] ?? field;

  const apply = async (on: boolean) => {
    setBusy(true);
    try {
      await save.mutateAsync(on);
      message.success(at('switchSaved', { path: row.path, label, state: at(on ? 'switchOn' : 'switchOff') }));
    } catch (error) {
      // updateRow leaves the message to its caller (the server names what it refused).
      message.error(error instanceof ApiError ? error.message : t('requestFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Switch
      size="small"
      checked={row[field]}
      aria-label={`${label} ${row.path}`}
      loading={busy}
      data-testid={`switch-${field}`}
      onChange={async (on, event) => {
        event.stopPropagation();
        if (field === 'need_login' && !on && !(await confirmPublic(row))) return;
        await apply(on);
      }}
    />
  );
}

/** The edit form's need_login control: the same confirmation before it is turned off. */
export function NeedLoginWidget({ value, onChange, disabled }: FieldWidgetProps<boolean | null>) {
  const confirmPublic = useConfirmPublic();
  return (
    <Switch
      checked={Boolean(value)}
      disabled={disabled}
      data-testid="field-need_login"
      onChange={async (on) => {
        if (!on && !(await confirmPublic())) return;
        onChange?.(on);
      }}
    />
  );
}
