/**
 * Large question files in each format the import reads, a question (about 2 KB) at a time:
 * written by the hostile-files check and by the import bench.
 */
import type { ImportFormat } from "@qbank/api/client";

export interface LargeFileLayout {
  extension: string;
  head: string;
  question: (i: number) => string;
  foot: string;
}

/** A question's long background, so 200 MB is some 100,000 questions, as real banks' are. */
const background = (i: number) => `Background ${i} - ${"history and examination findings ".repeat(55)}`;

export const LARGE_FILE_LAYOUTS: Record<ImportFormat, LargeFileLayout> = {
  csv: {
    extension: "csv",
    head: "category,text,option_1,option_2,option_3,option_4,option_5,correct,explanation\n",
    question: (i) =>
      `Bulk CSV,"Question ${i} - which is the most likely diagnosis?",Right ${i},Wrong a,Wrong b,Wrong c,Wrong d,A,"${background(i)}"\n`,
    foot: "",
  },
  gift: {
    extension: "gift",
    head: "$CATEGORY: $course$/Bulk GIFT\n\n",
    question: (i) =>
      `::Q${i}:: Question ${i} - which is the most likely diagnosis? {\n=Right ${i}\n~Wrong a\n~Wrong b\n~Wrong c\n~Wrong d\n####${background(i)}\n}\n\n`,
    foot: "",
  },
  aiken: {
    extension: "aiken",
    head: "",
    question: (i) =>
      `Question ${i} - ${background(i)} Which is the most likely diagnosis?\nA. Right ${i}\nB. Wrong a\nC. Wrong b\nD. Wrong c\nE. Wrong d\nANSWER: A\n\n`,
    foot: "",
  },
  "moodle-xml": {
    extension: "xml",
    head: '<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n<question type="category"><category><text>$course$/Bulk XML</text></category></question>\n',
    question: (i) =>
      `<question type="multichoice"><name><text>Q${i}</text></name><questiontext format="html"><text><![CDATA[<p>Question ${i} - which is the most likely diagnosis?</p>]]></text></questiontext>` +
      `<generalfeedback><text>${background(i)}</text></generalfeedback><single>true</single>` +
      `<answer fraction="100"><text>Right ${i}</text></answer><answer fraction="0"><text>Wrong a</text></answer>` +
      `<answer fraction="0"><text>Wrong b</text></answer><answer fraction="0"><text>Wrong c</text></answer>` +
      `<answer fraction="0"><text>Wrong d</text></answer></question>\n`,
    foot: "</quiz>\n",
  },
};
