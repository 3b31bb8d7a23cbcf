// Issue 27 (docs/decisions/045): a dictée's text, asked when the pupil starts it (GET /content/dictees/{path}).
import type { ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { callOf } from "../../contracts/endpoint.ts";
import { DICTATION_TEXT, type DictationText } from "../../contracts/listening.ts";
import { ApiClientToken, type ApiClient, type ApiFailure } from "../http/ports.ts";

@injectable()
export class LoadDictation {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  /** The dictée of rank `rank` of the document at `path` (as its placeholder names them). */
  execute(path: string, rank: number, locale: "fr" | "en"): ResultAsync<DictationText, ApiFailure> {
    return this.api.request(callOf(DICTATION_TEXT, { params: { path }, query: { rank: String(rank), locale } }));
  }
}
