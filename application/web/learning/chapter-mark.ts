// A course page's "mark as learned" (issue 12), as the page sees it: its state and the route its form posts to. No
// imports: the course page's first load takes these two without the use cases of progress.ts (tsyringe, valibot,
// neverthrow), which only its server loader and the mark route run (docs/decisions/012).

/** A course page's mark: null for a visitor (or when the mark could not be read). */
export type ChapterMarkState = { learned: boolean } | null;

/** The page route a course's "mark as learned" form posts to (it answers the new state, or redirects back). */
export const CHAPTER_MARK_ROUTE = "/revisions/cours-et-quiz/chapitre-appris";
