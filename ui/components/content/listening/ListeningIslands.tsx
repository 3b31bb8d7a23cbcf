// The listening blocks of a text rendered at import (adapters/api/content/listening/blocks.ts): once the page runs in
// the browser, each placeholder's mount gets its player (ListeningPlayer for an audio block, DictationPlayer for a
// dictée), through a portal, so the rest of the stored HTML stays as the server sent it.
import { useMemo } from "react";
import { createPortal } from "react-dom";
import { isListeningLang, type ListeningLang } from "../../../../domain/learning/dictation.ts";
import { DictationPlayer } from "./DictationPlayer.tsx";
import { ListeningPlayer } from "./ListeningPlayer.tsx";

type Island =
  | { kind: "audio"; mount: HTMLElement; lang: ListeningLang; text: string }
  | { kind: "dictee"; mount: HTMLElement; lang: ListeningLang; path: string; rank: number };

/** The players a container's placeholders ask for. */
function islandsOf(root: HTMLElement): Island[] {
  const found: Island[] = [];
  for (const block of root.querySelectorAll<HTMLElement>("[data-listening]")) {
    const mount = block.querySelector<HTMLElement>("[data-listening-mount]");
    const lang = block.dataset.lang;
    if (!mount || !isListeningLang(lang)) continue;
    // The fallback for pages without JavaScript (and any markup a player left there) gives way to the player.
    mount.replaceChildren();
    if (block.dataset.listening === "dictee") {
      found.push({ kind: "dictee", mount, lang, path: block.dataset.dicteePath ?? "", rank: Number(block.dataset.dicteeRank ?? "0") });
    } else {
      const text = [...block.querySelectorAll(".listening__transcript p")].map((paragraph) => paragraph.textContent ?? "").join("\n\n");
      found.push({ kind: "audio", mount, lang, text });
    }
  }
  return found;
}

/** `root`: the element holding the text's HTML (`html`, which it was last set to). */
export function ListeningIslands({ root, html }: { root: HTMLElement; html: string }) {
  // Once per HTML: the placeholders are those of the HTML the element was set to.
  const islands = useMemo(() => (html ? islandsOf(root) : []), [root, html]);
  return (
    <>
      {islands.map((island, index) =>
        createPortal(
          island.kind === "audio" ? (
            <ListeningPlayer lang={island.lang} text={island.text} />
          ) : (
            <DictationPlayer lang={island.lang} path={island.path} rank={island.rank} />
          ),
          island.mount,
          `${html.length}:${index}`,
        ),
      )}
    </>
  );
}
