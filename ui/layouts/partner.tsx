import { Outlet } from "react-router";
import { PartnerShell } from "../components/chrome/PartnerShell.tsx";

/** §2 partner (school-platform) layout: a light header and footer with the legal links. */
export default function PartnerLayout() {
  return (
    <PartnerShell area="partner">
      <Outlet />
    </PartnerShell>
  );
}
