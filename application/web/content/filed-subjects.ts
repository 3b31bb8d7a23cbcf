// Issue 15: the classes and subjects that have content, as /revisions and the home show them. One rule: the content
// query's facets over the whole library of the language (every kind of document counts), never a page of documents
// (the first 100 courses named only the subjects they reached).
import type { ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type { FiledSubject } from "../../../domain/home/class-ways.ts";
import type { Locale } from "../../../domain/locale/locale.ts";
import type { ContentFailure } from "./content-api.ts";
import { ListContent } from "./list-content.ts";

export interface FiledSubjects {
  /** Each level, class and subject that has at least one document. */
  subjects: FiledSubject[];
  /** Documents of the library in this language. */
  total: number;
}

@injectable()
export class ListFiledSubjects {
  constructor(@inject(ListContent) private readonly content: ListContent) {}

  execute(input: { locale: Locale }): ResultAsync<FiledSubjects, ContentFailure> {
    return this.content
      .execute({ path: "revisions", locale: input.locale, limit: 0, facets: ["level", "grade", "subject"] })
      .map((list) => ({
        total: list.total,
        subjects: (list.facets ?? []).map(({ values }) => ({
          level: values.level ?? null,
          grade: values.grade ?? null,
          subject: values.subject ?? null,
        })),
      }));
  }
}
