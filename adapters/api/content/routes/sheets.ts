// GET /content/sheets/{path}.pdf (docs/decisions/020): a revision sheet as a PDF file, for the download button of
// the sheet page and the links of the newsletter's welcome mail. Public; a premium sheet only for a subscriber.
import { createHash } from "node:crypto";
import { Hono } from "hono";
import { DownloadSheet } from "../../../../application/api/content/sheets.ts";
import { normalizeContentPath } from "../../../../domain/content/content-path.ts";
import { noneMatchNames, strongEntityTag, unchangedStatus } from "../../../../domain/http/entity-tags.ts";
import { SHEET_PDF, SheetPdfQuery } from "../../../../application/contracts/content.ts";
import { fail, readQuery, type ApiEnv } from "../../http/context.ts";
import { mount } from "../../http/endpoint-routes.ts";
import type { RouteDeps } from "../../http/routes/types.ts";
import { contentViewer } from "./content.ts";

/** The document path named by `{path}`: it must end in `.pdf`; null when it cannot name a document. */
function sheetPathOf(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const match = /^(.+)\.pdf$/i.exec(decoded);
  const path = match ? normalizeContentPath(match[1]!) : null;
  return path === "" ? null : path;
}

export function sheetRoutes(deps: RouteDeps) {
  const app = new Hono<ApiEnv>();
  const viewerOf = contentViewer(deps);
  mount(app, deps.docs, SHEET_PDF, async (c) => {
    const path = sheetPathOf(c.req.param("path") ?? "");
    if (path === null) return fail(c, 400, "PathInvalid", { path: "PathInvalid" });
    const query = readQuery(c, SheetPdfQuery);
    if (!query.ok) return query.response;
    const viewer = await viewerOf(c);
    if (viewer === null) return fail(c, 401, "Unauthenticated");
    const result = await deps.container.resolve(DownloadSheet).execute(path, viewer, query.value.print ?? "standard");
    if (result.isErr()) {
      return result.error.type === "PremiumRequired" ? fail(c, 403, "PremiumRequired") : fail(c, 404, "ContentNotFound");
    }
    const { bytes, fileName, key, premium } = result.value;
    const etag = strongEntityTag(createHash("sha256").update(key).digest("base64url").slice(0, 32));
    c.header("ETag", etag);
    // A free sheet is the same file for everyone (shared caches may keep it, asking again after an hour); a premium
    // one was let out for this subscriber only.
    c.header("Cache-Control", premium ? "private, no-store" : "public, max-age=3600, must-revalidate");
    if (noneMatchNames(c.req.header("if-none-match"), etag)) return c.body(null, unchangedStatus(c.req.method));
    c.header("Content-Type", "application/pdf");
    c.header("Content-Disposition", `attachment; filename="${fileName}"`);
    c.header("Content-Length", String(bytes.byteLength));
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
  });
  return app;
}
