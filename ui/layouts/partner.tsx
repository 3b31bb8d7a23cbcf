import { Outlet } from "react-router";
import { SiteShell } from "../components/SiteShell.tsx";

/** §2 "partner" layout (frame to be completed with the web-app chrome). */
export default function PartnerLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
