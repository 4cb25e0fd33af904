import type { ExportRow } from "@qbank/db";
import { XMLBuilder } from "fast-xml-parser";
import { imageFileName } from "./files.ts";

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  cdataPropName: "__cdata",
  format: true,
  suppressEmptyNode: true,
});

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** Plain text as Moodle's HTML: a paragraph per line. */
const asHtml = (text: string) =>
  text
    .split("\n")
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("");
const html = (text: string) => ({ "@_format": "html", text: { __cdata: asHtml(text) } });

function question(q: ExportRow) {
  const picture = q.image_bytes && q.image_mime ? imageFileName(q) : null;
  return {
    "@_type": "multichoice",
    // A question imported or saved without a name is named by its stem's start.
    name: { text: q.name ?? q.question_text.slice(0, 60) },
    questiontext: {
      ...html(q.question_text),
      text: {
        __cdata:
          asHtml(q.question_text) +
          (picture ? `<p><img src="@@PLUGINFILE@@/${encodeURIComponent(picture)}" alt=""></p>` : ""),
      },
      ...(picture
        ? {
            file: {
              "@_name": picture,
              "@_path": "/",
              "@_encoding": "base64",
              "#text": q.image_bytes!.toString("base64"),
            },
          }
        : {}),
    },
    generalfeedback: html(q.explanation_text),
    defaultgrade: "1",
    penalty: "0",
    hidden: "0",
    ...(q.external_id ? { idnumber: q.external_id } : {}),
    single: "true",
    shuffleanswers: "true",
    answernumbering: "ABCD",
    answer: q.options.map((text, i) => ({
      "@_fraction": i === 0 ? "100" : "0",
      ...html(text),
      feedback: { text: "" },
    })),
    ...(q.areas.length > 0 ? { tags: { tag: q.areas.map((a) => ({ text: `MLA: ${a}` })) } } : {}),
  };
}

/** Moodle's question bank XML: a category pseudo-question before each category's questions. */
export function moodleXml(rows: ExportRow[]): string {
  const questions: unknown[] = [];
  let category: string | null = null;
  for (const q of rows) {
    if (q.category_name !== category) {
      category = q.category_name;
      questions.push({ "@_type": "category", category: { text: `$course$/${category}` } });
    }
    questions.push(question(q));
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ quiz: { question: questions } })}`;
}
