// §7 POST /device: the installation of the member's app (idempotent).
import { Hono } from "hono";
import { RegisterDevice } from "../../../../application/api/account/devices/register-device.ts";
import { DeviceRequest, REGISTER_DEVICE } from "../../../../application/contracts/account/device.ts";
import { readJson, type ApiEnv } from "../../http/context.ts";
import { requireMember } from "../../http/middleware.ts";
import { mount } from "../../http/endpoint-routes.ts";
import type { RouteDeps } from "../../http/routes/types.ts";

export function deviceRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  mount(app, docs, REGISTER_DEVICE, requireMember(container, settings, { profiled: false }), async (c) => {
    const body = await readJson(c, DeviceRequest);
    if (!body.ok) return body.response;
    const result = await container.resolve(RegisterDevice).execute(c.get("member").memberId, body.value);
    return c.json(result._unsafeUnwrap(), 200);
  });
  return app;
}
