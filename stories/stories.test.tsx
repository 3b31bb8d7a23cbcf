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
// The whole file is a React act() environment. Storybook's act wrapper sets the flag for each render and restores
// the value it found; with it unset, a story whose render outlives the previous one's (an English catalog loading)
// could find it restored to undefined mid-render, and React warned "not configured to support act(...)".
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
