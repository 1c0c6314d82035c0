/**
 * The enterprise domain's demo rows (issue 11): groups over the datasheets' fictional makers, the makers'
 * enterprise details, factories with equipment, attributes and reputation, colleagues, clients, company tags
 * and network-expansion requests. Every row is checked by its family's add validator, as an add through the
 * API would be. Written only when the datasheet demo wrote its makers (the names tie them together).
 */
import {
  adminUserResource,
  type ChildrenField,
  clientResource,
  colleagueResource,
  companyOriginResource,
  companyResource,
  creditCodeCheckChar,
  equipmentResource,
  equipmentSecondTypeResource,
  equipmentTypeResource,
  factoryReputationResource,
  factoryResource,
  factorySpecialTagResource,
  factoryTypeResource,
  foundryModelResource,
  groupResource,
  type MultiReferenceField,
  networkExpansionResource,
  OriginStatus,
  type ResourceDef,
  TagType,
  tagBindingResource,
  tagResource,
} from '@console/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../engine/index.ts';
import { childTableOf, familyTable, isScalar, joinTableOf, tableOf } from '../../../engine/index.ts';
import { accepted, anyRows, insertMany } from '../datasheet-demo/bulk.ts';
import { companies as makers } from '../datasheet-demo/companies.ts';
import { DEMO_MARK } from '../demo-data.ts';
import { companyExtras, groups } from './companies.ts';
import { equipmentTypes, factories, factoryTypes, foundryModels, specialTags } from './factories.ts';
import { clients, colleagues, companyOrigins, networkRequests } from './people.ts';

const DAY_MS = 86_400_000;

/** Families only this demo writes into; any row in them means the domain holds data already. */
const enterpriseFamilies = [
  groupResource.key,
  factoryTypeResource.key,
  factoryResource.key,
  equipmentTypeResource.key,
  colleagueResource.key,
  clientResource.key,
  networkExpansionResource.key,
  companyOriginResource.key,
] as const;

/** Adds one row of a family with its child rows and links, as the engine's add stores them; returns its id. */
async function addRow(tx: Tx, def: ResourceDef, values: Record<string, unknown>, at: Date): Promise<number> {
  const row = accepted(def, values);
  const table = familyTable(def);
  const scalars = Object.fromEntries(
    def.fields
      .filter((field) => isScalar(field) && field.name in row)
      .map((field) => [field.name, row[field.name]]),
  );
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  const [inserted] = await tx
    .insert(table)
    .values({ ...scalars, created_at: at, updated_at: at })
    .returning({ id: table.id });
  if (!inserted) throw new Error(`demo ${def.key} row not inserted`);
  const { id } = inserted;
  for (const field of def.fields) {
    const given = row[field.name];
    if (field.kind === 'children' && Array.isArray(given) && given.length > 0) {
      const child = childTableOf(def, field as ChildrenField);
      await insertMany(
        tx,
        child.table,
        given.map((values, position) => ({ ...(values as object), parent_id: id, position })),
      );
    } else if (field.kind === 'multiReference' && Array.isArray(given) && given.length > 0) {
      const join = joinTableOf(def, field as MultiReferenceField);
      await insertMany(
        tx,
        join.table,
        given.map((target) => ({ [join.owner.name]: id, [join.target.name]: target })),
      );
    }
  }
  return id;
}

/** A library of names written in order; answers name → id. */
async function writeNames(tx: Tx, def: ResourceDef, names: readonly string[], at: Date) {
  const ids = new Map<string, number>();
  for (const [index, name] of names.entries()) {
    ids.set(name, await addRow(tx, def, { name, sort: index * 10 }, at));
  }
  return (name: string) => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`demo ${def.key} ${name} missing`);
    return id;
  };
}

export async function seedEnterpriseDemo(tx: Tx, now: Date): Promise<{ skipped: boolean }> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const companyTable = familyTable(companyResource);
  const found = await tx
    .select({ id: companyTable.id, name: companyTable.name_zh })
    .from(companyTable)
    .where(
      inArray(
        companyTable.name_zh,
        makers.map((m) => `${DEMO_MARK}${m.name_zh}`),
      ),
    );
  const byName = new Map(found.map((row) => [row.name, row.id]));
  const companyId = (key: string) => {
    const spec = makers.find((maker) => maker.key === key);
    const id = spec && byName.get(`${DEMO_MARK}${spec.name_zh}`);
    if (!id) throw new Error(`demo company ${key} missing`);
    return id;
  };
  const companyName = (key: string) => makers.find((maker) => maker.key === key)?.name_zh ?? key;
  // No fictional makers to build on (the datasheet demo was skipped), or the domain is someone's data already
  // (an earlier seed whose admin was removed): fictional rows never mix with real ones.
  if (found.length < makers.length || (await anyRows(tx, enterpriseFamilies))) return { skipped: true };

  const libraryAt = at(400);
  for (const spec of groups) {
    const id = await addRow(
      tx,
      groupResource,
      {
        name_zh: `${DEMO_MARK}${spec.name_zh}`,
        name_en: spec.name_en,
        country: spec.country,
        website: spec.website,
        description: spec.description,
      },
      libraryAt,
    );
    // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
    await tx
      .update(companyTable)
      .set({ group_id: id })
      .where(inArray(companyTable.id, spec.members.map(companyId)));
  }

  for (const [key, extra] of Object.entries(companyExtras)) {
    const { credit17, contacts, ...fields } = extra;
    const check = credit17 && creditCodeCheckChar(credit17);
    const values = accepted(companyResource, {
      name_zh: `${DEMO_MARK}${companyName(key)}`,
      ...fields,
      credit_code: credit17 && check ? credit17 + check : '',
    });
    const id = companyId(key);
    // The fields given, and the credit code made from them.
    const scalars = Object.fromEntries(
      Object.entries(values).filter(
        ([name]) => name !== 'contacts' && (name in fields || name === 'credit_code'),
      ),
    );
    // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
    await tx.update(companyTable).set(scalars).where(eq(companyTable.id, id));
    if (contacts.length > 0) {
      const field = companyResource.fields.find((f) => f.name === 'contacts') as ChildrenField;
      await insertMany(
        tx,
        childTableOf(companyResource, field).table,
        contacts.map((contact, position) => ({ ...contact, parent_id: id, position })),
      );
    }
  }

  const factoryType = await writeNames(tx, factoryTypeResource, factoryTypes, libraryAt);
  const specialTag = await writeNames(tx, factorySpecialTagResource, specialTags, libraryAt);
  const foundryModel = await writeNames(tx, foundryModelResource, foundryModels, libraryAt);
  const equipmentType = await writeNames(tx, equipmentTypeResource, Object.keys(equipmentTypes), libraryAt);
  const secondTypes = new Map<string, number>();
  for (const [type, seconds] of Object.entries(equipmentTypes)) {
    for (const [index, name] of seconds.entries()) {
      secondTypes.set(
        `${type}/${name}`,
        await addRow(
          tx,
          equipmentSecondTypeResource,
          { name, type_id: equipmentType(type), sort: index * 10 },
          libraryAt,
        ),
      );
    }
  }

  for (const [index, spec] of factories.entries()) {
    const factoryAt = at(300 - index * 20);
    const id = await addRow(
      tx,
      factoryResource,
      {
        name: spec.name,
        company_id: companyId(spec.company),
        type_id: factoryType(spec.type),
        region: spec.region,
        address: spec.address,
        latitude: spec.latitude,
        longitude: spec.longitude,
        area: spec.area,
        capacity: spec.capacity,
        certifications: spec.certifications,
        special_tags: spec.specialTags.map(specialTag),
        foundry_models: spec.foundryModels.map(foundryModel),
        attributes: spec.attributes,
      },
      factoryAt,
    );
    for (const item of spec.equipment) {
      await addRow(
        tx,
        equipmentResource,
        {
          factory_id: id,
          type_id: equipmentType(item.type),
          second_type_id: secondTypes.get(`${item.type}/${item.second}`),
          brand: item.brand,
          model: item.model,
          count: item.count,
          year: item.year,
        },
        factoryAt,
      );
    }
    for (const entry of spec.reputation) {
      const on = at(entry.daysAgo);
      await addRow(
        tx,
        factoryReputationResource,
        {
          factory_id: id,
          source: entry.source,
          score: entry.score,
          remark: entry.remark,
          rated_on: on.toISOString().slice(0, 10),
        },
        on,
      );
    }
  }

  for (const [index, person] of colleagues.entries()) {
    const { company, ...values } = person;
    await addRow(tx, colleagueResource, { ...values, company_id: companyId(company) }, at(200 - index * 10));
  }

  // Clients are owned by the first admin (the one the seed has just created).
  const admins = familyTable(adminUserResource);
  const [owner] = await tx.select({ id: admins.id }).from(admins).orderBy(asc(admins.id)).limit(1);
  if (owner) {
    for (const [index, client] of clients.entries()) {
      const day = (days: number) => at(days).toISOString().slice(0, 10);
      await addRow(
        tx,
        clientResource,
        {
          company_id: companyId(client.company),
          owner_id: owner.id,
          stage: client.stage,
          next_follow_up: client.nextInDays === null ? null : day(-client.nextInDays),
          notes: client.notes.map((note) => ({ noted_on: day(note.daysAgo), content: note.content })),
        },
        at(60 - index * 5),
      );
    }
  }

  // The company tags the configuration seeded (type company) on a few makers.
  const tags = familyTable(tagResource);
  const companyTags = await tx
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(eq(tags.type, TagType.COMPANY));
  const tagId = (name: string) => companyTags.find((tag) => tag.name === `${DEMO_MARK}${name}`)?.id;
  const bindings = [
    ['原料供应商', 'jinpeng'],
    ['原料供应商', 'nordvik'],
    ['原料供应商', 'huarui'],
    ['注塑加工', 'baixue'],
  ].flatMap(([tag, company]) => {
    const id = tagId(tag as string);
    return id === undefined
      ? []
      : [{ tag_id: id, target_type: TagType.COMPANY, target_id: companyId(company as string) }];
  });
  if (bindings.length > 0) {
    // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
    await tx
      .insert(familyTable(tagBindingResource))
      .values(bindings.map((binding) => ({ ...binding, created_at: at(30) })));
  }

  // Raw spellings from imports: mapped ones carry their company (the status the origin hook would set).
  for (const origin of companyOrigins) {
    const values = accepted(companyOriginResource, {
      raw: origin.raw,
      company_id: origin.company ? companyId(origin.company) : null,
      source: origin.source,
    });
    // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
    await tx.insert(tableOf(companyOriginResource.key)).values({
      ...values,
      status: origin.company ? OriginStatus.mapped : OriginStatus.unmapped,
      seen_count: origin.seen,
      created_at: at(90),
      updated_at: at(90),
    });
  }

  const table = tableOf(networkExpansionResource.key);
  for (const request of networkRequests) {
    const values = accepted(networkExpansionResource, {
      user_name: request.user_name,
      company_name: request.company_name,
      target_company: companyName(request.target),
      company_id: companyId(request.target),
      remark: `${DEMO_MARK}${request.remark}`,
    });
    const handled = request.status !== 0;
    // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
    await tx.insert(table).values({
      ...values,
      status: request.status,
      assignee_id: request.status === 1 && owner ? owner.id : null,
      handle_note: request.note ?? '',
      decline_reason: request.reason ?? '',
      handled_at: handled ? at(request.daysAgo - 1) : null,
      created_at: at(request.daysAgo),
      updated_at: at(handled ? request.daysAgo - 1 : request.daysAgo),
    });
  }
  return { skipped: false };
}
