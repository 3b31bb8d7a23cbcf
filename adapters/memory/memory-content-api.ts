// An in-memory §7 content endpoint (POST /_content/{path}) for the web side's use-case tests and
// Storybook: documents are given as front matter + body, rendered as the importer renders them (HTML of the
// body and of every question and card string, docs/decisions/013), and answered by the API's own content
// query use case (QueryContent: the query's parsing, gating and shaping) over the in-memory repository, so the
// web side is tested against the same semantics as the API, not a copy of them. Other calls go to a fallback client.
import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import * as v from "valibot";
import { normalizeContentPath } from "../../domain/content/content-path.ts";
import { QueryContent } from "../../application/api/content/query-content.ts";
import { ContentQueryRequest } from "../../application/contracts/content.ts";
import type { ApiCall, ApiClient, ApiFailure } from "../../application/web/http/ports.ts";
import { messageFor } from "../../domain/http/messages.ts";
import { renderContent } from "../api/content/content-document.ts";
import { httpFailure } from "./memory-api-client.ts";
import { MEMORY_COMPANY_FACTS } from "./memory-company-facts.ts";
import { MemoryContentAccessPolicy } from "./memory-content-access-policy.ts";
import { MemoryContentRepository } from "./memory-content-repository.ts";

export interface MemoryContentDocument {
  /** Document path without leading slash (content/README.md §1). */
  path: string;
  locale?: "fr" | "en";
  /** An index.md document: its folder is its own path (a child of its own folder, as the API counts it). */
  index?: boolean;
  /** The front matter (title, description, kind, questions, cards...). */
  frontMatter: Record<string, unknown>;
  text?: string;
}

export interface MemoryContentApiOptions {
  /** Whether the viewer may read premium bodies and answers (a subscriber). */
  readPremium?: boolean;
  /** Calls that are not content queries. */
  fallback?: ApiClient;
}

const VIEWER = "memory-viewer";
const str = (value: unknown): string | null => (typeof value === "string" ? value : null);

export class MemoryContentApi implements ApiClient {
  readonly calls: ApiCall<v.GenericSchema>[] = [];
  private readonly content: QueryContent;
  private readonly readPremium: boolean;

  constructor(
    documents: readonly MemoryContentDocument[],
    private readonly options: MemoryContentApiOptions = {},
  ) {
    this.readPremium = options.readPremium === true;
    const repository = new MemoryContentRepository(
      documents.map((document) => {
        const path = normalizeContentPath(document.path) ?? document.path;
        const fm = document.frontMatter;
        const rendered = renderContent(fm, document.text ?? "", document.locale ?? "fr");
        return {
          path,
          dir: document.index ? path : path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "",
          locale: document.locale ?? "fr",
          kind: str(fm.kind) ?? "page",
          title: str(fm.title) ?? "",
          description: str(fm.description) ?? "",
          level: str(fm.level),
          grade: str(fm.grade),
          subject: str(fm.subject),
          exam: str(fm.exam),
          premium: fm.premium === true,
          tags: Array.isArray(fm.tags) ? fm.tags.filter((tag): tag is string => typeof tag === "string") : [],
          date: str(fm.date),
          order: typeof fm.order === "number" ? fm.order : null,
          updatedAt: new Date("2026-01-01T00:00:00.000Z"),
          frontMatter: rendered.frontMatter,
          body: document.text ?? "",
          bodyHtml: rendered.bodyHtml,
          toc: rendered.toc,
          words: rendered.words,
          paper: rendered.paper,
        };
      }),
    );
    this.content = new QueryContent(repository, new MemoryContentAccessPolicy([VIEWER]), MEMORY_COMPANY_FACTS);
  }

  request<S extends v.GenericSchema>(call: ApiCall<S>): ResultAsync<v.InferOutput<S>, ApiFailure> {
    this.calls.push(call);
    if (call.method !== "POST" || !/^\/_content(\/|$)/.test(call.path)) {
      return this.options.fallback ? this.options.fallback.request(call) : errAsync(httpFailure(404, "NotFound"));
    }
    const body = v.safeParse(ContentQueryRequest, call.body ?? {});
    if (!body.success) return errAsync(httpFailure(400, "ValidationFailed"));
    const path = call.path.replace(/^\/_content\/?/, "");
    const viewer = { memberId: this.readPremium ? VIEWER : null };
    return this.content
      .execute(path, body.output, viewer)
      .mapErr((error) =>
        error.type === "ContentNotFound"
          ? httpFailure(404, "ContentNotFound")
          : httpFailure(400, error.issues[0]?.code ?? "ValidationFailed"),
      )
      .andThen((answer) => {
        const parsed = v.safeParse(call.schema, answer);
        return parsed.success
          ? okAsync(parsed.output)
          : errAsync<never, ApiFailure>({ type: "InvalidResponse", status: 200, message: messageFor(null) });
      });
  }
}
