// §2: how the popin and banner rules compare paths.

/** §2: a path as the rules compare it: lower case, without query, fragment or trailing slashes ("/" stays "/"). */
export function normalizePath(path: string): string {
  const trimmed = path
    .replace(/[?#][\s\S]*$/, "")
    .toLowerCase()
    .replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** §2: whether a path is `base` itself or a page below it ("/premium" and "/premium/x", not "/premiums"). */
export function isPathUnder(path: string, base: string): boolean {
  const p = normalizePath(path);
  const b = normalizePath(base);
  return b === "/" || p === b || p.startsWith(`${b}/`);
}
