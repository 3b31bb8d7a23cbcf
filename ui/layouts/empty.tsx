import { Outlet } from "react-router";

/** §2 empty layout: the page alone, no header or footer. */
export default function EmptyLayout() {
  return (
    <main id="main" className="site-main site-main--bare">
      <Outlet />
    </main>
  );
}
