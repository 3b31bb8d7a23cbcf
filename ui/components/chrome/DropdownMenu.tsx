// §2 dropdown menus, keyboard-accessible (disclosure pattern): a button with aria-expanded controls a list of
// links; ArrowDown opens and moves, ArrowUp/Home/End move, Escape closes and gives focus back to the button,
// leaving the menu (focus or click elsewhere) closes it.
import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import type { MenuLink } from "./menus.ts";
import { ChromeLink } from "./ChromeLink.tsx";

export interface DropdownMenuProps {
  label: string;
  items: MenuLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className?: string;
  align?: "start" | "end";
}

export function DropdownMenu({ label, items, open, onOpenChange, className, align = "start" }: DropdownMenuProps) {
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const focusOnOpen = useRef<"first" | "last" | null>(null);

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>(".dropdown__link") ?? [])];

  useEffect(() => {
    if (!open) return;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    if (target) (target === "first" ? links()[0] : links().at(-1))?.focus();
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open, onOpenChange]);

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (open) (event.key === "ArrowDown" ? links()[0] : links().at(-1))?.focus();
      else {
        focusOnOpen.current = event.key === "ArrowDown" ? "first" : "last";
        onOpenChange(true);
      }
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      onOpenChange(false);
    }
  };

  const onPanelKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === "ArrowDown") move(index + 1);
    else if (event.key === "ArrowUp") move(index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(all.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      onOpenChange(false);
      button.current?.focus();
    }
  };

  return (
    <div
      ref={root}
      className={["dropdown", open ? "dropdown--open" : "", className].filter(Boolean).join(" ")}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="dropdown__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onButtonKey}
      >
        {label}
        <svg
          className="dropdown__chevron"
          viewBox="0 0 12 8"
          width="12"
          height="8"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M1 1.5 6 6.5 11 1.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={panelId} className={`dropdown__panel dropdown__panel--${align}`} hidden={!open} onKeyDown={onPanelKey}>
        {items.map((item) => (
          <li key={`${item.href}-${item.label}`}>
            <ChromeLink to={item.href} className="dropdown__link" onClick={() => onOpenChange(false)}>
              {item.label}
            </ChromeLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
