import katexStyles from "katex/dist/katex.min.css?url";

/**
 * §5/§7 the KaTeX stylesheet (its fonts come with it), linked only by pages whose text holds math.
 * React hoists the link into <head> and keeps one copy.
 */
export function MathStyles() {
  // Test runners that do not process CSS give an empty address: nothing to link then.
  if (!katexStyles) return null;
  return <link rel="stylesheet" href={katexStyles} precedence="content-math" />;
}
