package jsonmark.serializers;

/**
 * One timed benchmark: a serializer in one variant, in MB/s (10^6 bytes of JSON per second) over
 * the measured iterations of all forks.
 *
 * @param mean the mean of the iterations
 * @param sigma their standard deviation
 * @param error JMH's half-width of the 99.9% confidence interval of the mean (NaN below 2)
 * @param iterations how many measured iterations, all forks together
 */
record Measurement(
    String serializer,
    Variant variant,
    long outputBytes,
    double mean,
    double sigma,
    double error,
    long iterations) {}
