// Checks shared by the form stories: a field tied to its §5 message by aria-invalid and aria-describedby.
import { expect } from "storybook/test";

/** The elements a control's aria-describedby names, in order. */
export function describedBy(control: HTMLElement): HTMLElement[] {
  const ids = control.getAttribute("aria-describedby")?.split(" ").filter(Boolean) ?? [];
  return ids.map((id) => {
    const element = control.ownerDocument.getElementById(id);
    if (!element) throw new Error(`aria-describedby names a missing element: ${id}`);
    return element;
  });
}

/** A control that shows the §5 message `text`: marked invalid, and described (last) by that message. */
export async function expectMessage(control: HTMLElement, text: string) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  const message = describedBy(control).at(-1);
  await expect(message).toHaveClass("field__error");
  await expect(message?.textContent).toBe(text);
}

/** A control with no message: not marked invalid, described by no error. */
export async function expectNoMessage(control: HTMLElement) {
  await expect(control).not.toHaveAttribute("aria-invalid");
  await expect(describedBy(control).some((element) => element.classList.contains("field__error"))).toBe(false);
}
