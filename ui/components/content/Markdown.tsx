// Renders the product's Markdown (content/README.md §4, §5) as React elements. Text always goes through
// React's escaping: a document can never inject HTML. The one HTML string rendered as such is KaTeX's
// output for a formula, produced on the server by KaTeX itself (math.server.ts, trust off) and never
// taken from a document or from the browser.
import { useLingui } from "@lingui/react/macro";
import { createContext, Fragment, useContext, type ReactNode } from "react";
import { Link } from "react-router";
import { siteHrefForLink } from "../../../application/web/content/content-paths.ts";
import { useMathHtml } from "./math.ts";
import { parseMarkdown, plainText, type Block, type Inline } from "./markdown/parse.ts";

export interface MarkdownProps {
  source: string;
  /** One-line texts (quiz choices, card faces): a lone paragraph is rendered without its <p>. */
  inline?: boolean;
  /** The lowest heading level in the output (the page title is the h1; body headings start at ##). */
  minHeading?: number;
}

/** Markdown as React elements. */
export function Markdown({ source, inline = false, minHeading = 2 }: MarkdownProps) {
  const blocks = parseMarkdown(source);
  const [first] = blocks;
  if (inline && blocks.length === 1 && first?.type === "paragraph") return <Inlines nodes={first.children} />;
  return <Blocks blocks={blocks} minHeading={minHeading} />;
}

/** Already parsed blocks (the FAQ renders its answers from the tree it split). */
export function Blocks({ blocks, minHeading = 2, tight = false }: { blocks: readonly Block[]; minHeading?: number; tight?: boolean }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockNode key={index} block={block} minHeading={minHeading} tight={tight} />
      ))}
    </>
  );
}

function BlockNode({ block, minHeading, tight }: { block: Block; minHeading: number; tight: boolean }): ReactNode {
  switch (block.type) {
    case "heading": {
      const level = Math.min(6, Math.max(minHeading, block.level));
      const Tag = `h${level}` as "h2";
      return (
        <Tag id={block.id} className="md-heading">
          <Inlines nodes={block.children} />
        </Tag>
      );
    }
    case "paragraph":
      return tight ? <Inlines nodes={block.children} /> : <p><Inlines nodes={block.children} /></p>;
    case "list": {
      const items = block.items.map((item, index) => (
        <li key={index}>
          <Blocks blocks={item} minHeading={minHeading} tight={block.tight} />
        </li>
      ));
      return block.ordered ? <ol start={block.start === 1 ? undefined : block.start}>{items}</ol> : <ul>{items}</ul>;
    }
    case "table":
      return <Table block={block} />;
    case "code":
      return (
        <pre className="md-code" tabIndex={0}>
          <code className={block.lang ? `language-${block.lang}` : undefined}>{block.value}</code>
        </pre>
      );
    case "math":
      return <MathNode tex={block.tex} display block />;
    case "blockquote":
      return (
        <blockquote className="md-quote">
          <Blocks blocks={block.children} minHeading={minHeading} />
        </blockquote>
      );
    case "hr":
      return <hr className="md-rule" />;
  }
}

function Table({ block }: { block: Extract<Block, { type: "table" }> }) {
  const { t } = useLingui();
  const columns = block.head.map((cell) => plainText(cell)).join(", ");
  const style = (index: number) => (block.align[index] ? { textAlign: block.align[index] } : undefined);
  return (
    // A wide table scrolls on its own on a phone; the region can be reached and scrolled with the keyboard.
    <div className="md-table" role="region" aria-label={t`Tableau : ${columns}`} tabIndex={0}>
      <table>
        <thead>
          <tr>
            {block.head.map((cell, index) =>
              cell.length === 0 ? (
                // A blank corner cell is not a header.
                <td key={index} />
              ) : (
                <th key={index} scope="col" style={style(index)}>
                  <TableHeaderContext.Provider value={true}>
                    <Inlines nodes={cell} />
                  </TableHeaderContext.Provider>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, index) => (
                <td key={index} style={style(index)}>
                  <Inlines nodes={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Inlines({ nodes }: { nodes: readonly Inline[] }) {
  return (
    <>
      {nodes.map((node, index) => (
        <InlineNode key={index} node={node} />
      ))}
    </>
  );
}

function InlineNode({ node }: { node: Inline }): ReactNode {
  switch (node.type) {
    case "text":
      // French typography: no line break between a word and the punctuation that follows its space.
      return node.value.replace(/ ([:;!?»])/g, "\u00a0$1").replace(/« /g, "«\u00a0");
    case "strong":
      return <strong><Inlines nodes={node.children} /></strong>;
    case "em":
      return <em><Inlines nodes={node.children} /></em>;
    case "del":
      return <del><Inlines nodes={node.children} /></del>;
    case "code":
      return <code className="md-inline-code">{node.value}</code>;
    case "math":
      return <MathNode tex={node.tex} display={node.display} block={false} />;
    case "break":
      return <br />;
    case "link":
      return <MarkdownLink href={node.href} title={node.title}><Inlines nodes={node.children} /></MarkdownLink>;
    case "image":
      return <MarkdownImage src={node.src} alt={node.alt} title={node.title} />;
  }
}

const EXTERNAL = /^(?:https?:\/\/|mailto:|tel:)/i;

/** Document paths become site routes (content §5), app routes stay, web links open as such; anything else is text. */
function MarkdownLink({ href, title, children }: { href: string; title: string | null; children: ReactNode }) {
  const site = siteHrefForLink(href);
  const titled = title ? { title } : {};
  if (site !== null) return <Link to={site} {...titled}>{children}</Link>;
  if (href.startsWith("#")) return <a href={href} {...titled}>{children}</a>;
  if (EXTERNAL.test(href)) return <a href={href} rel="noopener noreferrer" {...titled}>{children}</a>;
  return <Fragment>{children}</Fragment>;
}

function MarkdownImage({ src, alt, title }: { src: string; alt: string; title: string | null }) {
  if (!/^(?:https:\/\/|\/(?!\/))/i.test(src)) return alt;
  return <img className="md-image" src={src} alt={alt} title={title ?? undefined} loading="lazy" decoding="async" />;
}

/** Inside a table header cell: a formula must be the cell's readable text (see MathNode). */
const TableHeaderContext = createContext(false);

function MathNode({ tex, display, block }: { tex: string; display: boolean; block: boolean }) {
  const rendered = useMathHtml(tex, display);
  const inHeader = useContext(TableHeaderContext);
  // A header cell needs visible text that assistive technologies read: there KaTeX's visual part is
  // exposed and its MathML twin hidden, instead of the other way round.
  const html =
    rendered && inHeader
      ? rendered.replace('<span class="katex-mathml">', '<span class="katex-mathml" aria-hidden="true">').replace('<span class="katex-html" aria-hidden="true">', '<span class="katex-html">')
      : rendered;
  const className = display ? "math math--display" : "math";
  if (html === undefined) {
    // No rendering for this formula (a page without the server step, e.g. a story): show its TeX.
    return block ? <pre className={`${className} math--source`}><code>{tex}</code></pre> : <code className="math math--source">{tex}</code>;
  }
  const Tag = block ? "div" : "span";
  // KaTeX's own output for this formula (see the note at the top of this file). A display formula wider
  // than a phone scrolls in its own box, which the keyboard can reach.
  return <Tag className={className} tabIndex={display ? 0 : undefined} dangerouslySetInnerHTML={{ __html: html }} />;
}
