/** Under a header's details: the way to every sheet's value of it (item/header). */
import { Link } from 'react-router';
import { headerValuesPath } from './routes.ts';
import { useSmartT } from './strings.ts';

export function HeaderValuesLink({ id }: { id: number }) {
  const t = useSmartT();
  return (
    <Link to={headerValuesPath(id)} data-testid="header-values-link">
      {t('viewValues')}
    </Link>
  );
}
