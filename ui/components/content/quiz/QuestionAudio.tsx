// A listening question's excerpt (issue 27, content/README.md §9): the device reads it aloud with the players'
// controls, then the pupil answers. Its text stays folded beneath, for whoever cannot listen (no voice on the
// device, a deaf pupil, a page without JavaScript).
import { Trans } from "@lingui/react/macro";
import type { Question } from "../../../../domain/learning/question.ts";
import { ListeningPlayer } from "../listening/ListeningPlayer.tsx";

type Audio = NonNullable<Question["audio"]>;

export function AudioTranscript({ audio }: { audio: Audio }) {
  return (
    <details className="listening__transcript">
      <summary>
        <Trans>Lire le texte de l'enregistrement</Trans>
      </summary>
      <p lang={audio.lang}>{audio.text}</p>
    </details>
  );
}

export function QuestionAudio({ audio }: { audio: Audio }) {
  return (
    <div className="quiz-question__audio">
      <ListeningPlayer lang={audio.lang} text={audio.text} />
      <AudioTranscript audio={audio} />
    </div>
  );
}
