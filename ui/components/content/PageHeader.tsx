import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "./Breadcrumbs.tsx";

/** The top of a content list page: breadcrumbs, the page's h1 and its lead. */
export function PageHeader({ title, lead, crumbs, children }: { title: string; lead?: ReactNode; crumbs?: readonly Crumb[]; children?: ReactNode }) {
  return (
    <header className="page-header">
      <div className="page-header__inner">
        {crumbs ? <Breadcrumbs items={crumbs} /> : null}
        <h1 className="page-header__title">{title}</h1>
        {lead ? <p className="page-header__lead">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
