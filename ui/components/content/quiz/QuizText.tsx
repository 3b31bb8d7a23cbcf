// The one place where quiz text (prompts, choices, items, explanations) becomes markup. Today it renders the
// Markdown of the document; when the importer sends HTML fields (promptHtml…, branch house/markdown), this
// component is the one to change.
import { Markdown } from "../Markdown.tsx";

export interface QuizTextProps {
  source: string;
  /** One-line texts (choices, items): a lone paragraph is rendered without its <p>. */
  inline?: boolean;
}

export function QuizText({ source, inline = false }: QuizTextProps) {
  return <Markdown source={source} inline={inline} minHeading={3} />;
}
