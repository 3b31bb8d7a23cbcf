// §2 popin frame: at most 800px wide and 500px high (700px from 960px), a title, a close button.
import { useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import { Dialog } from "./Dialog.tsx";
import { CloseIcon } from "./icons.tsx";

export interface PopinProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** The popin does not close while something is in flight. */
  closable?: boolean;
}

export function Popin({ title, onClose, children, className, closable = true }: PopinProps) {
  const { t } = useLingui();
  const titleId = useId();
  const close = () => {
    if (closable) onClose();
  };
  return (
    <Dialog labelledBy={titleId} onClose={close} className={["popin", className].filter(Boolean).join(" ")}>
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title popin__title">
          {title}
        </h2>
        <button type="button" className="icon-button" onClick={close} aria-label={t`Fermer`} disabled={!closable}>
          <CloseIcon />
        </button>
      </div>
      <div className="popin__body">{children}</div>
    </Dialog>
  );
}
