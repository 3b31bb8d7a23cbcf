// @vitest-environment happy-dom
// Every story of stories/ renders (both languages where the story says so) without a console
// error, and its play function (interaction test) passes. Runs the stories as portable stories.
import { cleanup } from "@testing-library/react";
import { composeStories, setProjectAnnotations } from "@storybook/react";
import { afterEach, describe, expect, it } from "vitest";
import * as previewAnnotations from "../.storybook/preview.tsx";

const annotations = setProjectAnnotations([previewAnnotations]);
const modules = import.meta.glob<Record<string, unknown>>("./**/*.stories.tsx", { eager: true });

afterEach(() => cleanup());

describe.each(Object.entries(modules))("%s", (_file, module) => {
  const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0])) as [
    string,
    { run(context?: { canvasElement: HTMLElement }): Promise<void> },
  ][];
  it("exports at least one story", () => {
    expect(stories.length).toBeGreaterThan(0);
  });
  it.each(stories)("%s renders and plays", async (_name, Story) => {
    await annotations.beforeAll?.();
    await Story.run({ canvasElement: document.body.appendChild(document.createElement("div")) });
  });
});
