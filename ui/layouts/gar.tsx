import { Outlet } from "react-router";
import { PartnerShell } from "../components/chrome/PartnerShell.tsx";

/** §2 GAR layout (school-platform resource manager): its own header and footer with the GAR legal links. */
export default function GarLayout() {
  return (
    <PartnerShell area="gar">
      <Outlet />
    </PartnerShell>
  );
}
