import type { ReadingProfile } from "@qbank/api/client";
import { trpc } from "../../app/trpc.ts";
import "./reading.css";

const classes: Record<keyof ReadingProfile, string> = {
  large_text: "reading-large-text",
  wide_spacing: "reading-wide-spacing",
  dyslexia_font: "reading-dyslexia-font",
  reduced_motion: "reading-reduced-motion",
};

/** The class names of a reading profile, for the player's root. */
export function readingClasses(profile: ReadingProfile | undefined): string {
  if (!profile) return "";
  return (Object.keys(classes) as (keyof ReadingProfile)[])
    .filter((k) => profile[k])
    .map((k) => classes[k])
    .join(" ");
}

/** The learner's reading profile, kept on their account, as the player root's classes. */
export function useReadingClasses(): string {
  const { data } = trpc.account.adjustment.useQuery(undefined, { staleTime: 60_000 });
  return readingClasses(data?.reading);
}
