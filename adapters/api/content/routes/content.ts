// §7 POST /_content/{path}: the content query, public; a member's access token (bearer or auth cookie)
// unlocks premium bodies when the member is a subscriber.
import { Authenticate } from "../../../../application/api/account/auth/authenticate.ts";
import type { ContentViewer } from "../../../../application/api/content/ports.ts";
import { QueryContent } from "../../../../application/api/content/query-content.ts";
import { contentRouteGroup } from "../content-http.ts";
import type { ApiContext } from "../../http/context.ts";
import { accessTokenOf } from "../../http/middleware.ts";
import type { RouteDeps } from "../../http/routes/types.ts";

/**
 * Who asks for content: the member put in the context by the auth middleware, else the one the request's token
 * names (bearer or auth cookie), else a visitor; null for a token that is not valid.
 */
export function contentViewer({ container, settings }: Pick<RouteDeps, "container" | "settings">) {
  return async (c: ApiContext): Promise<ContentViewer | null> => {
    const member = c.get("member");
    if (member) return { memberId: member.memberId };
    const token = accessTokenOf(c, settings);
    if (!token) return { memberId: null };
    const authenticated = await container.resolve(Authenticate).execute(token);
    return authenticated.isOk() ? { memberId: authenticated.value.memberId } : null;
  };
}

export function contentRoutes(deps: RouteDeps) {
  return contentRouteGroup({
    docs: deps.docs,
    build: deps.version,
    queryContent: () => deps.container.resolve(QueryContent),
    viewerOf: contentViewer(deps),
  });
}
