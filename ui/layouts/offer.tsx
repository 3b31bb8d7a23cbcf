import { Outlet } from "react-router";
import { SiteShell } from "../components/SiteShell.tsx";

/** §2 "offer" layout (frame to be completed with the web-app chrome). */
export default function OfferLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
