import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { SEARCH_MAX_LENGTH } from "../../application/web/content/search-terms.ts";

/** §2 the knowledge library search: a GET form (works without JavaScript), the words in `q`. */
export function SearchForm({
  query = "",
  action = "/revisions/bibliotheque-des-savoirs",
}: {
  query?: string;
  action?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <form className="search-form" method="get" action={action} role="search">
      <label className="search-form__label" htmlFor={id}>
        <Trans>Rechercher un cours, un quiz, une fiche…</Trans>
      </label>
      <div className="search-form__row">
        <input
          id={id}
          className="search-form__input"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t`Ex. : théorème de Pythagore`}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button className="button button--primary" type="submit">
          <Trans>Rechercher</Trans>
        </button>
      </div>
    </form>
  );
}
