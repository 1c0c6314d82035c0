/**
 * The questionnaire list (/paper/list) is the generic screen of its declaration; adding and editing open the
 * builder, and each row links to its results.
 */
import { questionnaireResource } from '@console/contract';
import { Link } from 'react-router';
import { familyExtension, type ResourceExtensions } from '../../resources/extensions.ts';
import { paperAddPath, paperUpdatePath, paperUpdateRoute } from './routes.ts';
import { usePaperT } from './strings.ts';

function ResultsLink({ id }: { id: number }) {
  const t = usePaperT();
  return (
    <Link to={paperUpdatePath(id)} state={{ tab: 'results' }} data-testid="paper-results-link">
      {t('resultsAction')}
    </Link>
  );
}

export const paperExtensions: ResourceExtensions = {
  ...familyExtension(questionnaireResource, {
    addRoute: paperAddPath,
    editRoute: paperUpdateRoute,
    rowActions: (row) => <ResultsLink id={row.id} />,
    rowActionsWidth: 50,
  }),
};
