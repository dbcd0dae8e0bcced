package jsonmark.history;

/**
 * One figure as the history holds it, with its run and series.
 *
 * @param run the run it came from
 * @param series what it measures
 * @param value the mean
 * @param low its interval's or range's low end
 * @param high its high end
 * @param exact whether it is an exact count
 */
public record StoredPoint(RunRow run, SeriesKey series, double value, double low, double high,
    boolean exact) {}
