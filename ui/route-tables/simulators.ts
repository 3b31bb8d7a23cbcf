import { route } from "@react-router/dev/routes";
import type { RouteTable } from "./types.ts";

/** §2 "Exams": the grade simulators of the Bac (variant in the optional `exam` segment) and the Brevet. */
export const simulatorRoutes: RouteTable = {
  area: "simulators",
  public: [
    route("simulateur-de-notes-bac/:exam?", "routes/simulators/bac.tsx"),
    route("simulateur-de-notes-brevet", "routes/simulators/brevet.tsx"),
  ],
};
