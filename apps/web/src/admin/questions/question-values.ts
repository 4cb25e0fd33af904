/** The question form's fields as the admin types them, shared by the form and its preview. */
export const OPTIONS = ["option_1", "option_2", "option_3", "option_4", "option_5"] as const;

export interface QuestionValues extends Record<string, string> {
  category: string;
  text: string;
  option_1: string;
  option_2: string;
  option_3: string;
  option_4: string;
  option_5: string;
  solution: string;
  url: string;
  /** Optional: the name a Moodle export gives the question. */
  name: string;
}

export const emptyQuestion = (category = ""): QuestionValues => ({
  category,
  text: "",
  option_1: "",
  option_2: "",
  option_3: "",
  option_4: "",
  option_5: "",
  solution: "",
  url: "",
  name: "",
});
