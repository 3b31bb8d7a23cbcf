// The one error body every API failure answers with: { error: { code, message } }.
import * as v from "valibot";

export const ApiErrorBody = v.object({
  error: v.object({
    code: v.string(),
    message: v.string(),
    /** Field-level details for validation errors. */
    fields: v.optional(v.record(v.string(), v.string())),
  }),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBody>;
