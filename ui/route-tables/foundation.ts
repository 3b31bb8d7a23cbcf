import { route } from "@react-router/dev/routes";
import type { RouteTable } from "./types.ts";

export const foundationRoutes: RouteTable = {
  bare: [route("register", "routes/register.tsx")],
};
