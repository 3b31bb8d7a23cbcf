// GET /content/dictees/{path}?rank= (docs/decisions/045): the text of a dictée, read from its document's Markdown
// through the content query (so the §6 rule of premium bodies applies: a locked body has no text), when the pupil
// starts it. The page never holds it before.
import { Hono } from "hono";
import remarkParse from "remark-parse";
import { unified } from "unified";
import * as v from "valibot";
import { QueryContent } from "../../../../application/api/content/query-content.ts";
import { DICTATION_TEXT, DictationQuery, type DictationText } from "../../../../application/contracts/listening.ts";
import { normalizeContentPath } from "../../../../domain/content/content-path.ts";
import { fail, type ApiEnv } from "../../http/context.ts";
import { mount } from "../../http/endpoint-routes.ts";
import type { RouteDeps } from "../../http/routes/types.ts";
import { listeningBlocksOf, parseListeningBlock } from "../listening/blocks.ts";
import { contentViewer } from "./content.ts";

const parser = unified().use(remarkParse).freeze();

/** The dictée of rank `rank` of a Markdown body, or null. */
export function dictationOf(markdown: string, rank: number): DictationText | null {
  const source = listeningBlocksOf(parser.parse(markdown)).filter((block) => block.name === "dictee")[rank]?.source;
  const parsed = source === undefined ? null : parseListeningBlock("dictee", source);
  return parsed?.ok ? { lang: parsed.block.lang, title: parsed.block.title, text: parsed.block.text } : null;
}

export function dictationRoutes(deps: RouteDeps) {
  const app = new Hono<ApiEnv>();
  const viewerOf = contentViewer(deps);
  mount(app, deps.docs, DICTATION_TEXT, async (c) => {
    let path: string | null;
    try {
      path = normalizeContentPath(decodeURIComponent(c.req.param("path") ?? ""));
    } catch {
      path = null;
    }
    if (!path) return fail(c, 400, "PathInvalid", { path: "PathInvalid" });
    const query = v.safeParse(DictationQuery, c.req.query());
    if (!query.success) return fail(c, 400, "ValidationFailed", { rank: "Invalid" });
    const viewer = await viewerOf(c);
    if (viewer === null) return fail(c, 401, "Unauthenticated");
    const answer = await deps.container
      .resolve(QueryContent)
      .execute(path, { where: { locale: query.output.locale ?? "fr" }, text: true, html: false, deep: false, limit: 0, skip: 0 }, viewer);
    const item = answer.isOk() ? answer.value.item : null;
    if (item === null) return fail(c, 404, "ContentNotFound");
    if (item.locked) return fail(c, 403, "PremiumRequired");
    const dictation = dictationOf(item.text ?? "", Number(query.output.rank));
    if (dictation === null) return fail(c, 404, "ContentNotFound");
    c.header("Cache-Control", viewer.memberId === null && !item.premium ? "public, max-age=300" : "private, no-store");
    return c.json(dictation, 200);
  });
  return app;
}
