package jsonmark.exec;

import java.util.List;

/** All timed runs of one deserializer command, in order. */
public record CommandResult(String name, String command, List<RunResult> runs) {}
