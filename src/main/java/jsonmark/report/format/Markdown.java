package jsonmark.report.format;

/** Turns the little Markdown the legends use into plain text, for a page that is not Markdown. */
final class Markdown {

  private Markdown() {}

  /** {@code text} without its code spans' backticks: {@code `spread`} reads {@code spread}. */
  static String plain(String text) {
    return text.replace("`", "");
  }
}
