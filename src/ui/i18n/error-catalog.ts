/**
 * What an error catalog holds (`errors-ja-*.ts`, one per area): for each error code, its Japanese
 * text. In a module of its own so the catalogs and `errors.ts`, which gathers them and fills the
 * templates, do not import each other.
 */

/** The values a template may use: `detail`'s top-level strings and numbers, and `reason`. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** One code's Japanese text: a template, templates best first, or a function choosing them. */
export type JaErrorText =
  string | readonly string[] | ((p: ErrorParams) => string | readonly string[]);
