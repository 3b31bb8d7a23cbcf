// Memory tuned to the member (issue 30, docs/decisions/050), on the review page: whether their cards follow their own
// memory yet, how many reviews that takes, and how a card answered "good" comes back with their parameters and with
// the defaults.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { MemoryView } from "../../../application/web/learning/memory-model.ts";
import { useFormatDate } from "../date-format.ts";
import "../../styles/coach.css";

export function MemoryModel({ memory }: { memory: MemoryView }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const min = memory.minReviews;
  const count = memory.reviewCount ?? 0;
  const fittedAt = memory.fittedAt === null ? "" : formatDate(memory.fittedAt);
  const improvement =
    memory.logLossDefault !== null && memory.logLossFitted !== null && memory.logLossDefault > 0
      ? Math.round((1 - memory.logLossFitted / memory.logLossDefault) * 100)
      : null;
  return (
    <section className="member-page__section memory-model" aria-labelledby="memory-title">
      <h2 id="memory-title">
        <Trans>Ma mémoire</Trans>
      </h2>
      {memory.personal ? (
        <>
          <p>
            <Trans>
              Vos cartes suivent votre propre mémoire : le calendrier a été ajusté le {fittedAt} à partir de vos {count}{" "}
              révisions.
            </Trans>
          </p>
          {improvement !== null && improvement > 0 ? (
            <p>
              <Trans>
                Sur vos révisions passées, son erreur de prévision (perte logarithmique) est {improvement} % plus faible
                qu'avec le réglage par défaut.
              </Trans>
            </p>
          ) : null}
        </>
      ) : (
        <p>
          <Plural
            value={min}
            one="Vos cartes suivent le réglage par défaut. Après # révision, le calendrier s'ajustera à votre propre mémoire."
            other="Vos cartes suivent le réglage par défaut. Après # révisions, le calendrier s'ajustera à votre propre mémoire."
          />
        </p>
      )}
      <table className="memory-model__table">
        <caption>{t`Quand revient une carte réussie à chaque fois (jours après chaque révision)`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Calendrier`}</th>
            {memory.intervals.defaults.map((_, index) => (
              <th key={index} scope="col">
                {t`Révision ${index + 1}`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t`Par défaut`}</th>
            {memory.intervals.defaults.map((days, index) => (
              <td key={index}>{days}</td>
            ))}
          </tr>
          {memory.personal ? (
            <tr>
              <th scope="row">{t`Le vôtre`}</th>
              {memory.intervals.mine.map((days, index) => (
                <td key={index}>{days}</td>
              ))}
            </tr>
          ) : null}
        </tbody>
      </table>
    </section>
  );
}
