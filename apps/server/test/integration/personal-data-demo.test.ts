/**
 * Users' contact data wherever the console holds it (issue 21: "phone and e-mail are masked in lists for roles
 * without the view contact permission, and every unmasked view is written to the audit"): on the demo rows, every
 * family declaring `mask` fields shows them masked to an admin holding only its list, refuses a filter by them,
 * and shows them unmasked to one holding its "view contact" authority too, each view written to the personal-data
 * access record (issue 33: a read is no line of the change history). Not only the /user list: the
 * read log, a campaign's recipients and unsubscribes, SaaS clients (their contact, their users), activity sign-ups and
 * feedback hold them as well; the SaaS workspace shows its enterprise's contact as the detail does.
 */
import {
  auditLogResource,
  contactPath,
  demandEndpoints,
  emailReadLogResource,
  maskContact,
  maskedFieldsOf,
  personalDataAccessResource,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
  saasEnterpriseResource,
} from '@console/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allFamilies } from '../../src/engine/families.ts';
import { familyTable } from '../../src/engine/tables.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { limitedAdmin } from './limited-admin.ts';

let t: TestApp;
let root: string;
const masking = () => allFamilies().filter((def) => maskedFieldsOf(def).length > 0);

async function list(token: string, url: string) {
  return (await t.call<ResourcePage>(token, { url: `/api${url}` })).body;
}
/** Rows of a family whose contact data was shown unmasked (the access record, not the change history). */
async function reveals(family: string): Promise<number> {
  const views = familyTable(personalDataAccessResource);
  const [row] = await t.db.select({ n: count() }).from(views).where(eq(views.family, family));
  return Number(row?.n ?? 0);
}
/** Lines of the change history of a family. */
async function changes(family: string): Promise<number> {
  const audit = familyTable(auditLogResource);
  const [row] = await t.db.select({ n: count() }).from(audit).where(eq(audit.family, family));
  return Number(row?.n ?? 0);
}

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: '1' } });
  root = await t.login();
  // The demo sends no mail; the read log gets the row a sent message would leave.
  await t.db.insert(familyTable(emailReadLogResource)).values({
    recipient: 'buyer.zhao@example.com',
    subject: '用户导出',
    purpose: 'user_export',
    transport: 'file',
    sent_at: new Date(),
  });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe("users' contact data in every family holding it", () => {
  it('is declared on every family holding it, as on /user', () => {
    expect(masking().map((def) => def.key)).toEqual(
      expect.arrayContaining([
        'site_user',
        'email_read_log',
        'email_campaign_recipient',
        'email_unsubscribe',
        'saas_user',
        'saas_enterprise',
        'activity_application',
        'user_feedback',
      ]),
    );
  });

  it('is masked with the list alone, cannot be filtered by, and is shown and audited with "view contact"', async () => {
    for (const def of masking()) {
      const fields = maskedFieldsOf(def);
      const listed = await limitedAdmin(t, root, `mask-${def.key}`, [`${def.base}/list`]);
      const shown = await limitedAdmin(t, root, `show-${def.key}`, [`${def.base}/list`, contactPath(def)]);

      const changed = await changes(def.key);
      const full = await list(shown, `${def.base}/list?size=100`);
      expect(full.code, `${def.key}: ${full.msg}`).toBe(0);
      const held = full.data.list.filter((row) =>
        fields.some((field) => String(row[field.name] ?? '') !== ''),
      );
      expect(held.length, `${def.key}: demo rows with contact data`).toBeGreaterThan(0);
      expect(await reveals(def.key), `${def.key}: the unmasked list is recorded`).toBeGreaterThan(0);
      expect(await changes(def.key), `${def.key}: a read is no change`).toBe(changed);

      const masked = await list(listed, `${def.base}/list?size=100`);
      for (const row of held) {
        const seen = masked.data.list.find((other) => other.id === row.id);
        for (const field of fields) {
          const value = String(row[field.name] ?? '');
          if (value === '' || !field.mask) continue;
          expect(seen?.[field.name], `${def.key}.${field.name}`).toBe(maskContact(field.mask, value));
          expect(seen?.[field.name]).not.toBe(value);
        }
      }

      const [field] = fields;
      if (field?.filter) {
        const filtered = await list(listed, `${def.base}/list?${field.name}=1`);
        expect(filtered.code, `${def.key}: filter by ${field.name}`).toBe(ResultCode.forbidden);
        expect((await list(shown, `${def.base}/list?${field.name}=1`)).code).toBe(0);
      }
      const contact = await t.call(listed, { url: `/api${contactPath(def)}?id=${held[0]?.id}` });
      expect(contact.body.code, `${def.key}: contact without the authority`).toBe(ResultCode.forbidden);
    }
  });

  it("is masked in the SaaS workspace as in the enterprise's detail, or shown and audited", async () => {
    const summary = demandEndpoints.saasWorkspace.path;
    const masked = await limitedAdmin(t, root, 'workspace-masked', [summary]);
    const shown = await limitedAdmin(t, root, 'workspace-shown', [
      summary,
      contactPath(saasEnterpriseResource),
    ]);
    const enterprises = (await list(root, `${saasEnterpriseResource.base}/list?size=100`)).data.list;
    const held = enterprises.find((row) => String(row.contact_phone ?? '') !== '') as ResourceRow;
    const phone = String(held.contact_phone);
    const workspace = async (token: string) =>
      (await t.call<{ enterprise: ResourceRow }>(token, { url: `/api${summary}?enterprise_id=${held.id}` }))
        .body;
    const before = await reveals(saasEnterpriseResource.key);
    expect((await workspace(masked)).data.enterprise.contact_phone).toBe(maskContact('phone', phone));
    expect(await reveals(saasEnterpriseResource.key)).toBe(before);
    expect((await workspace(shown)).data.enterprise.contact_phone).toBe(phone);
    expect(await reveals(saasEnterpriseResource.key)).toBe(before + 1);
  });
});
