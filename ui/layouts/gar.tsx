import { Outlet } from "react-router";
import { SiteShell } from "../components/SiteShell.tsx";

/** §2 "gar" layout (frame to be completed with the web-app chrome). */
export default function GarLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
