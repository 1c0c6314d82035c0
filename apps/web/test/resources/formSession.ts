/**
 * The session a form test runs in: a logged-in Chinese console whose fake API serves the family under test
 * from rows in memory (none unless the test adds them) and answers uploads. Returns the current test's.
 */
import type { ResourceDef } from '@console/contract';
import { beforeEach } from 'vitest';
import { answerUploads, type FakeApi } from '../api/fakeApi.ts';
import { type FamilyRows, serveFamily } from '../api/familyRows.ts';
import { startFakeApi } from '../api/session.ts';

export function startFormSession(def: ResourceDef): () => { api: FakeApi; family: FamilyRows } {
  const api = startFakeApi();
  let family: FamilyRows | undefined;
  beforeEach(() => {
    family = serveFamily(api(), def);
    answerUploads(api());
  });
  return () => {
    if (!family) throw new Error('the form session starts in beforeEach');
    return { api: api(), family };
  };
}
