/**
 * The {@code jsonmark serializers} command: each Java serializer's throughput, measured by JMH
 * in forked JVMs, the bytes each writes checked equivalent, and its report files.
 */
package jsonmark.serializers;
