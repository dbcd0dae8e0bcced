package jsonmark.conformance;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A Simple1Benchmark record as one line of raw JSON text, built from a valid record so that a
 * case differs from valid input in exactly the place it means to.
 */
final class Line {

  /** One member: the key as written (quotes included) and the value as written. */
  private record Member(String name, String rawKey, String rawValue) {}

  private final List<Member> members;

  private Line(List<Member> members) {
    this.members = members;
  }

  /** A valid record, keys in the benchmark's order, with the given integers. */
  static Line record(long integer1, long integer2) {
    return new Line(new ArrayList<>())
        .append("integer_1", Long.toString(integer1))
        .append("integer_2", Long.toString(integer2))
        .append("float_1", "-27.30092743666296")
        .append("float_2", "-865.2842135933281")
        .append("bool", "true")
        .append("words", "[\"fact\",\"cultural\",\"phone\",\"response\",\"foreign\"]")
        .append("str", "\"Week later bank not benefit pressure return.\"")
        .append("datetime", "\"2027-02-03T15:33:51Z\"")
        .append("coordinates", "{\"longitude\":-49.005937,\"latitude\":-77.018792}")
        .append("null", "null");
  }

  /** This line with {@code name}'s value replaced by {@code rawValue}, written as is. */
  Line with(String name, String rawValue) {
    return replace(name, m -> new Member(m.name(), m.rawKey(), rawValue));
  }

  /** This line with {@code name}'s key written as {@code rawKey} (quotes are the caller's). */
  Line withKey(String name, String rawKey) {
    return replace(name, m -> new Member(m.name(), rawKey, m.rawValue()));
  }

  /** This line without the member {@code name}. */
  Line without(String name) {
    List<Member> copy = new ArrayList<>(members);
    copy.removeIf(m -> m.name().equals(name));
    return new Line(copy);
  }

  /** This line with one more member at the end, even one whose name is already there. */
  Line append(String name, String rawValue) {
    List<Member> copy = new ArrayList<>(members);
    copy.add(new Member(name, "\"" + name + "\"", rawValue));
    return new Line(copy);
  }

  /** This line with its members in the reverse order. */
  Line reversed() {
    List<Member> copy = new ArrayList<>(members);
    Collections.reverse(copy);
    return new Line(copy);
  }

  /** The record as compact JSON, as the driver's serializers write it. */
  String compact() {
    StringBuilder text = new StringBuilder("{");
    for (Member m : members) {
      if (text.length() > 1) {
        text.append(',');
      }
      text.append(m.rawKey()).append(':').append(m.rawValue());
    }
    return text.append('}').toString();
  }

  private Line replace(String name, java.util.function.UnaryOperator<Member> change) {
    List<Member> copy = new ArrayList<>();
    boolean found = false;
    for (Member m : members) {
      boolean match = m.name().equals(name) && !found;
      copy.add(match ? change.apply(m) : m);
      found |= match;
    }
    if (!found) {
      throw new IllegalArgumentException("no member " + name);
    }
    return new Line(copy);
  }
}
