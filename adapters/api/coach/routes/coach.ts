// The revision coach (issue 30): the member's plan, their exams and minutes per weekday, and the weekly word to parents.
import { Hono, type Context } from "hono";
import { LoadRevisionPlan, SaveCoachSettings } from "../../../../application/api/coach/revision-plan.ts";
import { WeeklyFamilyDigests } from "../../../../application/api/coach/weekly-family-digest.ts";
import { SendRevisionReminders } from "../../../../application/api/coach/reminders.ts";
import {
  CoachSettingsRequest,
  REVISION_PLAN,
  RevisionPlanQuery,
  DEV_RUN_REMINDERS,
  DEV_RUN_WEEKLY_DIGEST,
  RunWeeklyDigestRequest,
  UPDATE_COACH_SETTINGS,
  UPDATE_WEEKLY_FAMILY_DIGEST,
  WEEKLY_FAMILY_DIGEST,
  WeeklyFamilyDigestQuery,
  WeeklyFamilyDigestSubscription,
} from "../../../../application/contracts/coach.ts";
import { ClockToken, type Clock } from "../../../../application/api/shared/ports.ts";
import { mount } from "../../http/endpoint-routes.ts";
import { fail, readJson, readQuery, type ApiEnv } from "../../http/context.ts";
import { requireMember } from "../../http/middleware.ts";
import type { RouteDeps } from "../../http/routes/types.ts";

export function coachRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  const profiled = requireMember(container, settings, { profiled: true });

  mount(app, docs, REVISION_PLAN, profiled, async (c) => {
    const query = readQuery(c, RevisionPlanQuery);
    if (!query.ok) return query.response;
    const plan = await container
      .resolve(LoadRevisionPlan)
      .forMember(c.get("member").memberId, query.value.locale ?? "fr");
    c.header("Cache-Control", "private, no-store");
    return c.json(plan._unsafeUnwrap(), 200);
  });

  mount(app, docs, UPDATE_COACH_SETTINGS, profiled, async (c) => {
    const body = await readJson(c, CoachSettingsRequest);
    if (!body.ok) return body.response;
    const result = await container.resolve(SaveCoachSettings).execute(c.get("member").memberId, body.value);
    if (result.isErr()) {
      const error = result.error;
      const field =
        error.type === "ReminderHourInvalid"
          ? "reminderHour"
          : error.type === "MinutesInvalid"
            ? `minutesPerWeekday.${error.index}`
            : `exams.${error.index}`;
      return fail(c, 400, error.type, { [field]: error.type });
    }
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });

  // Issue 30: the weekly word to parents, for the holder of a family plan only (a child's data goes to their holder).
  const refused = (c: Parameters<typeof fail>[0], type: "NoFamily" | "FamilyPlanRequired") =>
    fail(c, type === "NoFamily" ? 404 : 403, type);

  mount(app, docs, WEEKLY_FAMILY_DIGEST, profiled, async (c) => {
    const query = readQuery(c, WeeklyFamilyDigestQuery);
    if (!query.ok) return query.response;
    const digest = await container
      .resolve(WeeklyFamilyDigests)
      .view(c.get("member").memberId, query.value.locale ?? "fr");
    if (digest.isErr()) return refused(c, digest.error.type);
    c.header("Cache-Control", "private, no-store");
    return c.json(digest.value, 200);
  });

  mount(app, docs, UPDATE_WEEKLY_FAMILY_DIGEST, profiled, async (c) => {
    const body = await readJson(c, WeeklyFamilyDigestSubscription);
    if (!body.ok) return body.response;
    const result = await container
      .resolve(WeeklyFamilyDigests)
      .subscribe(c.get("member").memberId, body.value.subscribed, body.value.locale ?? "fr");
    if (result.isErr()) return refused(c, result.error.type);
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });
  return app;
}

/** Development only (mounted beside /dev/outbox): run the coach mails' jobs now, or as at a given time. */
export function coachDevRoutes({ container, docs }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  // Each runs its job as at `at` (default: the clock's now).
  const runAt = (run: (at: Date) => Promise<unknown>) => async (c: Context<ApiEnv>) => {
    const body = await readJson(c, RunWeeklyDigestRequest);
    if (!body.ok) return body.response;
    const report = await run(body.value.at ? new Date(body.value.at) : container.resolve<Clock>(ClockToken).now());
    c.header("Cache-Control", "no-store");
    return c.json(report, 200);
  };
  mount(
    app,
    docs,
    DEV_RUN_WEEKLY_DIGEST,
    runAt((at) => container.resolve(WeeklyFamilyDigests).sendDue(at)),
  );
  mount(
    app,
    docs,
    DEV_RUN_REMINDERS,
    runAt((at) => container.resolve(SendRevisionReminders).sendDue(at)),
  );
  return app;
}
