// The download button of a revision sheet's page (issue 12, docs/decisions/020): a plain link to the PDF the API
// serves, so it works before hydration and without JavaScript; `download` asks the browser to save the file. Beside
// it, the same sheet in large print (issue 30: every size 1.4 times, for a reader with low vision).
import { Trans } from "@lingui/react/macro";
import { sheetPdfPath } from "../../../application/contracts/sheet-pdf-path.ts";
import { useWebConfig } from "../../composition/app-context.tsx";

export interface SheetDownloadProps {
  /** The sheet's document path. */
  path: string;
}

export function SheetDownload({ path }: SheetDownloadProps) {
  const { apiBaseUrl } = useWebConfig();
  const api = apiBaseUrl.replace(/\/+$/, "");
  return (
    <p className="sheet-download">
      <a className="button button--primary sheet-download__link" href={`${api}${sheetPdfPath(path)}`} download>
        <svg className="sheet-download__icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <path d="M12 3v11m0 0-4.5-4.5M12 14l4.5-4.5M5 17v3h14v-3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <Trans>Télécharger la fiche (PDF)</Trans>
      </a>
      <a className="sheet-download__large" href={`${api}${sheetPdfPath(path, "large")}`} download>
        <Trans>Version en grands caractères (PDF)</Trans>
      </a>
    </p>
  );
}
