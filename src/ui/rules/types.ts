/** The shape of a rules page: a title line and short sections of paragraphs or bullet points. */
export interface RulesSection {
  readonly heading: string;
  /** Paragraphs; a line starting with "- " is a bullet point. */
  readonly body: readonly string[];
}

export interface RulesText {
  readonly aim: string;
  readonly sections: readonly RulesSection[];
}
