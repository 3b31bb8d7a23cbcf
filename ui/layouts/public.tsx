import { Outlet } from "react-router";
import { SiteShell } from "../components/SiteShell.tsx";

/** §2 public layout: header, footer, mobile menu, e-mail popin, the visitor banner. */
export default function PublicLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
