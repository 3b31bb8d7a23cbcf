import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The layouts of §2 "Layouts"; each route table files its routes under the layout they render in. */
export type LayoutName = "public" | "offer" | "webspace" | "cned" | "gar" | "empty" | "partner" | "institution";

export type RouteTable = Partial<Record<LayoutName, RouteConfigEntry[]>> & {
  /** Routes without a layout (redirects, resource routes). */
  bare?: RouteConfigEntry[];
};
