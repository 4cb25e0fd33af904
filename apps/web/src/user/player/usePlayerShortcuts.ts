import { useEffect, useRef } from "react";
import { LETTERS } from "./QuestionView.tsx";

export interface ShortcutActions {
  /** A–E: choose that option (by its position) and move the keyboard to it. */
  choose: (position: number) => void;
  /** Enter: submit the focused option (`focused`, when an option has focus), else the chosen one. */
  submit: (focused: HTMLElement | undefined) => void;
  /** ArrowRight / ArrowLeft: the next or previous question. */
  move: (delta: 1 | -1) => void;
  toggleFlag: () => void;
  /** S then A–E: strike that option out, or bring it back. */
  strike: (position: number) => void;
  /** H: highlight the text selected in the stem. */
  highlight: () => void;
}

const TYPING = new Set(["INPUT", "TEXTAREA", "SELECT"]);

/**
 * The player's keys: A–E choose, Enter submits (the focused option, so focus and answer never
 * differ), ArrowLeft/ArrowRight change question, F flags, S then a letter strikes that option
 * out (or back in), H highlights the stem's selected text.
 * Off while `enabled` is false (a dialog is open). ArrowUp/ArrowDown belong to the radio group.
 */
export function usePlayerShortcuts(enabled: boolean, actions: ShortcutActions) {
  // The listener stays registered; it always calls the newest actions.
  const latest = useRef(actions);
  // S was pressed: the next letter strikes rather than chooses.
  const striking = useRef(false);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target as HTMLElement;
      if (TYPING.has(target.tagName)) return;
      const act = latest.current;
      const key = e.key.toUpperCase();
      const letter = LETTERS.indexOf(key as (typeof LETTERS)[number]);
      const strike = striking.current;
      striking.current = false;
      if (letter !== -1 && strike) act.strike(letter);
      else if (letter !== -1) act.choose(letter);
      else if (key === "S") striking.current = true;
      else if (key === "H") act.highlight();
      else if (e.key === "Enter" && target.getAttribute("role") === "radio") act.submit(target);
      else if (e.key === "Enter" && target.tagName !== "BUTTON") act.submit(undefined);
      else if (e.key === "ArrowRight") act.move(1);
      else if (e.key === "ArrowLeft") act.move(-1);
      else if (key === "F") act.toggleFlag();
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled]);
}
