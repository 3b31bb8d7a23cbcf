import { Outlet } from "react-router";
import { SiteShell } from "../components/SiteShell.tsx";

/** §2 "webspace" layout (frame to be completed with the web-app chrome). */
export default function WebspaceLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
