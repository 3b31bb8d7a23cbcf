import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { CatalogArea } from "../i18n/areas.ts";

/** The layouts of §2 "Layouts"; each route table files its routes under the layout they render in. */
export type LayoutName = "public" | "offer" | "webspace" | "cned" | "gar";

export type RouteTable = Partial<Record<LayoutName, RouteConfigEntry[]>> & {
  /** The message catalog area of the table's pages (ui/i18n/areas.ts); none: the common catalog only. */
  area?: CatalogArea;
  /** Routes without a layout (redirects, resource routes). */
  bare?: RouteConfigEntry[];
};
