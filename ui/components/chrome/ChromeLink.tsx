import type { ComponentProps } from "react";
import { Link } from "react-router";
import { requiresProfile } from "../../../domain/account/member-pages.ts";
import { useSession } from "../../composition/app-context.tsx";

/**
 * §2: a link of the header or its menus; a connected user without profile is sent to /profiling by it when it leads
 * to a member page (issue 15: the public pages stay readable without a profile).
 */
export function ChromeLink({ to, ...props }: Omit<ComponentProps<typeof Link>, "to"> & { to: string }) {
  const redirect = useSession().view.headerClickRedirect;
  return <Link to={redirect && requiresProfile(to.split(/[?#]/)[0] ?? to) ? redirect : to} {...props} />;
}
