import { Outlet } from "react-router";
import { PartnerShell } from "../components/chrome/PartnerShell.tsx";

/** §2 CNED layout (distance-learning institution area): its own header and footer with the CNED legal notice. */
export default function CnedLayout() {
  return (
    <PartnerShell area="cned">
      <Outlet />
    </PartnerShell>
  );
}
