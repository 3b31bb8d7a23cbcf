// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ContentHtml } from "./ContentHtml.tsx";
import { renderHtml } from "./test-support.tsx";

afterEach(() => cleanup());

const HTML =
  '<p>Voir la <a href="/faq"><strong>FAQ</strong></a>, <a href="https://example.org" rel="noopener noreferrer">un site</a> et <a href="#suite">la suite</a>.</p>';

function Where() {
  return <output aria-label="adresse">{useLocation().pathname}</output>;
}

function page() {
  return render(
    <MemoryRouter initialEntries={["/cours"]}>
      <Routes>
        <Route path="*" element={<><ContentHtml className="prose" html={HTML} /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("ContentHtml", () => {
  it("renders the stored HTML as it is, in a block or inline", async () => {
    expect(await renderHtml(<ContentHtml className="prose" html={HTML} />)).toBe(`<div class="prose">${HTML}</div>`);
    expect(await renderHtml(<ContentHtml inline html="<strong>Oui</strong>" />)).toBe("<span><strong>Oui</strong></span>");
  });

  it("follows a plain click on a link to this site in the router, and leaves other clicks to the browser", () => {
    page();
    const where = screen.getByRole("status", { name: "adresse" });
    expect(where.textContent).toBe("/cours");
    // A modified click (new tab) and web links are the browser's.
    expect(fireEvent.click(screen.getByText("FAQ"), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "un site" }))).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "la suite" }))).toBe(true);
    expect(where.textContent).toBe("/cours");
    // A click on the link (here on its bold text) navigates without reloading: the default is prevented.
    expect(fireEvent.click(screen.getByText("FAQ"))).toBe(false);
    expect(where.textContent).toBe("/faq");
  });
});
