import {
  accessLogResource,
  auditLogResource,
  cacheRuleResource,
  menuRecordResource,
  personalDataAccessResource,
  settingKeyResource,
  tagResource,
} from '@console/contract';
import { familyExtension, type ResourceExtensions } from '../../../resources/extensions.ts';
import {
  AccessLogHeader,
  FamilyNameCell,
  PersonalDataViewsHeader,
  ShownFieldsCell,
} from '../monitor/MonitorLinks.tsx';
import { RestoreDeleted } from '../monitor/RestoreDeleted.tsx';
import { BackupStatusPanel } from './backups/BackupStatusPanel.tsx';
import { CacheRuleActions } from './cache/CacheRuleActions.tsx';
import { CacheRulesHow } from './cache/CacheRulesHow.tsx';
import { IconCell, IconPicker } from './IconPicker.tsx';
import { TagBindingsAction } from './tags/TagBindings.tsx';
import { TagToolbar } from './tags/TagToolbar.tsx';

/** Additions of the system screens to the generic resource screens, by resource key. */
export const systemExtensions: ResourceExtensions = {
  // /configuration/router/list: the icon is shown, and chosen among those the sidebar can draw.
  ...familyExtension(menuRecordResource, {
    cells: { icon: (row) => <IconCell name={row.icon} /> },
    fieldWidgets: { icon: IconPicker },
  }),
  // /configuration/tags: bulk binding, copying a company's tags, and each tag's bindings.
  ...familyExtension(tagResource, {
    toolbar: (ctx) => <TagToolbar ctx={ctx} />,
    rowActions: (row) => <TagBindingsAction row={row} />,
  }),
  // /configuration/cache/remote_rules: how the rules apply, the keys a rule covers, and deleting them.
  ...familyExtension(cacheRuleResource, {
    header: () => <CacheRulesHow />,
    rowActions: (row) => <CacheRuleActions row={row} />,
  }),
  // /configuration/keys: the server's last backup and schedule, for a super admin (docs/operations.md).
  ...familyExtension(settingKeyResource, { header: () => <BackupStatusPanel /> }),
  // /monitor/admin: a deleted row is brought back from its deletion.
  ...familyExtension(auditLogResource, { rowActions: (row) => <RestoreDeleted entry={row} /> }),
  // /monitor/admin and /monitor/personal_data: each points at the other.
  ...familyExtension(accessLogResource, { header: () => <AccessLogHeader /> }),
  ...familyExtension(personalDataAccessResource, {
    header: () => <PersonalDataViewsHeader />,
    cells: {
      family: (row) => <FamilyNameCell family={row.family} />,
      fields: (row) => <ShownFieldsCell family={row.family} fields={row.fields} />,
    },
  }),
};
