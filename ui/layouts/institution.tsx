import { Outlet } from "react-router";
import { PartnerShell } from "../components/chrome/PartnerShell.tsx";

/** §2 institution layout: a light header and footer with the legal links. */
export default function InstitutionLayout() {
  return (
    <PartnerShell area="institution">
      <Outlet />
    </PartnerShell>
  );
}
