import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page (1-based). */
  hrefFor: (page: number) => string;
}

/** Previous / next and page numbers of a paginated list (nothing when there is one page). */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className="pagination" aria-label={t`Pagination`}>
      {page > 1 ? (
        <Link className="pagination__step" to={hrefFor(page - 1)} rel="prev">
          <Trans>Page précédente</Trans>
        </Link>
      ) : null}
      <ol className="pagination__pages">
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span className="pagination__page" aria-current="page">
                {number}
              </span>
            ) : (
              <Link className="pagination__page" to={hrefFor(number)} aria-label={t`Page ${number}`}>
                {number}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <Link className="pagination__step" to={hrefFor(page + 1)} rel="next">
          <Trans>Page suivante</Trans>
        </Link>
      ) : null}
    </nav>
  );
}
