import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

/** Where a content page sits in the site; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useLingui();
  return (
    <nav className="breadcrumbs" aria-label={t`Fil d'Ariane`}>
      <ol>
        <li>
          <Link to="/">{t`Accueil`}</Link>
        </li>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.to && index < items.length - 1 ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
