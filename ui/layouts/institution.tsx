import { Outlet } from "react-router";
import { SiteShell } from "../components/SiteShell.tsx";

/** §2 "institution" layout (frame to be completed with the web-app chrome). */
export default function InstitutionLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
