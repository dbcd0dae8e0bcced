package jsonmark.report.format;

import com.fasterxml.jackson.databind.JsonMappingException;

/** Where in a document a value did not fit, in our words: {@code commands[2].runs[0].seconds}. */
final class Reasons {

  private Reasons() {}

  /** The path of the value {@code e} stopped at, or what was wrong when it has none. */
  static String of(Exception e) {
    if (e instanceof JsonMappingException mapping && !mapping.getPath().isEmpty()) {
      StringBuilder path = new StringBuilder();
      for (JsonMappingException.Reference step : mapping.getPath()) {
        if (step.getFieldName() != null) {
          path.append(path.length() == 0 ? "" : ".").append(step.getFieldName());
        } else if (step.getIndex() >= 0) {
          path.append('[').append(step.getIndex()).append(']');
        }
      }
      return path.toString();
    }
    return e instanceof IllegalArgumentException ? e.getMessage() : "a value of the wrong kind";
  }
}
