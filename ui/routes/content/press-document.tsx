// §2 /espace-presse/* and /espace-presse/kit-media: a press release or the media kit (presse/<slug>).
import { useLingui } from "@lingui/react/macro";
import { isDocumentPath } from "../../../application/web/content/content-paths.ts";
import { DocumentView } from "../../components/content/DocumentView.tsx";
import { pageUrl } from "../../composition/page-url.ts";
import "../../styles/content.css";
import type { Route } from "./+types/press-document";
import { loadDocumentPage, notFound, type LoaderArgsLike } from "./content-data.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const pathname = pageUrl(args.request).pathname.toLowerCase().replace(/\/+$/, "");
  const rest = pathname.replace(/^\/espace-presse\/?/, "");
  if (rest === "" || !isDocumentPath(rest)) notFound();
  const page = await loadDocumentPage(args as LoaderArgsLike, {
    path: `presse/${rest}`,
    neighbours: rest === "kit-media" ? undefined : { folder: "presse", sortBy: [{ date: "desc" }], where: { kind: "press", path: { $ne: "/presse/kit-media" } } },
  }, { bodyInPage: true });
  return { ...page, rest };
}

export default function PressDocument({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <DocumentView
      data={loaderData}
      path={`/espace-presse/${loaderData.rest}`}
      crumbs={[{ label: t`Espace presse`, to: "/espace-presse" }, { label: loaderData.document.title }]}
    />
  );
}
