import { Outlet } from "react-router";
import { SiteShell } from "../components/SiteShell.tsx";

/** §2 "cned" layout (frame to be completed with the web-app chrome). */
export default function CnedLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
