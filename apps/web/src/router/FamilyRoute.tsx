/**
 * The screen of a route without a page of its own: a declared family's list or detail, or the "not built yet"
 * panel. Loaded lazily, because finding the family means loading every family's declaration — a weight the
 * shell, which every screen waits for, should not carry.
 */
import { type LocalName, resourceForDetailRoute, resourceForRoute } from '@console/contract';
import { NotBuilt } from './NotBuilt.tsx';
import { usePageRegistry } from './pageRegistry.tsx';

export default function FamilyRoute({ fullPath, name }: { fullPath: string; name: LocalName }) {
  const { resourcePages } = usePageRegistry();
  const listOf = resourceForRoute(fullPath);
  if (listOf) return <resourcePages.list key={listOf.key} def={listOf} />;
  const detailOf = resourceForDetailRoute(fullPath);
  if (detailOf) return <resourcePages.detail key={detailOf.key} def={detailOf} />;
  return <NotBuilt name={name} />;
}
