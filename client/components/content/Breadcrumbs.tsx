import { useT } from '../../i18n/use-t';
import { AppLink } from '../AppLink';

export interface Crumb {
  label: string;
  /** Path inside the tree; the last crumb (the current page) has none. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = useT();
  return (
    <nav className="breadcrumbs" aria-label={t('content:common.breadcrumbs')}>
      <ol>
        {items.map((item) => (
          <li key={`${item.label}-${item.to ?? 'current'}`}>
            {item.to ? (
              <AppLink to={item.to}>{item.label}</AppLink>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
