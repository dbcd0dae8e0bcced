/**
 * {@code jsonmark merge}: one results folder from the folders of the parts of a split plan, built
 * from their summary.json and written by the run's own writers.
 */
package jsonmark.merge;
