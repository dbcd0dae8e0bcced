package jsonmark.history;

/**
 * One series' figure in one run: a mean wall time in seconds with its 95 % interval, or a mean
 * instruction count with its range.
 *
 * @param series what the figure measures
 * @param value the mean
 * @param low the interval's or range's low end
 * @param high its high end
 * @param samples the counted runs behind it
 * @param exact whether it is an exact count (every run counted the same)
 */
public record Point(SeriesKey series, double value, double low, double high, int samples,
    boolean exact) {}
