// Revision sheets as PDF files (issue 12, docs/decisions/020): the sheet of a chapter (`kind: sheet`, content/README.md
// §7) rendered from the same Markdown as its page, behind the same premium rule as the content body, and rendered
// once per version: the bytes are kept in a cache keyed by the document and everything printed on it.
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { routeForDocumentPath } from "../../../domain/content/document-routes.ts";
import type { SheetPrint } from "../../contracts/sheet-pdf-path.ts";
import type { ApiSettings } from "../shared/ports.ts";
import type { ContentAccessPolicy, ContentViewer } from "./ports.ts";

/** A sheet as stored (the French document: sheets have no translation). */
export interface SheetSource {
  /** Document path, no leading slash. */
  path: string;
  title: string;
  level: string | null;
  grade: string | null;
  subject: string | null;
  premium: boolean;
  /** The Markdown body. */
  body: string;
  /** The importer's hash of the file: changes whenever the sheet does. */
  contentHash: string;
}

/** A free sheet, for lists (the newsletter's welcome mail). */
export interface SheetSummary {
  path: string;
  title: string;
  grade: string | null;
  subject: string | null;
  order: number | null;
}

export interface SheetRepository {
  /** The sheet at exactly this document path, or null when there is none (or the document is not a sheet). */
  findSheet(path: string): Promise<SheetSource | null>;
  /** Free sheets of these classes, in subject then order then path. */
  listFreeSheets(grades: readonly string[]): Promise<SheetSummary[]>;
}
export const SheetRepositoryToken = Symbol("SheetRepository");

/** What is printed on a sheet's PDF. */
export interface SheetPdfInput {
  title: string;
  brandName: string;
  level: string | null;
  grade: string | null;
  subject: string | null;
  /** The Markdown body (content/README.md §4). */
  body: string;
  /** The absolute address of the sheet's page, printed in the footer. */
  pageUrl: string;
  /** The usual sheet, or large print (issue 30). */
  print: SheetPrint;
}

export interface SheetRenderer {
  /** Changes whenever the renderer draws the same input differently (it is part of the cache key). */
  readonly version: string;
  render(input: SheetPdfInput): Promise<Uint8Array>;
}
export const SheetRendererToken = Symbol("SheetRenderer");

/** Rendered PDFs, by key. */
export interface SheetPdfCache {
  get(key: string): Promise<Uint8Array | null>;
  put(key: string, bytes: Uint8Array): Promise<void>;
}
export const SheetPdfCacheToken = Symbol("SheetPdfCache");

export type DownloadSheetError = { type: "SheetNotFound" } | { type: "PremiumRequired" };

export interface SheetPdf {
  bytes: Uint8Array;
  /** The file name offered to the browser: the document's last segment, `.pdf`. */
  fileName: string;
  /** The cache key: the same key, the same bytes (the HTTP layer derives its ETag from it). */
  key: string;
  /** Whether the sheet is premium (then it was let out to this viewer only). */
  premium: boolean;
}

/** The site address of a document path (its page), absolute. */
export function sheetPageUrl(publicOrigin: string, path: string): string {
  return `${publicOrigin.replace(/\/+$/, "")}${routeForDocumentPath(path)}`;
}

/**
 * GET a sheet's PDF: unknown paths and documents that are not sheets are not found; a premium sheet only for a
 * viewer who may read premium bodies (the policy of the content query, §6); then the cached bytes, or a render
 * that is cached.
 */
export class DownloadSheet {
  private readonly sheets: SheetRepository;
  private readonly access: ContentAccessPolicy;
  private readonly renderer: SheetRenderer;
  private readonly cache: SheetPdfCache;
  private readonly settings: Pick<ApiSettings, "brandName" | "publicOrigin">;

  // Built by a factory (adapters/api/content/register-content.ts), without decorators: scripts/bench.ts runs it
  // under Node's type stripping.
  constructor(sheets: SheetRepository, access: ContentAccessPolicy, renderer: SheetRenderer, cache: SheetPdfCache, settings: Pick<ApiSettings, "brandName" | "publicOrigin">) {
    this.sheets = sheets;
    this.access = access;
    this.renderer = renderer;
    this.cache = cache;
    this.settings = settings;
  }

  execute(path: string, viewer: ContentViewer, print: SheetPrint = "standard"): ResultAsync<SheetPdf, DownloadSheetError> {
    return new ResultAsync(this.run(path, viewer, print));
  }

  private async run(path: string, viewer: ContentViewer, print: SheetPrint): Promise<Result<SheetPdf, DownloadSheetError>> {
    const sheet = await this.sheets.findSheet(path);
    if (!sheet) return err({ type: "SheetNotFound" });
    if (sheet.premium && (viewer.memberId === null || !(await this.access.canReadPremium(viewer)))) {
      return err({ type: "PremiumRequired" });
    }
    const pageUrl = sheetPageUrl(this.settings.publicOrigin, sheet.path);
    const key = [this.renderer.version, sheet.path, sheet.contentHash, this.settings.brandName, pageUrl, print].join("\n");
    const name = sheet.path.split("/").pop() ?? "fiche";
    const fileName = print === "large" ? `${name}-grands-caracteres.pdf` : `${name}.pdf`;
    const cached = await this.cache.get(key);
    if (cached) return ok({ bytes: cached, fileName, key, premium: sheet.premium });
    const bytes = await this.renderer.render({
      title: sheet.title,
      brandName: this.settings.brandName,
      level: sheet.level,
      grade: sheet.grade,
      subject: sheet.subject,
      body: sheet.body,
      pageUrl,
      print,
    });
    await this.cache.put(key, bytes);
    return ok({ bytes, fileName, key, premium: sheet.premium });
  }
}

