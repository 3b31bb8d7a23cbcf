import type { ComponentProps } from "react";
import { Link } from "react-router";
import { useSession } from "../../composition/app-context.tsx";

/** §2: a link of the header or its menus; a connected user without profile is sent to /profiling by any of them. */
export function ChromeLink({ to, ...props }: Omit<ComponentProps<typeof Link>, "to"> & { to: string }) {
  const redirect = useSession().view.headerClickRedirect;
  return <Link to={redirect ?? to} {...props} />;
}
