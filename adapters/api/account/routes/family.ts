// The family space: the holder lists, adds and removes child members; a child sees its holder.
import { Hono } from "hono";
import { FamilySpace, type FamilyError } from "../../../../application/api/account/family/family-space.ts";
import {
  AddFamilyMemberRequest,
  FamilyMemberView,
  FamilyResponse,
} from "../../../../application/contracts/account/family.ts";
import { fail, readJson, type ApiContext, type ApiEnv } from "../../http/context.ts";
import { requireMember } from "../../http/middleware.ts";
import { COMMON_ERRORS, MEMBER_ERRORS, type RouteDeps } from "../../http/routes/types.ts";

function familyError(c: ApiContext, error: FamilyError) {
  switch (error.type) {
    case "ValidationFailed":
      return fail(c, 400, "ValidationFailed", error.fields);
    case "EmailUnavailable":
      return fail(c, 400, "EmailUnavailable", { email: "EmailUnavailable" });
    case "FamilyPlanRequired":
      return fail(c, 403, "FamilyPlanRequired");
    case "FamilyLimitReached":
      return fail(c, 403, "FamilyLimitReached");
    case "NoFamily":
      return fail(c, 404, "NoFamily");
    case "FamilyMemberNotFound":
      return fail(c, 404, "FamilyMemberNotFound");
  }
}

export function familyRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  const profiled = requireMember(container, settings, { profiled: true });

  docs.add({
    method: "get",
    path: "/family",
    summary: "The family space: holder, child members, the limit",
    tags: ["family"],
    responses: {
      200: { description: "The family", schema: FamilyResponse },
      404: { description: "NoFamily: the member neither holds a family plan nor belongs to a family" },
      ...MEMBER_ERRORS,
    },
  });
  app.get("/family", profiled, async (c) => {
    const result = await container.resolve(FamilySpace).view(c.get("member").memberId);
    if (result.isErr()) return familyError(c, result.error);
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });

  docs.add({
    method: "post",
    path: "/family/members",
    summary: "Create a child account in the holder's family (up to FAMILY_MAX_MEMBERS)",
    tags: ["family"],
    body: AddFamilyMemberRequest,
    responses: {
      201: { description: "The child added", schema: FamilyMemberView },
      ...COMMON_ERRORS,
      400: { description: "ValidationFailed (§5 codes), EmailUnavailable" },
      403: { description: "FamilyPlanRequired, FamilyLimitReached, CsrfRejected" },
      ...MEMBER_ERRORS,
    },
  });
  app.post("/family/members", profiled, async (c) => {
    const body = await readJson(c, AddFamilyMemberRequest);
    if (!body.ok) return body.response;
    const result = await container.resolve(FamilySpace).add(c.get("member").memberId, body.value);
    if (result.isErr()) return familyError(c, result.error);
    return c.json(result.value, 201);
  });

  docs.add({
    method: "delete",
    path: "/family/members/{memberId}",
    summary: "Detach a child from the family (its account stays, without the family plan)",
    tags: ["family"],
    responses: {
      204: { description: "Removed" },
      403: COMMON_ERRORS[403],
      404: { description: "FamilyMemberNotFound" },
      ...MEMBER_ERRORS,
    },
  });
  app.delete("/family/members/:memberId", profiled, async (c) => {
    const memberId = c.req.param("memberId");
    if (!/^[0-9a-f-]{36}$/i.test(memberId)) return fail(c, 404, "FamilyMemberNotFound");
    const result = await container.resolve(FamilySpace).remove(c.get("member").memberId, memberId);
    if (result.isErr()) return familyError(c, result.error);
    return c.body(null, 204);
  });
  return app;
}
