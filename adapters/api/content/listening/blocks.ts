// The ```audio and ```dictee blocks of content/README.md §9 at import (docs/decisions/045). The one renderer
// (markdown-render.ts) calls two hooks of this file: markListeningBlocks on the Markdown tree, before anything else
// reads it, and listeningElement on the HTML tree, after sanitizing. A block becomes an inert, accessible placeholder
// that the web app's players hydrate (ui/components/content/listening/). An audio block keeps its text in the page
// (its transcript, on request or shown); a dictée's text never enters the HTML, the search text or any rendered
// output: the placeholder names the document and the block's rank, and the player asks the API for the text when the
// pupil starts (adapters/api/content/routes/dictation.ts).
import type { Element, ElementContent } from "hast";
import type { Code, Parent as MdParent, Root as MdRoot, RootContent as MdContent } from "mdast";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { parse as parseYaml } from "yaml";
import { isListeningLang, type ListeningLang } from "../../../../domain/learning/dictation.ts";

export const LISTENING_BLOCK_NAMES = ["audio", "dictee"] as const;
export type ListeningBlockName = (typeof LISTENING_BLOCK_NAMES)[number];
const TRANSCRIPT_MODES = ["after", "shown", "hidden"] as const;
export type TranscriptMode = (typeof TRANSCRIPT_MODES)[number];

export interface ListeningBlock {
  name: ListeningBlockName;
  lang: ListeningLang;
  title: string | null;
  transcript: TranscriptMode;
  text: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A block's YAML read against the schema, or what is wrong with it. */
export function parseListeningBlock(name: ListeningBlockName, source: string): { ok: true; block: ListeningBlock } | { ok: false; errors: string[] } {
  let data: unknown;
  try {
    data = parseYaml(source);
  } catch (error) {
    return { ok: false, errors: [`a ${name} block is not valid YAML: ${error instanceof Error ? (error.message.split("\n")[0] ?? "") : "parse error"}`] };
  }
  if (!isRecord(data)) return { ok: false, errors: [`a ${name} block must be a YAML mapping`] };
  const errors: string[] = [];
  const allowed = name === "audio" ? ["lang", "title", "transcript", "text"] : ["lang", "title", "text"];
  for (const key of Object.keys(data)) if (!allowed.includes(key)) errors.push(`a ${name} block has no key "${key}" (keys: ${allowed.join(", ")})`);
  const lang = data.lang ?? (name === "dictee" ? "fr-FR" : undefined);
  if (!isListeningLang(lang)) errors.push(`a ${name} block needs lang: fr-FR, en-GB, en-US, es-ES or de-DE`);
  if (data.title !== undefined && typeof data.title !== "string") errors.push(`a ${name} block's title must be a string`);
  const transcript = data.transcript ?? "after";
  if (!(TRANSCRIPT_MODES as readonly unknown[]).includes(transcript)) errors.push(`an audio block's transcript must be after, shown or hidden`);
  const text = typeof data.text === "string" ? data.text.trim() : "";
  if (text === "") errors.push(`a ${name} block needs a text`);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    block: { name, lang: lang as ListeningLang, title: typeof data.title === "string" ? data.title : null, transcript: transcript as TranscriptMode, text },
  };
}

const blockName = (node: MdContent): ListeningBlockName | null =>
  node.type === "code" && (LISTENING_BLOCK_NAMES as readonly string[]).includes(node.lang ?? "") ? (node.lang as ListeningBlockName) : null;

/** Every listening block of a Markdown text, in reading order (the rank a dictée is named by). */
export function listeningBlocksOf(tree: MdRoot): { name: ListeningBlockName; source: string }[] {
  const found: { name: ListeningBlockName; source: string }[] = [];
  const walk = (parent: MdParent) => {
    for (const node of parent.children as MdContent[]) {
      const name = blockName(node);
      if (name) found.push({ name, source: (node as Code).value });
      else if ("children" in node) walk(node);
    }
  };
  walk(tree);
  return found;
}

/** What travels from the Markdown tree to the HTML tree: never a dictée's text. */
type Carried =
  | { name: "audio"; lang: ListeningLang; title: string | null; transcript: TranscriptMode; text: string }
  | { name: "dictee"; lang: ListeningLang; title: string | null; rank: number }
  | { name: "invalid" };
const CARRIER_CLASS = "language-revizo-listening";

/**
 * The hook on the Markdown tree: each block becomes a node of its own that the search text skips (no children, no
 * value) and that reaches the HTML tree as `<pre><code class="language-revizo-listening">` holding what the
 * placeholder needs (the sanitizer keeps that shape); a dictée carries its rank, not its text.
 */
export function markListeningBlocks(tree: MdRoot): void {
  let dictees = 0;
  const walk = (parent: MdParent) => {
    const children = parent.children as MdContent[];
    for (let index = 0; index < children.length; index += 1) {
      const node = children[index]!;
      const name = blockName(node);
      if (name === null) {
        if ("children" in node) walk(node);
        continue;
      }
      const parsed = parseListeningBlock(name, (node as Code).value);
      let carried: Carried = { name: "invalid" };
      if (parsed.ok && name === "dictee") carried = { name, lang: parsed.block.lang, title: parsed.block.title, rank: dictees };
      else if (parsed.ok) carried = { name: "audio", lang: parsed.block.lang, title: parsed.block.title, transcript: parsed.block.transcript, text: parsed.block.text };
      if (name === "dictee") dictees += 1;
      const code = { type: "element", tagName: "code", properties: { className: [CARRIER_CLASS] }, children: [{ type: "text", value: JSON.stringify(carried) }] };
      children[index] = { type: "listening", children: [], data: { hName: "pre", hChildren: [code] } } as unknown as MdContent;
    }
  };
  walk(tree);
}

const LABELS = {
  fr: {
    audio: "Écoute",
    dictee: "Dictée",
    transcript: "Transcription",
    audioFallback: "Le texte est lu à voix haute par votre navigateur (synthèse vocale) : activez JavaScript pour l'écouter.",
    dicteeFallback: "Le texte de la dictée est lu phrase par phrase par votre navigateur, puis corrigé : activez JavaScript pour la faire.",
  },
  en: {
    audio: "Listening",
    dictee: "Dictation",
    transcript: "Transcript",
    audioFallback: "Your browser reads the text aloud (speech synthesis): turn JavaScript on to listen.",
    dicteeFallback: "Your browser reads the dictation sentence by sentence, then corrects it: turn JavaScript on to do it.",
  },
} as const;

const h = (tagName: string, properties: Element["properties"], children: ElementContent[]): Element => ({ type: "element", tagName, properties, children });
const text = (value: string): ElementContent => ({ type: "text", value });

/** The paragraphs of a transcript: a blank line between two. */
function paragraphs(value: string, lang: string): ElementContent[] {
  return value
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean)
    .map((part) => h("p", { lang }, [text(part)]));
}

/**
 * The hook on the HTML tree: a carrier `<pre>` to its placeholder (null for any other `<pre>`). An invalid block (the
 * importer refused its document already: content-document.ts) leaves nothing. `path` is the document's path.
 */
export function listeningElement(pre: Element, locale: "fr" | "en", path: string): Element | "drop" | null {
  const code = pre.children.find((child): child is Element => child.type === "element" && child.tagName === "code");
  const names = code?.properties.className;
  if (!code || !Array.isArray(names) || !names.includes(CARRIER_CLASS)) return null;
  const raw = code.children.map((child) => (child.type === "text" ? child.value : "")).join("");
  const carried = JSON.parse(raw) as Carried;
  const labels = LABELS[locale];
  if (carried.name === "invalid") return "drop";
  const mount = (fallback: string) => h("div", { className: ["listening__mount"], dataListeningMount: "" }, [h("p", { className: ["listening__fallback"] }, [text(fallback)])]);
  const caption = (kind: string, title: string | null, lang: string) =>
    h("p", { className: ["listening__title"] }, [h("strong", {}, [text(kind)]), ...(title ? [text(" — "), h("span", { lang }, [text(title)])] : [])]);
  if (carried.name === "dictee") {
    return h("section", { className: ["listening", "listening--dictee"], dataListening: "dictee", dataLang: carried.lang, dataDicteePath: path, dataDicteeRank: String(carried.rank), ariaLabel: labels.dictee }, [
      caption(labels.dictee, carried.title, carried.lang),
      mount(labels.dicteeFallback),
    ]);
  }
  const transcript =
    carried.transcript === "after"
      ? h("details", { className: ["listening__transcript"] }, [h("summary", {}, [text(labels.transcript)]), ...paragraphs(carried.text, carried.lang)])
      : carried.transcript === "shown"
        ? h("div", { className: ["listening__transcript"] }, paragraphs(carried.text, carried.lang))
        : h("div", { className: ["listening__transcript"], hidden: true }, paragraphs(carried.text, carried.lang));
  return h("section", { className: ["listening", "listening--audio"], dataListening: "audio", dataLang: carried.lang, ariaLabel: carried.title ? `${labels.audio} — ${carried.title}` : labels.audio }, [
    caption(labels.audio, carried.title, carried.lang),
    mount(labels.audioFallback),
    transcript,
  ]);
}

const blockParser = unified().use(remarkParse).freeze();

/** What is wrong with the listening blocks of a document's body (content-document.ts, the linter). */
export function listeningProblems(body: string): string[] {
  if (!LISTENING_FENCE.test(body)) return [];
  return listeningBlocksOf(blockParser.parse(body)).flatMap((block) => {
    const parsed = parseListeningBlock(block.name, block.source);
    return parsed.ok ? [] : parsed.errors;
  });
}

/** Whether a Markdown text may hold a listening block (a cheap test before parsing it). */
export const LISTENING_FENCE = /^[ \t]*(?:`{3,}|~{3,})[ \t]*(?:audio|dictee)\b/m;
