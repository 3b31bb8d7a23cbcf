// The address of a revision sheet's PDF (docs/decisions/020), apart from the endpoint's contract in content.ts: the
// sheet page's download link takes it without the content contract's valibot schemas (module-level calls, never
// tree-shaken), which a course page would otherwise load before its first paint (docs/decisions/012).
import { endpointPath } from "./endpoint.ts";

/** The path of the SHEET_PDF endpoint (content.ts): `{path+}` is the sheet's document path followed by `.pdf`. */
export const SHEET_PDF_PATH = "/content/sheets/{path+}";

/** The API path of a sheet's PDF, from its document path (leading slash optional). */
export function sheetPdfPath(documentPath: string): string {
  return endpointPath(SHEET_PDF_PATH, { path: `${documentPath.replace(/^\/+|\/+$/g, "")}.pdf` });
}
