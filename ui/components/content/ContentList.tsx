import type { ReactNode } from "react";
import type { ContentSummary } from "../../../application/web/content/content-document.ts";
import { ContentCard, type ContentCardProps } from "./ContentCard.tsx";
import { EmptyState } from "./EmptyState.tsx";

export interface ContentListProps {
  items: readonly ContentSummary[];
  headingLevel?: ContentCardProps["headingLevel"];
  showContext?: boolean;
  /** Shown when there is nothing to list. */
  empty: ReactNode;
  /** Accessible name of the list. */
  label?: string;
}

/** A grid of content cards, or a real empty state. */
export function ContentList({ items, headingLevel = 3, showContext = false, empty, label }: ContentListProps) {
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className="content-grid" aria-label={label}>
      {items.map((item) => (
        <li key={item.path}>
          <ContentCard item={item} headingLevel={headingLevel} showContext={showContext} />
        </li>
      ))}
    </ul>
  );
}
