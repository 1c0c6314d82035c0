/** The console screen of one row (a family's `detailRoute`): the id comes from `:id` or from `?id=`. */
import type { ResourceDef } from '@console/contract';
import { ResourceDetail } from './ResourceDetail.tsx';
import { BackButton, missingIdState, useRouteRowId } from './RowScreen.tsx';

export function ResourceDetailPage({ def }: { def: ResourceDef }) {
  const id = useRouteRowId({ query: true });
  if (id === undefined) return missingIdState({ backTo: def.route });
  return (
    <div className="resource-detail-page">
      {def.route && (
        <div className="resource-detail-page__back">
          <BackButton to={def.route} />
        </div>
      )}
      <ResourceDetail def={def} id={id} />
    </div>
  );
}
