import type { ReactNode } from "react";

/** What a list says when it has nothing to show yet (never a placeholder text). */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      {children}
    </div>
  );
}
