import { MAP_SERVICE_SETTING, settingKeyResource, systemEndpoints } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { familyTable } from '../../engine/index.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { ModuleContext } from '../module.ts';

/**
 * The settings the web app reads at start-up (enabled, marked readable), by key. The map-service key falls
 * back to `MAP_SERVICE_KEY` of the environment when no setting gives one.
 */
export function settingModule({ api, db, config }: ModuleContext): void {
  const { mapServiceKey } = config;
  endpointServer(api, config.checkApiOutput)(systemEndpoints.publicSettings, async () => {
    const table = familyTable(settingKeyResource);
    const rows = await db
      .select({ key: table.key, value: table.value })
      .from(table)
      .where(and(eq(table.is_public, true), eq(table.enabled, true)));
    const settings: Record<string, string> = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    if (!settings[MAP_SERVICE_SETTING] && mapServiceKey) settings[MAP_SERVICE_SETTING] = mapServiceKey;
    return settings;
  });
}
