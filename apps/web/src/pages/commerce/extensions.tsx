/**
 * Additions to the generic purchasing screens: a requirement opens its quote comparison; the quote list's add
 * button opens the quote page.
 */
import { priceQuoteResource, purchaseRequirementResource } from '@console/contract';
import { Link } from 'react-router';
import { familyExtension, type ResourceExtensions } from '../../resources/extensions.ts';
import { bidPathOf, quoteAddPath } from './routes.ts';
import { useCommerceT } from './strings.ts';

function CompareLink({ id }: { id: number }) {
  const t = useCommerceT();
  return (
    <Link to={bidPathOf(id)} data-testid="requirement-compare">
      {t('compareAction')}
    </Link>
  );
}

export const commerceExtensions: ResourceExtensions = {
  ...familyExtension(purchaseRequirementResource, {
    rowActions: (row) => <CompareLink id={row.id} />,
    rowActionsWidth: 50,
  }),
  ...familyExtension(priceQuoteResource, { addRoute: quoteAddPath }),
};
