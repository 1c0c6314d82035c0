/**
 * The role picker of one route (layout authority): every layout role as a checkbox, saved under the role
 * tree's rules (roleGrants.ts) — one update of the authority row when that says it all, else one update per
 * changed role. The lists, the roles and the admin's own sidebar are refreshed after it.
 */
import { auditLogResource, layoutAuthorityResource, layoutRoleResource } from '@console/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, type ButtonProps, Checkbox, Empty, Input, Modal, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../api/request.ts';
import { useT } from '../../../i18n/index.ts';
import { familyKey, updateRow } from '../../../resources/api.ts';
import { useLocaleStore } from '../../../stores/locale.ts';
import { type HeldLayoutAuthority, useLayoutHoldings } from './authorityRows.ts';
import { refreshOwnLayoutAuth } from './ownLayoutAuth.ts';
import { planRoleChange, type RoleChangePlan, type RoleEffect } from './roleGrants.ts';
import type { RouteTreeIndex } from './routeTree.ts';
import { type AuthT, useAuthT } from './strings.ts';
import './auth.css';

/** How many related paths an effect line names before "and N more". */
const NAMED_PATHS = 3;

async function savePlan(plan: RoleChangePlan): Promise<void> {
  if (plan.kind === 'authority') {
    await updateRow(layoutAuthorityResource, plan.id, { roles: plan.roles });
  } else if (plan.kind === 'roles') {
    // One role after another: each call is whole on its own, and a failure stops before the next role.
    for (const effect of plan.effects) {
      await updateRow(layoutRoleResource, effect.roleId, { authorities: effect.authorities });
    }
  }
}

export function useSaveRoles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePlan,
    // Refreshed after a failure too: a change of several roles may have saved some of them.
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: familyKey(layoutAuthorityResource) }),
        client.invalidateQueries({ queryKey: familyKey(layoutRoleResource) }),
        client.invalidateQueries({ queryKey: familyKey(auditLogResource) }),
        refreshOwnLayoutAuth(),
      ]);
    },
  });
}

function effectLine(at: AuthT, effect: RoleEffect, roleName: string, nameOf: (path: string) => string) {
  const named = effect.alsoPaths.slice(0, NAMED_PATHS).map(nameOf).join(', ');
  const rest = effect.alsoPaths.length - NAMED_PATHS;
  const paths = rest > 0 ? `${named} ${at('authMore', { n: rest })}` : named;
  return at(effect.change === 'grant' ? 'authAlsoGrant' : 'authAlsoRevoke', { role: roleName, paths });
}

export interface AuthorityRolesEditorProps {
  tree: RouteTreeIndex;
  /** The route whose roles are edited; the picker is open while it is set. */
  target: HeldLayoutAuthority | undefined;
  /** The route's name as the screen shows it. */
  title: string;
  onClose: () => void;
}

export function AuthorityRolesEditor({ tree, target, title, onClose }: AuthorityRolesEditorProps) {
  const t = useT();
  const at = useAuthT();
  const { message } = App.useApp();
  const locale = useLocaleStore((s) => s.locale);
  const holdings = useLayoutHoldings();
  const save = useSaveRoles();
  const [chosen, setChosen] = useState<number[]>([]);
  const [search, setSearch] = useState('');
  const [error, setError] = useState('');

  // Each opening starts from what the route holds then; a refetch while open leaves the ticks alone.
  const [openedFor, setOpenedFor] = useState<number>();
  if ((target?.id ?? undefined) !== openedFor) {
    setOpenedFor(target?.id);
    if (target) {
      setChosen([...target.roles]);
      setSearch('');
      setError('');
    }
  }

  const plan = useMemo<RoleChangePlan>(
    () => (target && holdings.rows ? planRoleChange(tree, holdings.rows, target, chosen) : { kind: 'none' }),
    [tree, holdings.rows, target, chosen],
  );
  const roleName = (id: number) => holdings.roles?.find((r) => r.id === id)?.name ?? `#${id}`;
  const pathName = (path: string) => tree.byKey.get(path)?.name[locale] ?? path;
  const needle = search.trim().toLowerCase();
  const allRoles = holdings.roles ?? [];
  const shown = allRoles.filter(
    (r) => !needle || r.name.toLowerCase().includes(needle) || r.description.toLowerCase().includes(needle),
  );
  const effects = plan.kind === 'none' ? [] : plan.effects.filter((e) => e.alsoPaths.length > 0);

  const submit = async () => {
    setError('');
    try {
      await save.mutateAsync(plan);
      message.success(at('authRolesSaved', { name: title }));
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('requestFailed'));
    }
  };

  const body = () => {
    if (holdings.error) return <Alert type="error" showIcon title={holdings.error.message} />;
    if (holdings.isPending) return <Skeleton active />;
    if (allRoles.length === 0) {
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={at('authRolesNone')} />;
    }
    return (
      <>
        <div className="auth-roles-editor__bar">
          <Input.Search
            allowClear
            placeholder={at('authRolesSearch')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="authority-roles-search"
          />
          <Typography.Text type="secondary" data-testid="authority-roles-count">
            {at('authRolesCount', { n: chosen.length, total: allRoles.length })}
          </Typography.Text>
        </div>
        <div className="auth-roles-editor__list">
          {shown.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={at('authRolesNoMatch')} />
          ) : (
            shown.map((role) => (
              <Checkbox
                key={role.id}
                checked={chosen.includes(role.id)}
                onChange={(e) =>
                  setChosen((now) =>
                    e.target.checked ? [...now, role.id] : now.filter((id) => id !== role.id),
                  )
                }
                data-testid="role-choice"
                data-role={role.name}
              >
                <span>{role.name}</span>
                {role.description && (
                  <Typography.Text type="secondary" className="auth-roles-editor__desc">
                    {role.description}
                  </Typography.Text>
                )}
              </Checkbox>
            ))
          )}
        </div>
        <Typography.Paragraph type="secondary" className="auth-tree-help">
          {at('authRolesHelp')}
        </Typography.Paragraph>
        {effects.length > 0 && (
          <Alert
            type="info"
            showIcon
            data-testid="authority-roles-effects"
            title={
              <ul className="auth-roles-editor__effects">
                {effects.map((effect) => (
                  <li key={effect.roleId}>{effectLine(at, effect, roleName(effect.roleId), pathName)}</li>
                ))}
              </ul>
            }
          />
        )}
        {error && <Alert type="error" showIcon title={error} data-testid="authority-roles-error" />}
      </>
    );
  };

  return (
    <Modal
      open={target !== undefined}
      title={
        <span>
          {at('authRolesTitle', { name: title })}
          <Typography.Text type="secondary" className="auth-roles-editor__path">
            {target?.path}
          </Typography.Text>
        </span>
      }
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: plan.kind === 'none', 'data-testid': 'authority-roles-save' } as ButtonProps}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <div className="auth-roles-editor" data-testid="authority-roles-editor">
        {body()}
      </div>
    </Modal>
  );
}
