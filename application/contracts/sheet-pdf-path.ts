// The address of a revision sheet's PDF (docs/decisions/020), apart from the endpoint's contract in content.ts: the
// sheet page's download link takes it without the content contract's valibot schemas (module-level calls, never
// tree-shaken), which a course page would otherwise load before its first paint (docs/decisions/012).
import { endpointPath } from "./endpoint.ts";

/** The path of the SHEET_PDF endpoint (content.ts): `{path+}` is the sheet's document path followed by `.pdf`. */
export const SHEET_PDF_PATH = "/content/sheets/{path+}";

/**
 * How a sheet is printed (issue 30, reading comfort): the usual A4 sheet, or the same sheet in large print (every
 * size 1.4 times: 13 pt text) for a reader with low vision. `?print=large` on the PDF's address.
 */
export const SHEET_PRINTS = ["standard", "large"] as const;
export type SheetPrint = (typeof SHEET_PRINTS)[number];

/** The API path of a sheet's PDF, from its document path (leading slash optional), in large print when asked. */
export function sheetPdfPath(documentPath: string, print: SheetPrint = "standard"): string {
  const file = endpointPath(SHEET_PDF_PATH, { path: `${documentPath.replace(/^\/+|\/+$/g, "")}.pdf` });
  return print === "large" ? `${file}?print=large` : file;
}
