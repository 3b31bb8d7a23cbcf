// The players' access to the speech synthesis (issue 27, docs/decisions/045): the ReadAloud use case, loaded with the
// deferred start (useLazyUseCase), and whether the device has a voice for the block's language.
import { useEffect, useState } from "react";
import type { ListeningLang } from "../../../../domain/learning/dictation.ts";
import type { ReadAloud } from "../../../../application/web/listening/read-aloud.ts";
import { useLazyUseCase } from "../../../composition/hooks.ts";

/** "checking" until the device's voices are known; then whether one reads this language. */
export type VoiceState = "checking" | "available" | "missing";

export function useReadAloud(lang: ListeningLang): { voice: VoiceState; load: () => Promise<ReadAloud> } {
  const load = useLazyUseCase(() => import("../../../../application/web/listening/read-aloud.ts").then((module) => module.ReadAloud));
  const [voice, setVoice] = useState<VoiceState>("checking");
  useEffect(() => {
    let live = true;
    load()
      .then((read) => read.voiceFor(lang))
      .then((found) => {
        if (live) setVoice(found ? "available" : "missing");
      })
      .catch(() => {
        if (live) setVoice("missing");
      });
    return () => {
      live = false;
    };
  }, [load, lang]);
  // Whatever was being read stops with the player.
  useEffect(
    () => () => {
      void load().then((read) => read.stop());
    },
    [load],
  );
  return { voice, load };
}

/** "anglais (Royaume-Uni)": a language tag as the page's language names it. */
export function languageName(lang: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}
