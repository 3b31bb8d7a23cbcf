// The revision sheets (`kind: sheet`) for their PDFs and for the newsletter's welcome mail, read from the imported
// content documents. Sheets are French documents (none has a translation).
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { SheetRepository, SheetSource, SheetSummary } from "../../../application/api/content/sheets.ts";
import { contentDocuments as d } from "../db/content-schema.ts";
import type { Db } from "../db/database.ts";

export class DrizzleSheetRepository implements SheetRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async findSheet(path: string): Promise<SheetSource | null> {
    const [row] = await this.db
      .select({
        path: d.path,
        title: d.title,
        level: d.level,
        grade: d.grade,
        subject: d.subject,
        premium: d.premium,
        body: d.body,
        contentHash: d.contentHash,
      })
      .from(d)
      .where(and(eq(d.path, path), eq(d.locale, "fr"), eq(d.kind, "sheet")))
      .limit(1);
    return row ?? null;
  }

  async listFreeSheets(grades: readonly string[]): Promise<SheetSummary[]> {
    if (grades.length === 0) return [];
    return this.db
      .select({ path: d.path, title: d.title, grade: d.grade, subject: d.subject, order: d.order })
      .from(d)
      .where(and(eq(d.kind, "sheet"), eq(d.locale, "fr"), eq(d.premium, false), inArray(d.grade, [...grades])))
      .orderBy(asc(d.subject), sql`${d.order} asc nulls last`, asc(d.path));
  }
}
